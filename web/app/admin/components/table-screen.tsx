import { useState, type ReactNode } from 'react';
import { firstRowOf, type PagedList } from '../lib/paged-list';
import { DataTable, type Column } from './data-table';
import { Card, PageHeader } from './page-header';
import { ListToolbar, type ListFilter } from './list-toolbar';
import { ListPager } from './pagination';

interface Props<T> {
  title: string;
  /** The card's heading above the table, when it differs from the screen's. */
  card?: string;
  /** The table's accessible name. */
  label: string;
  /** The route's clientLoader data. */
  rows: T[];
  columns: Column<T>[];
  /** The header's button ('Export CSV', 'Add Job'). */
  action?: ReactNode;
  /** Wraps the table, for a screen's own column widths. */
  className?: string;
  /** Dialogs: the add/edit modal, the delete confirmation. */
  children?: ReactNode;
  /** A paged list's search and filters, above the table in the card. */
  toolbar?: ReactNode;
  /** A paged list's pagination, under the table. */
  footer?: ReactNode;
  /** The number of the first row (a later page). */
  first?: number;
  /** The list is reloading for a new search, filter or page: the old rows stay, marked busy. */
  busy?: boolean;
}

/** A table screen: the heading and its button, then the table in a card. The route's clientLoader feeds it. */
export function TableScreen<T extends { _id: string }>({
  title,
  card,
  label,
  rows,
  columns,
  action,
  className,
  children,
  toolbar,
  footer,
  first,
  busy,
}: Props<T>) {
  const table = <DataTable label={label} rows={rows} columns={columns} first={first} />;
  return (
    <>
      <PageHeader title={title} action={action} />
      <Card title={card ?? title}>
        {toolbar}
        <div className={className} aria-busy={busy || undefined}>
          {table}
        </div>
        {footer}
      </Card>
      {children}
    </>
  );
}

/**
 * A table screen of a paged list: its search box and filters, kept in the URL, then the loaded page's rows,
 * numbered on from the earlier pages and marked busy while the next one loads, and the pager under them. The route's
 * clientLoader is a `pagedListLoader`, read with `usePagedList`.
 */
export function PagedTableScreen<T extends { _id: string }>({
  paged: { list, query },
  search,
  filters,
  toolbar,
  ...screen
}: Omit<Props<T>, 'rows' | 'first' | 'busy' | 'footer'> & {
  paged: PagedList<T>;
  /** The search box's label, for a list that is searched. */
  search?: string;
  filters: readonly ListFilter[];
}) {
  return (
    <TableScreen
      {...screen}
      rows={list.data}
      first={firstRowOf(list.currentPage)}
      busy={query.busy}
      toolbar={
        <>
          <ListToolbar query={query} search={search} filters={filters} />
          {toolbar}
        </>
      }
      footer={<ListPager rows={list.data.length} query={query} />}
    />
  );
}

/**
 * Which record the add/edit modal of a table screen holds: none (closed), a new one, or `record`. The modal
 * closes itself after a save; the list is reloaded by React Router (lib/actions.ts).
 */
export function useEditor<T>() {
  const [editing, setEditing] = useState<{ record?: T } | null>(null);
  return {
    editing,
    open: (record?: T) => setEditing({ record }),
    close: () => setEditing(null),
    /** The header's 'Add …' button. */
    addButton: (label: string) => (
      <button type="button" className="adm-btn adm-btn--primary" onClick={() => setEditing({})}>
        {label}
      </button>
    ),
  };
}
