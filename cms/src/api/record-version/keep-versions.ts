/**
 * D-14.2: every save of a blog or project keeps a version. A document service middleware sees each create and update,
 * the React admin's (its routes run under the site admin's token) and the Strapi panel's (a panel user) alike, and
 * once the write has succeeded hands the record to the versions service with who made it. The trash's restore and
 * the seed write through it too (no person: an empty name). Inside a save's transaction, the version is part of it.
 * A failure to keep a version is logged; the save stands (as for the activity log).
 */
import type { Core } from '@strapi/strapi';
import { isLocale } from '@cadmax/contract';
import { actorOf } from '../../lib/audit';
import { contentTypeOf } from '../../lib/content-types';
import type { ContentUid } from '../../lib/records';
import { panelActor } from '../audit-entry/panel-writes';
import type { Saver, VersionService } from './services/record-version';

const SAVES = new Set(['create', 'update', 'clone']);

/** Whoever makes the current request: a panel user, else the site admin (none for the seed and the scheduler). */
function saverOf(strapi: Core.Strapi): Saver {
  const panel = panelActor(strapi);
  if (panel) return panel;
  const ctx = strapi.requestContext.get();
  return { user: ctx ? actorOf(ctx as never) : '', userName: '' };
}

/** In register(). */
export function keepVersions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!SAVES.has(context.action) || !contentTypeOf(context.uid)?.publish) return result;
    const answer = result as { documentId?: string } | null | undefined;
    const documentId = answer?.documentId ?? (context.params as { documentId?: string } | undefined)?.documentId;
    if (!documentId) return result;
    try {
      const versions = strapi.service('api::record-version.record-version') as unknown as VersionService;
      // D-15: a save of one language's version keeps that language's (a write to every one, '*', is a publish's).
      const locale = (context.params as { locale?: unknown } | undefined)?.locale;
      await versions.keep(
        context.uid as ContentUid,
        documentId,
        saverOf(strapi),
        isLocale(locale) ? locale : undefined,
      );
    } catch (error) {
      strapi.log.error(`[versions] ${context.uid} ${documentId}: ${(error as Error).message}`);
    }
    return result;
  });
}
