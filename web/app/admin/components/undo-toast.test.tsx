import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolveValue, useToaster } from 'react-hot-toast';
import { createRoutesStub, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { listAction } from '../lib/actions';
import { useConfirmDelete } from './confirm-delete';

/** The toasts as react-hot-toast holds them, rendered inside the router as the admin's Toaster is (root layout). */
function Toasts() {
  const { toasts } = useToaster();
  return (
    <ul aria-label="toasts">
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <li key={t.id}>{resolveValue(t.message, t)}</li>
        ))}
    </ul>
  );
}

function Screen() {
  const records = useLoaderData<string[]>();
  const del = useConfirmDelete({ title: 'Delete blog' });
  return (
    <>
      {records.map((id) => (
        <button key={id} type="button" onClick={() => del.ask(id)}>
          Delete {id}
        </button>
      ))}
      {del.dialog}
      <Toasts />
    </>
  );
}

/** A list screen whose delete moves the record to a trash, and the Trash route whose action restores it. */
function renderScreen() {
  const records = ['b1'];
  const trash = new Map<string, string>();
  const restores: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Screen,
      HydrateFallback: () => null,
      loader: () => [...records],
      action: listAction({
        remove: (id) => {
          records.splice(records.indexOf(id), 1);
          trash.set(`t-${id}`, id);
          return Promise.resolve({ status: true, message: 'Blog deleted successfully.', trashId: `t-${id}` });
        },
      }),
    },
    {
      path: paths.admin.trash,
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        restores.push(form);
        const restored = trash.get(String(form._id));
        if (restored) records.push(restored);
        return { ok: true };
      },
    },
  ]);
  render(<Stub />);
  return { restores };
}

describe("a delete's 'Undo' (D-12.1)", () => {
  it('offers Undo in the toast, moves the focus there once the row is gone, and restores through the trash route', async () => {
    const { restores } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete b1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete b1' })).toBeNull());

    const toasts = screen.getByRole('list', { name: 'toasts' });
    expect(toasts).toHaveTextContent('Blog deleted successfully.');
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Delete b1' })).toBeInTheDocument();
    expect(restores).toEqual([{ intent: 'restore', _id: 't-b1' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });
});
