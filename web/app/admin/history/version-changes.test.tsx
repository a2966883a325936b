import { render, screen, within } from '@testing-library/react';
import type { VersionDiff } from '@cadmax/contract';
import { describe, expect, it } from 'vitest';
import { msg } from '../lib/messages';
import { VersionChanges } from './version-changes';

const version = (id: string) => ({
  _id: id,
  recordId: 'r1',
  title: 'T',
  user: '',
  userName: '',
  createdAt: '',
  changes: { fields: [], added: 0, removed: 0 },
  locale: 'en' as const,
});

describe('VersionChanges (D-14.2)', () => {
  it('shows removed and added words in their field, and the images before and after', () => {
    const diff: VersionDiff = {
      from: version('a'),
      to: version('b'),
      fields: [
        {
          field: 'title',
          label: 'Title',
          kind: 'text',
          parts: [{ value: 'Old', removed: true }, { value: 'New', added: true }, { value: ' stepwells' }],
        },
        {
          field: 'images',
          label: 'Images',
          kind: 'images',
          before: [{ id: 1, url: '/uploads/a.png', alt: '' }],
          after: [{ id: 2, url: null, alt: '' }],
        },
      ],
    };
    render(<VersionChanges diff={diff} />);
    const title = screen.getByRole('region', { name: 'Title' });
    expect(title.querySelector('del')?.textContent).toBe('Old');
    expect(title.querySelector('ins')?.textContent).toBe('New');
    expect(title.textContent).toBe('TitleOldNew stepwells');
    const images = screen.getByRole('region', { name: 'Images' });
    expect(within(images).getByRole('img', { name: 'Images 1, before' })).toHaveAttribute('src', '/uploads/a.png');
    expect(within(images).getByText(msg.imageGone)).toBeInTheDocument();
  });

  it('says when two versions are the same, or when none are compared', () => {
    const { rerender } = render(<VersionChanges diff={{ from: version('a'), to: version('b'), fields: [] }} />);
    expect(screen.getByText(msg.sameVersions)).toBeInTheDocument();
    rerender(<VersionChanges diff={null} />);
    expect(screen.getByText(msg.chooseTwoVersions)).toBeInTheDocument();
  });
});
