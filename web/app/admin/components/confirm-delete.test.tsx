import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastList } from '../test-support/toast-list';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../api/types';
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

function Host({ remove, reloads }: { remove: (id: string) => Promise<Envelope>; reloads: string[] }) {
  const del = useConfirmDelete({ remove, reload: () => reloads.push('reload'), title: 'Delete project' });
  return (
    <>
      <ToastList />
      <p data-testid="phase">{del.phase}</p>
      <button type="button" onClick={() => del.ask('p1')}>
        Ask
      </button>
      {del.dialog}
    </>
  );
}

describe('useConfirmDelete (R-4.11 delete confirmation)', () => {
  it('goes closed → open → processing → closed, then reloads and shows the server message', async () => {
    const call = deferred();
    const asked: string[] = [];
    const reloads: string[] = [];
    render(
      <Host
        reloads={reloads}
        remove={(id) => {
          asked.push(id);
          return call.promise;
        }}
      />,
    );
    expect(screen.getByTestId('phase')).toHaveTextContent('closed');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByTestId('phase')).toHaveTextContent('open');
    expect(screen.getByRole('dialog', { name: 'Delete project' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('phase')).toHaveTextContent('processing');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(asked).toEqual(['p1']);
    expect(reloads).toEqual([]);

    await act(async () => call.settle({ status: true, message: 'Project deleted' }));
    expect(screen.getByTestId('phase')).toHaveTextContent('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reloads).toEqual(['reload']);
    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
  });

  it("falls back to 'Deleted successfully' without a server message", async () => {
    render(<Host reloads={[]} remove={() => Promise.resolve({ status: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
  });

  it("shows 'Something went wrong' when the call fails, and Cancel closes without a call", async () => {
    const call = deferred();
    const asked: string[] = [];
    render(
      <Host
        reloads={[]}
        remove={() => {
          asked.push('x');
          return call.promise;
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
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
