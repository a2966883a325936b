import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useFetcher } from 'react-router';
import type { Envelope } from '../../api/types';
import { msg } from './messages';
import { reportActionError, reportSave, reportSaveError } from './outcome';

/**
 * The write side of the admin (docs/architecture.md, "The admin"): a screen posts a FormData to its route's
 * `clientAction` through a fetcher; the action calls the CMS and toasts the outcome; React Router then re-runs the
 * screen's `clientLoader`s, so nothing refetches by hand. New screens reuse these pieces.
 */

/** What an admin action answers its fetcher: whether the write succeeded. */
export interface Outcome {
  ok: boolean;
}

/** The field that tells a route's clientAction which write a post is ('save' or 'delete'). */
export const INTENT = 'intent';

/** the server's message, else 'Deleted successfully'; a failure says why. */
export async function deleteRecord(remove: (id: string) => Promise<Envelope>, id: string): Promise<Outcome> {
  try {
    const answer = await remove(id);
    if (answer.status) toast.success(answer.message || msg.deleted);
    else toast.error(answer.message || msg.actionFailed);
    return { ok: answer.status };
  } catch (error) {
    reportActionError(error);
    return { ok: false };
  }
}

/**
 * a save's answer is toasted; `failed` reports an exception (team and job modals:
 * R-8.4 'Something went wrong'; the blog, project and profile forms: R-8.11 'Something went wrong.').
 */
export async function saveRecord(
  send: () => Promise<Envelope>,
  failed: (error: unknown) => void = reportSaveError,
): Promise<Outcome> {
  try {
    return { ok: reportSave(await send()) };
  } catch (error) {
    failed(error);
    return { ok: false };
  }
}

interface ListWrites {
  remove: (id: string) => Promise<Envelope>;
  /** Add and edit, for a list that edits in a modal: a post with an `_id` is an edit. */
  add?: (form: FormData) => Promise<Envelope>;
  edit?: (form: FormData) => Promise<Envelope>;
}

/** The clientAction of a list screen: intent 'delete' removes `_id`; 'save' adds or edits the record posted. */
export function listAction({ remove, add, edit }: ListWrites) {
  return async ({ request }: { request: Request }): Promise<Outcome> => {
    const form = await request.formData();
    const intent = form.get(INTENT);
    form.delete(INTENT);
    if (intent === 'delete') return deleteRecord(remove, String(form.get('_id')));
    const send = form.has('_id') ? edit : add;
    if (intent !== 'save' || !send) throw new Error(`Unknown admin action: ${String(intent)}`);
    return saveRecord(() => send(form), reportActionError);
  };
}

/** A FormData of text fields (trimmed when asked), for a fetcher or an endpoint. */
export function formDataOf(values: Record<string, string>, { trim = false } = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, trim ? value.trim() : value);
  return form;
}

/**
 * Posts to the route's clientAction (multipart, so files go too). `busy` lasts from the submit until the
 * revalidation after it is done (R-4.8: the button is disabled, a second submit is ignored); `onSaved` runs once
 * after each successful write, with what the action answered.
 */
export function useSave<T extends Outcome = Outcome>(onSaved?: (outcome: T) => void) {
  const fetcher = useFetcher<T>();
  const busy = fetcher.state !== 'idle';
  const seen = useRef<T | undefined>(undefined);
  const saved = useRef(onSaved);
  saved.current = onSaved;
  // A clientAction's answer reaches the fetcher as it was returned (nothing is serialized on the client).
  const data = fetcher.data as T | undefined;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !data || data === seen.current) return;
    seen.current = data;
    if (data.ok) saved.current?.(data);
  }, [fetcher.state, data]);
  return {
    busy,
    send: (form: FormData, intent = 'save') => {
      if (busy) return;
      form.set(INTENT, intent);
      void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
    },
  };
}
