import { useState } from 'react';
import type { ListQuery } from '../../api/endpoints';
import type { Paged } from '../../api/types';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './messages';
import { useDebouncedValue } from './use-debounced-value';
import { useRemote } from './use-remote';

/** A searchable, paged admin list (R-9.1, R-9.4: page size 15, first page 1, 300 ms search debounce). */
export function usePagedList<T>(name: string, fetchPage: (query: ListQuery) => Promise<Paged<T>>) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const remote = useRemote(() => fetchPage({ search: term, page, limit: PAGE_SIZE }), `${name}|${term}|${page}`);

  const totalPages = Math.max(1, remote.data?.totalPages ?? 1);
  // A delete can empty the last page: step back instead of showing nothing.
  if (remote.data && !remote.loading && page > totalPages) setPage(totalPages);

  return {
    ...remote,
    rows: remote.data?.data ?? [],
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    page,
    setPage,
    totalPages,
  };
}
