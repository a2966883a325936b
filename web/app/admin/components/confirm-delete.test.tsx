import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../api/types';
import { listAction } from '../lib/actions';
import { renderRoutes } from '../test-support/render-routes';
import { useConfirmDelete } from './confirm-delete';

/** A remove call the test settles by hand, so each state can be observed. */
function deferred() {
  let settle!: (answer: Envelope) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Envelope>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

function Screen() {
  const del = useConfirmDelete({ title: 'Delete project' });
  return (
    <>
      <p data-testid="phase">{del.phase}</p>
      <button type="button" onClick={() => del.ask('p1')}>
        Ask
      </button>
      {del.dialog}
    </>
  );
}

/** The hook on a route whose clientAction is the admin's `listAction`; each run of its loader is a list reload. */
function renderScreen(remove: (id: string) => Promise<Envelope>) {
  const loads: string[] = [];
  renderRoutes([
    {
      path: '/',
      Component: Screen,
      HydrateFallback: () => null,
      loader: () => {
        loads.push('load');
        return null;
      },
      action: listAction({ remove }),
    },
  ]);
  return loads;
}

describe('useConfirmDelete (R-4.11 delete confirmation)', () => {
  it('goes closed → open → processing → closed, the list reloaded, and shows the server message', async () => {
    const call = deferred();
    const asked: string[] = [];
    const loads = renderScreen((id) => {
      asked.push(id);
      return call.promise;
    });
    expect(await screen.findByTestId('phase')).toHaveTextContent('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    const loadsBefore = loads.length;

    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByTestId('phase')).toHaveTextContent('open');
    expect(screen.getByRole('dialog', { name: 'Delete project' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('phase')).toHaveTextContent('processing');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(asked).toEqual(['p1']));
    expect(loads).toHaveLength(loadsBefore);

    await act(async () => call.settle({ status: true, message: 'Project deleted' }));
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('closed'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loads).toHaveLength(loadsBefore + 1);
    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
  });

  it("falls back to 'Deleted successfully' without a server message", async () => {
    renderScreen(() => Promise.resolve({ status: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
  });

  it("shows 'Something went wrong' when the call fails, and Cancel closes without a call", async () => {
    const call = deferred();
    const asked: string[] = [];
    renderScreen(() => {
      asked.push('x');
      return call.promise;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('phase')).toHaveTextContent('closed');
    expect(asked).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => call.fail(new Error('network down')));
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('closed'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
