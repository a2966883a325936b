import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { EmptyState, Loading } from './states';

interface Props<T> {
  list: {
    data?: unknown;
    loading: boolean;
    rows: T[];
    page: number;
    totalPages: number;
    setPage: (page: number) => void;
  };
  children: (row: T) => ReactNode;
}

/** The admin's card grids: 'LOADING....', 'Nothing to see !!', or the cards with pagination. */
export function CardGrid<T>({ list, children }: Props<T>) {
  if (list.loading && !list.data) return <Loading kind="grid" />;
  if (list.rows.length === 0) return <EmptyState kind="grid" />;
  return (
    <>
      <ul className="adm-grid" aria-busy={list.loading}>
        {list.rows.map(children)}
      </ul>
      <Pagination page={list.page} totalPages={list.totalPages} onChange={list.setPage} />
    </>
  );
}
