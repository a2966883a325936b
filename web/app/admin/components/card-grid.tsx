import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Paged } from '../../api/types';
import { usePagedQuery } from '../lib/paged-list';
import { useConfirmDelete } from './confirm-delete';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { EmptyState } from './states';

interface Props<T> {
  /** The route's clientLoader data (`pagedListLoader` in lib/paged-list.ts). */
  list: Paged<T>;
  title: string;
  /** The 'Add …' link in the header. */
  add: { to: string; label: string };
  searchLabel: string;
  deleteTitle: string;
  /** One card; `onDelete` opens the delete confirmation for it. */
  children: (row: T, onDelete: () => void) => ReactNode;
}

/**
 * A screen of cards with search, pagination and delete (the blog and project lists): the route supplies the
 * clientLoader (`pagedListLoader`), the clientAction (`listAction`) and the card.: 'Nothing to see !!' when
 * empty; while a new search or page loads the old cards stay, marked busy.
 */
export function CardGridScreen<T extends { _id: string }>({
  list,
  title,
  add,
  searchLabel,
  deleteTitle,
  children,
}: Props<T>) {
  const query = usePagedQuery(list.totalPages);
  const del = useConfirmDelete({ title: deleteTitle });
  return (
    <>
      <PageHeader
        title={title}
        action={
          <Link to={add.to} className="adm-btn adm-btn--primary">
            {add.label}
          </Link>
        }
      />
      <SearchBox label={searchLabel} value={query.search} onChange={query.setSearch} />
      {list.data.length === 0 ? (
        <EmptyState kind="grid" />
      ) : (
        <>
          <ul className="adm-grid" aria-busy={query.busy}>
            {list.data.map((row) => children(row, () => del.ask(row._id)))}
          </ul>
          <Pagination page={query.page} totalPages={query.totalPages} onChange={query.setPage} />
        </>
      )}
      {del.dialog}
    </>
  );
}
