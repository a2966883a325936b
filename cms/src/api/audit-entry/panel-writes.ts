/**
 * D-12.3: the activity log records the Strapi panel's writes too, with the panel user's name and email, beside the
 * React admin's (which its routes record, src/middlewares/audit.ts):
 * - content: a document service middleware sees every create, update, publish, unpublish, discard and delete; one
 *   made in a request signed in to the panel (Strapi's `admin` auth strategy) on a type the registry audits
 *   (src/lib/content-types.ts) is recorded once it has succeeded. The React admin's writes pass through the same
 *   service but under the site admin's own token (Strapi's auth is off on its routes), so they are not recorded
 *   twice; the scheduler's publishes have no request and record themselves.
 * - media: the upload plugin stores a file's upload, replacement, edit and delete as a write of its file row; the
 *   file's lifecycles record those made by a panel user.
 * A failure to record is logged; the write stands (as for the React admin's writes).
 */
import type { Core } from '@strapi/strapi';
import type { AuditAction, AuditType } from '@cadmax/contract';
import { contentTypeOf } from '../../lib/content-types';
import { PANEL_LAYOUTS } from '../../lib/panel-layouts';
import { currentRequest, panelUser } from '../../lib/panel-request';
import { isTrashing } from '../trash-entry/panel-deletes';
import type { AuditRecord, AuditService } from './services/audit-entry';

/**
 * The document service's writes, as the activity log names them: a panel delete of a type with a trash moves it
 * there (../trash-entry/panel-deletes.ts), any other is for good (`purge`).
 */
const ACTIONS: Record<string, AuditAction> = {
  create: 'create',
  clone: 'create',
  update: 'update',
  publish: 'publish',
  unpublish: 'unpublish',
  discardDraft: 'discard',
  delete: 'purge',
};
const FILE_UID = 'plugin::upload.file';
const FILE_ACTIONS: Record<string, AuditAction> = {
  afterCreate: 'create',
  afterUpdate: 'update',
  afterDelete: 'purge',
};

export interface Actor {
  user: string;
  userName: string;
}

/** The panel user making the current request, as the log names them, or null. */
export function panelActor(strapi: Core.Strapi): Actor | null {
  const user = panelUser(strapi);
  if (!user) return null;
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username || '';
  return { user: user.email ?? '', userName: name };
}

/** The panel's Publish saves the form first: that save is part of the publish, which is the row that says it. */
const PUBLISH_ROUTE = /\/actions\/publish$/;

type Doc = Record<string, unknown> | null | undefined;

/** The record's name as the panel's lists show it (their main field). */
const titleOf = (uid: string, doc: Doc): string => {
  const field = PANEL_LAYOUTS[uid]?.mainField;
  const value = field ? doc?.[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

async function record(strapi: Core.Strapi, entry: AuditRecord): Promise<void> {
  try {
    await (strapi.service('api::audit-entry.audit-entry') as unknown as AuditService).record(entry);
  } catch (error) {
    strapi.log.error(`[audit] panel ${entry.action} of ${entry.type} ${entry.recordId}: ${(error as Error).message}`);
  }
}

/** In register(): the panel's content writes. */
export function auditPanelDocuments(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    // The delete the trash makes after keeping the record: the panel's delete, recorded once, is the row.
    if (isTrashing()) return next();
    const trashed = context.action === 'delete' && Boolean(contentTypeOf(context.uid)?.trash);
    const action = trashed ? 'delete' : ACTIONS[context.action];
    const type: AuditType | undefined = action && contentTypeOf(context.uid)?.audit;
    const actor = type ? panelActor(strapi) : null;
    if (!action || !type || !actor) return next();
    if (action === 'update' && PUBLISH_ROUTE.test(currentRequest(strapi)?.path ?? '')) return next();
    const params = (context.params ?? {}) as { documentId?: string };
    // A delete answers no fields: the name is read before.
    const before: Doc =
      (action === 'purge' || action === 'delete') && params.documentId
        ? await strapi.db
            .query(context.uid)
            .findOne({ where: { documentId: params.documentId } })
            .catch(() => null)
        : null;
    const result = await next();
    const answer = result as (Record<string, unknown> & { entries?: Record<string, unknown>[] }) | null | undefined;
    const doc: Doc = before ?? answer?.entries?.[0] ?? answer;
    const recordId = String(answer?.documentId ?? params.documentId ?? doc?.documentId ?? '');
    await record(strapi, { action, type, recordId, title: titleOf(context.uid, doc), ...actor });
    return result;
  });
}

interface FileEvent {
  action: string;
  model?: { uid?: string };
  result?: { id?: number; documentId?: string; name?: string } | null;
}

/** In bootstrap(): the media library's writes (an upload, a replacement, an edit of its details, a delete). */
export function auditPanelMedia(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    afterCreate: (event: FileEvent) => recordFile(strapi, event),
    afterUpdate: (event: FileEvent) => recordFile(strapi, event),
    afterDelete: (event: FileEvent) => recordFile(strapi, event),
  } as never);
}

async function recordFile(strapi: Core.Strapi, event: FileEvent): Promise<void> {
  const action = FILE_ACTIONS[event.action];
  const actor = panelActor(strapi);
  const file = event.result;
  if (!action || !actor || !file) return;
  const recordId = String(file.documentId ?? file.id ?? '');
  await record(strapi, { action, type: 'media', recordId, title: file.name ?? '', ...actor });
}
