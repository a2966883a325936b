import type { AuditEntry, Paged } from '@cadmax/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test-support/render-routes';
import Activity from './route';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  _id: fields.recordId ?? 'id',
  action: 'update',
  type: 'blog',
  recordId: 'r1',
  title: 'A title',
  user: 'admin@cadmax.in',
  userName: '',
  detail: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

function renderActivity(rows: AuditEntry[]) {
  const page: Paged<AuditEntry> = { status: true, data: rows, totalPages: 1, currentPage: 1, totalUsers: rows.length };
  renderRoutes([{ path: '/', Component: Activity, HydrateFallback: () => null, loader: () => page }]);
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('the activity screen', () => {
  it('names a panel user by name and email, and the site admin by email', async () => {
    renderActivity([
      entry({ recordId: 'a', title: 'Panel edit', user: 'asha@cadmax.in', userName: 'Asha Rao' }),
      entry({ recordId: 'b', title: 'Admin edit' }),
    ]);
    expect(await rowOf('Panel edit')).toHaveTextContent('Asha Rao (asha@cadmax.in) · panel');
    expect(within(await rowOf('Admin edit')).getByText('admin@cadmax.in')).toBeInTheDocument();
  });

  it('shows the panel’s types and actions by their labels, and a value it does not know as it is', async () => {
    renderActivity([
      entry({ recordId: 'a', title: 'Settings', type: 'site-setting', action: 'update' }),
      entry({ recordId: 'b', title: 'photo.png', type: 'media', action: 'purge' }),
      entry({ recordId: 'c', title: 'Draft', type: 'service', action: 'discard' }),
      entry({ recordId: 'd', title: 'Future', type: 'newsletter' as AuditEntry['type'], action: 'archive' as never }),
    ]);
    const settings = await rowOf('Settings');
    expect(settings).toHaveTextContent('Site settings');
    expect(settings).toHaveTextContent('Updated');
    const media = await rowOf('photo.png');
    expect(media).toHaveTextContent('Media file');
    expect(media).toHaveTextContent('Deleted for good');
    expect(await rowOf('Draft')).toHaveTextContent('Draft discarded');
    const future = await rowOf('Future');
    expect(future).toHaveTextContent('newsletter');
    expect(future).toHaveTextContent('archive');
  });
});
