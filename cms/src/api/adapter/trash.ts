/**
 * D-11.2: every admin delete (the spec's four and the inbox's two) moves the record to the trash
 * (../trash-entry/services/trash-entry.ts). The answer's body stays the spec's; the trash entry's id is in the
 * `X-Trash-Id` header, so the admin's 'Undo' can restore it at once.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { TrashType } from '@cadmax/contract';
import { action } from '../../lib/action';
import { actorOf, auditSubject } from '../../lib/audit';
import { bodyOf, notFound, ok } from '../../lib/http';
import { recordId } from '../../lib/validation';
import type { TrashService } from '../trash-entry/services/trash-entry';

export const trashOf = (strapi: Core.Strapi) =>
  strapi.service('api::trash-entry.trash-entry') as unknown as TrashService;

/** Moves the record to the trash, or answers 404 with `notFoundMessage`. */
export async function moveToTrash(
  strapi: Core.Strapi,
  ctx: Context,
  type: TrashType,
  documentId: string,
  notFoundMessage: string,
): Promise<void> {
  const entry = await trashOf(strapi).put(type, documentId, actorOf(ctx));
  if (!entry) throw notFound(notFoundMessage);
  ctx.set('X-Trash-Id', entry.documentId);
  auditSubject(ctx, { recordId: documentId, title: entry.title ?? '' });
}

/** An admin delete, `{_id}`: the record to the trash, answered with `message` (the spec's answer). */
export const trashAction = (strapi: Core.Strapi, type: TrashType, notFoundMessage: string, message: string) =>
  action(async (ctx) => {
    await moveToTrash(strapi, ctx, type, recordId(bodyOf(ctx)._id), notFoundMessage);
    ok(ctx, { message });
  });
