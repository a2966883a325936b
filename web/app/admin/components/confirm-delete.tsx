import { useState } from 'react';
import { formDataOf, useSave } from '../lib/actions';
import { msg } from '../lib/messages';
import { Modal } from './modal';
import { focusLatestUndo } from './undo-toast';

export type DeletePhase = 'closed' | 'open' | 'processing';

/**
 * delete confirmation: closed → open → (confirm) processing → closed. Confirming posts intent 'delete' with
 * the record's `_id` to the route's clientAction (`listAction` in lib/actions.ts, which toasts );
 * the dialog stays in 'processing' until React Router has reloaded the list, then closes, and focus goes to the
 * toast's 'Undo' (the deleted row's button is gone).
 */
export function useConfirmDelete({
  title = 'Delete',
  question = msg.confirmDelete,
}: { title?: string; question?: string } = {}) {
  const [asked, setAsked] = useState<string | null>(null);
  const { busy, send } = useSave(focusLatestUndo);
  const phase: DeletePhase = busy ? 'processing' : asked ? 'open' : 'closed';

  const confirm = () => {
    if (!asked) return;
    send(formDataOf({ _id: asked }), 'delete');
    setAsked(null);
  };

  const dialog =
    phase === 'closed' ? null : (
      <Modal title={title} onClose={() => setAsked(null)} locked={busy}>
        <p className="adm-modal__text">{question}</p>
        <div className="adm-modal__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setAsked(null)} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="adm-btn adm-btn--danger" onClick={confirm} disabled={busy}>
            {busy ? 'Processing...' : 'Delete'}
          </button>
        </div>
      </Modal>
    );

  return { phase, ask: (id: string) => setAsked(id), dialog };
}
