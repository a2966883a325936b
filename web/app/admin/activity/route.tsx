import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_OPTIONS,
  AUDIT_TYPES,
  AUDIT_TYPE_OPTIONS,
  auditActionLabel,
  auditTypeLabel,
  auditUserLabel,
  type AuditEntry,
} from '@cadmax/contract';
import { Form, Link, useLoaderData, useLocation } from 'react-router';
import { activityGet, type ActivityQuery } from '../../api/endpoints';
import { paths } from '../../paths';
import type { Column } from '../components/data-table';
import { ScreenError } from '../components/screen-error';
import { PagedTableScreen } from '../components/table-screen';
import { formatDateTime } from '../lib/dates';
import { msg } from '../lib/messages';
import { pagedListLoader, usePagedList, type FilterSpec } from '../lib/paged-list';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Activity') }];

/** The activity list's filters, in the URL: `?type=&action=` (the contract's values), `?user=&from=&to=` (typed). */
const FILTERS: FilterSpec = { type: AUDIT_TYPES, action: AUDIT_ACTIONS, user: null, from: null, to: null };

/**
 * D-12.3: every write of the React admin and of the Strapi panel, newest first, read-only; filtered by type, action,
 * admin (email) and days.
 */
export const clientLoader = pagedListLoader(
  ({ search: _search, ...query }: ActivityQuery & { search?: string }) => activityGet(query),
  FILTERS,
);
export const ErrorBoundary = () => <ScreenError title="Activity" subject="The activity" empty="table" />;

/**
 * Where the record can be edited in the admin, while it may still be there: not for a delete (it is in the trash)
 * or a purge (it is gone). Blogs and projects have edit screens; the admin's own account is the settings screen.
 */
function editPath(entry: AuditEntry): string | null {
  if (entry.deleted || entry.action === 'delete' || entry.action === 'purge') return null;
  if (entry.type === 'blog') return paths.admin.blogUpdate(entry.recordId);
  if (entry.type === 'project') return paths.admin.projectUpdate(entry.recordId);
  if (entry.type === 'profile') return paths.admin.settings;
  return null;
}

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time> },
  // A Strapi panel user by name and email, the site admin by email (the 'Admin (email)' filter takes either's email).
  { header: 'Who', cell: (row) => auditUserLabel(row) },
  { header: 'Action', cell: (row) => auditActionLabel(row.action) },
  { header: 'Type', cell: (row) => auditTypeLabel(row.type) },
  {
    header: 'Title',
    cell: (row) => {
      const title = row.title || msg.untitled;
      const to = editPath(row);
      if (to) return <Link to={to}>{title}</Link>;
      // A record no longer there says so, where an older row would otherwise have linked to it.
      return row.deleted && row.action !== 'delete' && row.action !== 'purge' ? (
        <>
          {title} <span className="adm-muted">(deleted)</span>
        </>
      ) : (
        title
      );
    },
  },
  { header: 'Detail', cell: (row) => row.detail, long: true },
];

/**
 * The admin and the days are typed, so they apply with the 'Filter' button (or Enter): a GET form, whose answer is
 * the URL the loader reads (the type and action go along unchanged). 'Clear' drops every filter.
 */
function TypedFilters({ filters }: { filters: Record<string, string> }) {
  return (
    <Form method="get" className="adm-toolbar" aria-label="Filter by admin and days">
      {['type', 'action'].map(
        (key) => filters[key] && <input key={key} type="hidden" name={key} value={filters[key]} />,
      )}
      <div className="adm-filter">
        <label htmlFor="activity-user">Admin (email)</label>
        <input id="activity-user" name="user" type="search" defaultValue={filters.user ?? ''} />
      </div>
      <div className="adm-filter">
        <label htmlFor="activity-from">From</label>
        <input id="activity-from" name="from" type="date" defaultValue={filters.from ?? ''} />
      </div>
      <div className="adm-filter">
        <label htmlFor="activity-to">To</label>
        <input id="activity-to" name="to" type="date" defaultValue={filters.to ?? ''} />
      </div>
      <div className="adm-toolbar__actions">
        <button type="submit" className="adm-btn adm-btn--primary">
          Filter
        </button>
        <Link to={paths.admin.activity} className="adm-btn">
          Clear
        </Link>
      </div>
    </Form>
  );
}

export default function Activity() {
  const paged = usePagedList(useLoaderData<typeof clientLoader>(), FILTERS);
  // A new URL (a filter applied, 'Clear', Back) refills the typed fields from it.
  const { search } = useLocation();

  return (
    <PagedTableScreen
      title="Activity"
      card="What the admins changed"
      label="Admin activity"
      paged={paged}
      columns={columns}
      filters={[
        { key: 'type', label: 'Type', options: AUDIT_TYPE_OPTIONS },
        { key: 'action', label: 'Action', options: AUDIT_ACTION_OPTIONS },
      ]}
      toolbar={<TypedFilters key={search} filters={paged.query.filters} />}
    />
  );
}
