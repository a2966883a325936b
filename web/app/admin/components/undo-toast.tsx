import { useEffect, useRef } from 'react';
import toast, { type Toast } from 'react-hot-toast';
import { useFetcher } from 'react-router';
import { paths } from '../../paths';
import { INTENT, type Outcome } from '../lib/actions';
import { msg, UNDO_TOAST_MS } from '../lib/messages';
import { RESTORE } from '../lib/trash';
import './undo-toast.css';

/**
 * D-12.1: a delete's success toast offers 'Undo', which restores the record from the trash (the Trash screen's
 * clientAction, lib/trash.ts) and so brings it back in the list; a version restored as a draft (D-14.2) offers to
 * restore the version it replaced. The toast is a status region, so screen readers
 * read it; it stays UNDO_TOAST_MS, longer than a plain success, and does not expire while the button has focus
 * (WCAG 2.2.1) or the pointer rests on it (react-hot-toast pauses on hover).
 */
/** What 'Undo' posts, and to which route's clientAction; `id` names the toast (one per undoable write). */
export interface Undo {
  id: string;
  action: string;
  fields: Record<string, string>;
}

interface Props {
  t: Toast;
  message: string;
  undo: Undo;
}

function UndoToast({ t, message, undo }: Props) {
  const fetcher = useFetcher<Outcome>();
  const busy = fetcher.state !== 'idle';
  // Once done, a late blur (the button leaving the page) must not bring the toast back.
  const done = useRef(false);

  // Done (restored or refused, toasted by the action): this toast has nothing more to offer.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    done.current = true;
    toast.dismiss(t.id);
  }, [fetcher.state, fetcher.data, t.id]);

  return (
    <span className="adm-undo">
      <span>{message}</span>
      <button
        type="button"
        className="adm-undo__btn"
        data-undo={undo.id}
        disabled={busy}
        onFocus={() => !done.current && showUndo(message, undo, Infinity)}
        onBlur={() => !done.current && t.visible && showUndo(message, undo, UNDO_TOAST_MS)}
        onClick={() => void fetcher.submit(undo.fields, { method: 'post', action: undo.action })}
      >
        {busy ? msg.undoing : msg.undo}
      </button>
    </span>
  );
}

/** Shows (or, with the same entry, updates in place: a new duration starts from now) the toast of one write. */
function showUndo(message: string, undo: Undo, duration: number) {
  toast.success((t) => <UndoToast t={t} message={message} undo={undo} />, {
    id: `undo-${undo.id}`,
    duration,
  });
}

/** A success toast with 'Undo', which posts `undo.fields` to `undo.action`. */
export const toastUndoWith = (message: string, undo: Undo): void => showUndo(message, undo, UNDO_TOAST_MS);

/** The latest delete's entry, until its confirmation dialog has closed (focusLatestUndo). */
let latest: string | null = null;

/** R-8.5's delete toast, with 'Undo' for the trash entry the record went to. */
export function toastUndo(message: string, trashId: string): void {
  latest = trashId;
  toastUndoWith(message, { id: trashId, action: paths.admin.trash, fields: { [INTENT]: RESTORE, _id: trashId } });
}

/**
 * After a delete's confirmation has closed, its row or card is gone and with it the button focus would return
 * to: keyboard and screen-reader users land on the new toast's 'Undo' instead of the top of the page.
 */
export function focusLatestUndo(): void {
  const trashId = latest;
  latest = null;
  const active = document.activeElement;
  if (!trashId || (active && active !== document.body)) return;
  document.querySelector<HTMLButtonElement>(`[data-undo="${CSS.escape(trashId)}"]`)?.focus();
}
