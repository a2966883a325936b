/** The audit trail (admin, D-11.3): GET /activity, newest first, with filters. There is no route that changes it. */
import type { Core } from '@strapi/strapi';
import { activityFilters } from '@cadmax/contract';
import { action } from '../../../lib/action';
import { ok } from '../../../lib/http';
import { toAuditEntry } from '../../../lib/mappers';
import { pageQuery, paged } from '../../../lib/paging';
import { parseBody } from '../../../lib/validation';
import type { AuditService } from '../../audit-entry/services/audit-entry';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: action(async (ctx) => {
    const filters = parseBody(activityFilters, ctx.query);
    const query = pageQuery(ctx);
    const audit = strapi.service('api::audit-entry.audit-entry') as unknown as AuditService;
    const { rows, total } = await audit.page(filters, query);
    const gone = await audit.gone(rows);
    const entries = rows.map((row) => {
      const entry = toAuditEntry(row);
      return gone.has(`${entry.type}:${entry.recordId}`) ? { ...entry, deleted: true } : entry;
    });
    ok(ctx, paged(entries, total, query));
  }),
});
