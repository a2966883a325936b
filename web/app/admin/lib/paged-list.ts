import { useEffect, useState } from 'react';
import { redirect, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { ListQuery } from '../../api/endpoints';
import type { Paged } from '../../api/types';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './messages';
import { useDebouncedValue } from './use-debounced-value';
import { adminLoader } from './guard';

/**
 * A searchable, paged admin list (R-9.1, R-9.4: page size 15, first page 1, 300 ms search debounce). The search,
 * the page and the list's filters live in the URL (`?search=…&page=…&status=…`), so the route's clientLoader reads
 * them and React Router reloads the list when they change, after a delete, and on Back, Forward and reload.
 */

/** The row number of a page's first row (numbers run on across pages). */
export const firstRowOf = (page: number) => (page - 1) * PAGE_SIZE + 1;

/**
 * A list's filters, by query key: the values each accepts (the contract's enum), or null for a record id that only
 * the CMS can check (an opening). A value the list does not accept is read as no filter.
 */
export type FilterSpec = Record<string, readonly string[] | null>;

const filtersOf = (params: URLSearchParams, spec: FilterSpec): Record<string, string> =>
  Object.fromEntries(
    Object.entries(spec).flatMap(([key, allowed]) => {
      const value = params.get(key)?.trim();
      return value && (!allowed || allowed.includes(value)) ? [[key, value]] : [];
    }),
  );

const queryOf = (params: URLSearchParams, spec: FilterSpec = {}) => ({
  search: params.get('search')?.trim() ?? '',
  page: Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1),
  filters: filtersOf(params, spec),
});

/**
 * The clientLoader of a paged list screen. A page past the end (a delete emptied the last one) steps back.
 * `fetchPage` may add what the screen needs beside the page (the applications' openings).
 */
export function pagedListLoader<Q extends ListQuery, P extends Pick<Paged<unknown>, 'totalPages'>>(
  fetchPage: (query: Q) => Promise<P>,
  filters: FilterSpec = {},
) {
  return adminLoader(async ({ request }: { request: Request }): Promise<P> => {
    const url = new URL(request.url);
    const { search, page, filters: chosen } = queryOf(url.searchParams, filters);
    const answer = await fetchPage({ ...chosen, search, page, limit: PAGE_SIZE } as Q);
    const last = Math.max(1, answer.totalPages);
    if (page > last) {
      url.searchParams.set('page', String(last));
      throw redirect(url.pathname + url.search);
    }
    return answer;
  });
}

/** What `usePagedQuery` hands a paged list screen. */
export type PagedQuery = ReturnType<typeof usePagedQuery>;

/** A paged list screen's loaded page (its route's clientLoader data) and the query that chose it. */
export interface PagedList<T> {
  list: Paged<T>;
  query: PagedQuery;
}

/** The page `list` with its query: what a paged table screen shows (components/table-screen.tsx). */
export function usePagedList<L extends Paged<unknown>>(list: L, filters: FilterSpec = {}) {
  return { list, query: usePagedQuery(list.totalPages, filters) };
}

/** The search box, the filters and the pagination of a paged list screen, all kept in the URL. */
export function usePagedQuery(totalPages: number, filters: FilterSpec = {}) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const current = queryOf(params, filters);
  const [search, setSearch] = useState(current.search);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // Each change starts from where the URL is going (a page button pressed while the term settled), not from
  // where it was, so neither change undoes the other.
  const update = (change: (next: URLSearchParams) => void, replace = false) => {
    const pending = navigation.location?.pathname === pathname ? navigation.location.search : undefined;
    const next = new URLSearchParams(pending ?? params);
    change(next);
    setParams(next, { replace });
  };
  const setPage = (page: number, replace = false) =>
    update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page')), replace);

  // A settled search term goes into the URL, replacing the entry so Back skips each keystroke. The page was reset
  // to 1 as the admin typed.
  useEffect(() => {
    if (term === current.search) return;
    // The admin has already left for another page (a result clicked while the term settled): the term is moot, and
    // moving this list's URL now would cancel that navigation and bring the list back.
    if (navigation.location && navigation.location.pathname !== pathname) return;
    update((next) => (term ? next.set('search', term) : next.delete('search')), true);
    // Only a new term moves the URL; the URL moving (Back, a page button) must not undo itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  return {
    search,
    setSearch: (text: string) => {
      setSearch(text);
      if (current.page !== 1) setPage(1, true);
    },
    page: current.page,
    setPage: (page: number) => setPage(page),
    /** The filters in force, by key (what the loader sent). */
    filters: current.filters,
    /** A new filter value ('' for all) starts again on page 1, as a new history entry so Back undoes it. */
    setFilter: (key: string, value: string) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    /** What the list shows, without its paging: what 'Export CSV' exports. */
    exported: { ...current.filters, ...(current.search ? { search: current.search } : {}) },
    totalPages: Math.max(1, totalPages),
    /** The list is reloading for a new search or page: the old rows stay, marked busy. */
    busy: navigation.state === 'loading' && navigation.location.pathname === pathname,
  };
}
