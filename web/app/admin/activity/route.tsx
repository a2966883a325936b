import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTION_OPTIONS,
  AUDIT_TYPE_LABELS,
  AUDIT_TYPE_OPTIONS,
  type AuditEntry,
} from '@cadmax/contract';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { activityGet } from '../../api/endpoints';
import { paths } from '../../paths';
import { DataTable, type Column } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { Card, PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { ScreenError } from '../components/screen-error';
import { formatDateTime } from '../lib/dates';
import { filteredListLoader, useListFilters } from '../lib/list-filters';
import { msg, PAGE_SIZE } from '../lib/messages';
import { usePagedQuery } from '../lib/paged-list';
import '../components/list-toolbar.css';

export const meta = () => [{ title: 'Activity | Admin' }];

const FILTERS = ['type', 'action', 'user', 'from', 'to'] as const;

/** D-12.3: every admin write, newest first, read-only; filtered by type, action, admin (email) and days. */
export const clientLoader = filteredListLoader(FILTERS, ({ search: _search, ...query }) => activityGet(query));
export const ErrorBoundary = () => <ScreenError title="Activity" subject="The activity" empty="table" />;

/**
 * Where the record can be edited in the admin, while it may still be there: not for a delete (it is in the trash)
 * or a purge (it is gone). Blogs and projects have edit screens; the admin's own account is the settings screen.
 */
function editPath(entry: AuditEntry): string | null {
  if (entry.action === 'delete' || entry.action === 'purge') return null;
  if (entry.type === 'blog') return paths.admin.blogUpdate(entry.recordId);
  if (entry.type === 'project') return paths.admin.projectUpdate(entry.recordId);
  if (entry.type === 'profile') return paths.admin.settings;
  return null;
}

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time> },
  { header: 'Who', cell: (row) => row.user },
  { header: 'Action', cell: (row) => AUDIT_ACTION_LABELS[row.action] },
  { header: 'Type', cell: (row) => AUDIT_TYPE_LABELS[row.type] },
  {
    header: 'Title',
    cell: (row) => {
      const title = row.title || msg.untitled;
      const to = editPath(row);
      return to ? <Link to={to}>{title}</Link> : title;
    },
  },
  { header: 'Detail', cell: (row) => row.detail, long: true },
];

/**
 * The admin and the days are typed, so they apply with the 'Filter' button (or Enter); the selects at once. 'Clear'
 * drops every filter.
 */
function TypedFilters({
  onApply,
  onClear,
}: {
  onApply: (values: { user: string; from: string; to: string }) => void;
  onClear: () => void;
}) {
  const [params] = useSearchParams();
  const [user, setUser] = useState(params.get('user') ?? '');
  const [from, setFrom] = useState(params.get('from') ?? '');
  const [to, setTo] = useState(params.get('to') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ user, from, to });
  };
  return (
    <form className="adm-toolbar" onSubmit={submit} aria-label="Filter by admin and days">
      <div className="adm-filter">
        <label htmlFor="activity-user">Admin (email)</label>
        <input id="activity-user" type="search" value={user} onChange={(e) => setUser(e.target.value)} />
      </div>
      <div className="adm-filter">
        <label htmlFor="activity-from">From</label>
        <input
          id="activity-from"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className="adm-filter">
        <label htmlFor="activity-to">To</label>
        <input
          id="activity-to"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <div className="adm-toolbar__actions">
        <button type="submit" className="adm-btn adm-btn--primary">
          Filter
        </button>
        <button
          type="button"
          className="adm-btn"
          onClick={() => {
            setUser('');
            setFrom('');
            setTo('');
            onClear();
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

export default function Activity() {
  const list = useLoaderData<typeof clientLoader>();
  const query = usePagedQuery(list.totalPages);
  const filters = useListFilters(FILTERS);

  return (
    <>
      <PageHeader title="Activity" />
      <Card title="What the admins changed">
        <div className="adm-toolbar">
          <FilterSelect
            label="Type"
            value={filters.values.type ?? ''}
            options={AUDIT_TYPE_OPTIONS}
            onChange={(type) => filters.set({ type })}
          />
          <FilterSelect
            label="Action"
            value={filters.values.action ?? ''}
            options={AUDIT_ACTION_OPTIONS}
            onChange={(action) => filters.set({ action })}
          />
        </div>
        <TypedFilters
          onApply={filters.set}
          onClear={() => filters.set({ type: '', action: '', user: '', from: '', to: '' })}
        />
        <div aria-busy={query.busy}>
          <DataTable
            label="Admin activity"
            rows={list.data}
            columns={columns}
            first={(list.currentPage - 1) * PAGE_SIZE + 1}
          />
        </div>
        {list.data.length > 0 && (
          <Pagination page={query.page} totalPages={query.totalPages} onChange={query.setPage} />
        )}
      </Card>
    </>
  );
}
