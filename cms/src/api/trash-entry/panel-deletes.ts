/**
 * A delete in the Strapi panel goes to the trash, as the React admin's does (D-11.2): a document service middleware
 * turns a panel user's delete of a type the registry trashes (src/lib/content-types.ts `trash`) into the trash
 * service's put (a snapshot, then the delete), so the site admin can restore it from the React admin's Trash for
 * TRASH_DAYS days. A single type (the site settings) is never deleted in the panel: it is edited instead (the
 * Content editor role has no delete on it either, src/lib/panel-access.ts). Writes outside a panel request (the
 * admin's own deletes, which already trash; the seed; the purge) pass through unchanged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, messages } from '@cadmax/contract';
import { contentTypeOf } from '../../lib/content-types';
import { panelUser } from '../../lib/panel-request';
import type { TrashService } from './services/trash-entry';

/** Set while the trash service deletes the record it has just kept: that inner delete is a real one. */
const trashing = new AsyncLocalStorage<true>();
export const isTrashing = (): boolean => trashing.getStore() === true;

/** In register(), after auditPanelDocuments (which records the panel's delete as a move to the trash). */
export function panelDeletesToTrash(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'delete' || isTrashing()) return next();
    const user = panelUser(strapi);
    if (!user) return next();
    if ((strapi.contentType(context.uid as never) as { kind?: string } | undefined)?.kind === 'singleType') {
      throw new errors.ForbiddenError(messages.singleTypeDelete);
    }
    // D-15: deleting one translation (the panel's delete of a Hindi version) deletes just that version.
    const locale = (context.params as { locale?: unknown }).locale;
    if (typeof locale === 'string' && locale !== '*' && locale !== DEFAULT_LOCALE) return next();
    const type = contentTypeOf(context.uid)?.trash;
    const documentId = (context.params as { documentId?: string }).documentId;
    if (!type || !documentId) return next();
    const trash = strapi.service('api::trash-entry.trash-entry') as unknown as TrashService;
    const entry = await trashing.run(true, () => trash.put(type, documentId, user.email ?? ''));
    // What the document service's delete answers: the document, no entries left.
    return { documentId, entries: entry ? [{ documentId }] : [] } as never;
  });
}
