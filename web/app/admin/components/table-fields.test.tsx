import { fieldsAt, projectFields } from '@cadmax/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFields } from '../lib/use-fields';
import { TableFieldGroups } from './table-fields';

const names = fieldsAt(projectFields, 'admin');

function ProjectFields() {
  const { values, text } = useFields(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<(typeof names)[number], string>,
  );
  return (
    <form aria-label="Project">
      <TableFieldGroups table={projectFields} names={names} bind={text} extra={{ 'Listing details': <p>Extra</p> }} />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('a form built from a field table', () => {
  it('shows each admin field of the table with its label, in its group, and no other', () => {
    render(<ProjectFields />);
    for (const [name, spec] of Object.entries(projectFields)) {
      const shown = name !== 'short_content';
      expect(screen.queryByLabelText(new RegExp(`^${spec.label}(\\s*\\*)?$`)) !== null, name).toBe(shown);
    }
    const client = screen.getByRole('group', { name: 'Client & testimonial' });
    expect(within(client).getByLabelText(/^Client/)).toBeRequired();
    expect(within(client).getByLabelText('Testimonial author')).not.toBeRequired();
    expect(within(screen.getByRole('group', { name: 'Listing details' })).getByText('Extra')).toBeInTheDocument();
  });

  it('gives a field its help, example, counter and kind of input from the table', async () => {
    render(<ProjectFields />);
    expect(screen.getByLabelText('Testimonial author')).toHaveAccessibleDescription('The client when empty.');
    expect(screen.getByLabelText('Area')).toHaveAttribute('placeholder', 'e.g. 12 Acres');
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    await userEvent.type(screen.getByLabelText(/^Title/), 'Ring Road');
    expect(screen.getByText(`9/${projectFields.title.max} characters`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('"title":"Ring Road"');
  });
});
