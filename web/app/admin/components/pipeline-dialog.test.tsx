import { ENQUIRY_STATUS_OPTIONS, enquiryStatusBody, messages } from '@cadmax/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavLink, createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PipelineNote } from '../../api/types';
import { renderRoutes } from '../test-support/render-routes';
import { NewBadge } from './new-badge';
import { PipelineDialog } from './pipeline-dialog';

const notes: PipelineNote[] = [
  {
    _id: 'n1',
    text: 'Called back; visit on Monday.',
    author: 'admin@cadmax.local',
    createdAt: '2026-11-20T05:30:00.000Z',
  },
  { _id: 'n2', text: 'Quote sent.', author: 'planner@cadmax.local', createdAt: '2026-11-21T06:00:00.000Z' },
];

/** The dialog on a route whose action keeps what each form posted and answers like a refused write. */
function renderDialog(shownNotes: PipelineNote[]) {
  const posts: Record<string, string>[] = [];
  renderRoutes([
    {
      path: '/',
      Component: () => (
        <PipelineDialog
          recordId="e1"
          title="Enquiry from Asha Mehta"
          facts={[['Name', 'Asha Mehta']]}
          stage={{
            label: 'Status',
            field: 'status',
            value: 'new',
            options: ENQUIRY_STATUS_OPTIONS,
            schema: enquiryStatusBody,
          }}
          notes={shownNotes}
          onClose={() => undefined}
          onSaved={() => undefined}
        />
      ),
      action: async ({ request }) => {
        posts.push(Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)])));
        return { ok: false };
      },
    },
  ]);
  return posts;
}

describe('the pipeline dialog', () => {
  it('lists the notes oldest first, each with its author and date', async () => {
    renderDialog(notes);
    const region = await screen.findByRole('region', { name: 'Notes (2)' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Called back; visit on Monday\.admin@cadmax\.local · 20 Nov 2026/),
      expect.stringMatching(/^Quote sent\.planner@cadmax\.local · 21 Nov 2026/),
    ]);
  });

  it("says 'No notes yet.' when there are none", async () => {
    renderDialog([]);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('offers the status change only for another status, and posts it with its note', async () => {
    const posts = renderDialog([]);
    const update = await screen.findByRole('button', { name: 'Update status' });
    expect(update).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await userEvent.type(screen.getByLabelText('Note (optional)'), '  Called back.  ');
    await userEvent.click(update);
    await screen.findByRole('button', { name: 'Update status' });
    expect(posts).toEqual([{ _id: 'e1', value: 'contacted', note: 'Called back.', intent: 'move' }]);
  });

  it("refuses a blank note with the CMS's message and posts nothing", async () => {
    const posts = renderDialog([]);
    // Spaces pass the field's `required`; the contract's schema trims them and refuses the note.
    await userEvent.type(await screen.findByLabelText(/^New note/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(messages.noteRequired)).toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});

describe('the side menu badge', () => {
  it('reads "3 new" after the link text, and shows nothing at 0', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <nav>
            <NavLink to="/a">
              Contact List
              <NewBadge count={3} />
            </NavLink>
            <NavLink to="/b">
              Career Applications
              <NewBadge count={0} />
            </NavLink>
          </nav>
        ),
      },
    ]);
    render(<Stub />);
    expect(screen.getByRole('link', { name: 'Contact List 3 new' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Career Applications' })).toBeInTheDocument();
  });
});
