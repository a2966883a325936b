import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Envelope } from '../../api/types';
import { msg } from '../lib/messages';
import { reportActionError } from '../lib/outcome';
import { Modal } from './modal';

export type DeletePhase = { phase: 'closed' } | { phase: 'open'; id: string } | { phase: 'processing'; id: string };

interface Options {
  remove: (id: string) => Promise<Envelope>;
  reload: () => void;
  title?: string;
}

/**
 * delete confirmation: closed → open → (confirm) processing → closed,
 * then the list reloads. Messages: server message else 'Deleted successfully';
 * failure 'Something went wrong'.
 */
export function useConfirmDelete({ remove, reload, title = 'Delete' }: Options) {
  const [state, setState] = useState<DeletePhase>({ phase: 'closed' });

  const confirm = async () => {
    if (state.phase !== 'open') return;
    const { id } = state;
    setState({ phase: 'processing', id });
    try {
      const answer = await remove(id);
      if (answer.status) toast.success(answer.message || msg.deleted);
      else toast.error(answer.message || msg.actionFailed);
    } catch (error) {
      reportActionError(error);
    }
    setState({ phase: 'closed' });
    reload();
  };

  const dialog =
    state.phase === 'closed' ? null : (
      <Modal title={title} onClose={() => setState({ phase: 'closed' })} locked={state.phase === 'processing'}>
        <p className="adm-modal__text">Are you sure you want to delete this item? This cannot be undone.</p>
        <div className="adm-modal__actions">
          <button
            type="button"
            className="adm-btn adm-btn--ghost"
            onClick={() => setState({ phase: 'closed' })}
            disabled={state.phase === 'processing'}
          >
            Cancel
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--danger"
            onClick={() => void confirm()}
            disabled={state.phase === 'processing'}
          >
            {state.phase === 'processing' ? 'Processing...' : 'Delete'}
          </button>
        </div>
      </Modal>
    );

  return { phase: state.phase, ask: (id: string) => setState({ phase: 'open', id }), dialog };
}
