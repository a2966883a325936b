import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@cadmax/contract';
import { describe, expect, it } from 'vitest';
import { SlugField, changedSlug, useSlug } from './slug-field';

function Host({ title = 'Ring Road Plan', stored }: { title?: string; stored?: string }) {
  return <SlugField {...useSlug('project', stored, title).field} />;
}

const preview = () => screen.getByTestId('slug-preview').textContent;

describe('SlugField (D-14.6)', () => {
  it('previews a new record’s address from its title, then from what is typed', async () => {
    render(<Host />);
    expect(preview()).toBe(`${window.location.origin}/project/ring-road-plan`);
    await userEvent.type(screen.getByLabelText('URL slug'), 'outer-ring-road');
    expect(preview()).toBe(`${window.location.origin}/project/outer-ring-road`);
    expect(screen.queryByText(messages.slugInvalid)).not.toBeInTheDocument();
  });

  it('shows the rule’s message for a slug it breaks, and marks the field', async () => {
    render(<Host />);
    const field = screen.getByLabelText('URL slug');
    await userEvent.type(field, 'Ring Road');
    expect(screen.getByText(messages.slugInvalid)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('on an edit, names the old address that will redirect, and keeps the stored slug when emptied', async () => {
    render(<Host stored="ring-road" />);
    const field = screen.getByLabelText('URL slug');
    await userEvent.clear(field);
    expect(preview()).toBe(`${window.location.origin}/project/ring-road`);
    await userEvent.type(field, 'outer-ring-road');
    expect(screen.getByText(/the old address \/project\/ring-road will redirect here/)).toBeInTheDocument();
  });

  it('sends only a changed slug (a stored one from before the rule is sent as none)', () => {
    expect(changedSlug('Interior ', 'Interior ')).toBe('');
    expect(changedSlug('ring-road', 'ring-road')).toBe('');
    expect(changedSlug(' outer-ring-road ', 'ring-road')).toBe('outer-ring-road');
    expect(changedSlug('', undefined)).toBe('');
  });
});
