/**
 * The audit trail (D-11.3): one row per admin write (who, what, which record, when), written by the `global::audit`
 * route middleware after the write succeeded, and for the Strapi panel's writes by ../panel-writes.ts. Rows are only
 * ever added: no route updates or deletes one, the panel does not show the type, and no panel role can read it (an
 * internal type of cms/src/lib/content-types.ts).
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { siteDayEnd, siteDayStart, type ActivityFilters, type AuditAction, type AuditType } from '@cadmax/contract';
import { documentPage, type PageQuery } from '../../../lib/paging';
import { documents, type AuditEntryRow } from '../../../lib/records';

const UID = 'api::audit-entry.audit-entry';
/** The types whose rows the admin links to an edit screen, by their content type. */
const LINKED_TYPES: Partial<Record<AuditType, string>> = { blog: 'api::blog.blog', project: 'api::project.project' };

export interface AuditRecord {
  action: AuditAction;
  type: AuditType;
  recordId: string;
  title: string;
  /** The email of whoever made the write. */
  user: string;
  /** A Strapi panel user's name (../panel-writes.ts); none for the React admin's writes. */
  userName?: string;
  detail?: string;
}

/** Strapi filters for the activity list; `from` and `to` are whole days in the site's time zone (IST), both included. */
function whereOf(filters: ActivityFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (filters.type) and.push({ record_type: filters.type });
  if (filters.action) and.push({ action: filters.action });
  if (filters.user) and.push({ user: { $eqi: filters.user } });
  if (filters.from) and.push({ createdAt: { $gte: siteDayStart(filters.from) } });
  if (filters.to) and.push({ createdAt: { $lt: siteDayEnd(filters.to) } });
  return and.length ? { $and: and } : {};
}

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const entries = () => documents<AuditEntryRow>(strapi, UID);
  return {
    async record(entry: AuditRecord): Promise<void> {
      await entries().create({
        data: {
          action: entry.action,
          record_type: entry.type,
          record_id: entry.recordId.slice(0, 64),
          title: entry.title.slice(0, 255),
          user: entry.user.slice(0, 254),
          user_name: (entry.userName ?? '').slice(0, 255),
          detail: (entry.detail ?? '').slice(0, 255),
        },
      });
    },

    /** A page of the trail, newest first. */
    page: (filters: ActivityFilters, query: PageQuery) =>
      documentPage(entries(), whereOf(filters), ['createdAt:desc', 'id:desc'], query),

    /**
     * Which of these rows name a blog or project that is no longer there (in the trash, or deleted for
     * good), as `type:recordId` keys: the activity list does not link those (D-12.3). One query per type.
     */
    async gone(rows: AuditEntryRow[]): Promise<Set<string>> {
      const gone = new Set<string>();
      for (const [type, uid] of Object.entries(LINKED_TYPES)) {
        const ids = [
          ...new Set(rows.filter((r) => r.record_type === type && r.record_id).map((r) => String(r.record_id))),
        ];
        if (ids.length === 0) continue;
        const found = (await strapi.db
          .query(uid as 'api::blog.blog')
          .findMany({ where: { documentId: { $in: ids } }, select: ['documentId'] })) as { documentId: string }[];
        const present = new Set(found.map((f) => f.documentId));
        for (const id of ids) if (!present.has(id)) gone.add(`${type}:${id}`);
      }
      return gone;
    },
  };
};

export type AuditService = ReturnType<typeof service>;

export default factories.createCoreService(UID, service);
