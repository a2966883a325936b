/** The trash (admin, D-11.2): GET /trash, POST /trash/restore, POST /trash/delete. */
import type { Core } from '@strapi/strapi';
import { messages, trashFilters } from '@cadmax/contract';
import { action } from '../../../lib/action';
import { auditSubject } from '../../../lib/audit';
import { bodyOf, ok } from '../../../lib/http';
import { toTrashItem } from '../../../lib/mappers';
import { pageQuery, paged } from '../../../lib/paging';
import { parseBody, recordId } from '../../../lib/validation';
import { trashOf } from '../trash';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: action(async (ctx) => {
    const filters = parseBody(trashFilters, ctx.query);
    const query = pageQuery(ctx);
    const { rows, total } = await trashOf(strapi).page(filters, query);
    ok(ctx, paged(rows.map(toTrashItem), total, query));
  }),

  restore: action(async (ctx) => {
    const entry = await trashOf(strapi).restore(recordId(bodyOf(ctx)._id));
    auditSubject(ctx, { type: entry.record_type, recordId: entry.record_id, title: entry.title ?? '' });
    ok(ctx, { message: messages.restored, data: toTrashItem(entry) });
  }),

  purge: action(async (ctx) => {
    const entry = await trashOf(strapi).purge(recordId(bodyOf(ctx)._id));
    auditSubject(ctx, { type: entry.record_type, recordId: entry.record_id, title: entry.title ?? '' });
    ok(ctx, { message: messages.deletedForGood });
  }),
});
