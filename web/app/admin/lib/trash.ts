import { trashPurge, trashRestore } from '../../api/endpoints';
import { INTENT, saveRecord, type Outcome } from './actions';
import { reportActionError } from './outcome';

/**
 * The trash's writes (D-12.1, D-12.2), one clientAction for the Trash screen and every delete's 'Undo' toast: a post with
 * intent 'restore' brings the trash entry `_id` back, 'delete' (the shared delete confirmation) removes it for good.
 * The CMS's answer is toasted ('Restored.', 'Deleted for good.', or why not: 404, 409); React Router then reloads
 * the lists on screen, so a restored record is back in the list it was deleted from.
 */
export const RESTORE = 'restore';
export const PURGE = 'delete';

export async function trashAction({ request }: { request: Request }): Promise<Outcome> {
  const form = await request.formData();
  const intent = form.get(INTENT);
  const id = String(form.get('_id') ?? '');
  if (intent === RESTORE) return saveRecord(() => trashRestore(id), reportActionError);
  if (intent === PURGE) return saveRecord(() => trashPurge(id), reportActionError);
  throw new Error(`Unknown trash action: ${String(intent)}`);
}
