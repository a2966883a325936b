import { useSearchParams } from 'react-router';
import type { ListQuery } from '../../api/endpoints';
import type { Paged } from '../../api/types';
import { pagedListLoader } from './paged-list';

/**
 * A paged list's filters (the trash's type, the activity list's type, action, user and days), kept in the URL beside
 * `search` and `page` (lib/paged-list.ts), so the clientLoader reads them and Back, reload and links keep them. The
 * CMS checks each value (a bad one answers 400 with its message, shown by the screen's ErrorBoundary).
 */
export type Filters<K extends string> = Partial<Record<K, string>>;

const filtersOf = <K extends string>(params: URLSearchParams, keys: readonly K[]): Filters<K> =>
  Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  ) as Filters<K>;

/** The clientLoader of a filtered paged list: `pagedListLoader`, with the URL's filters passed to `fetchPage`. */
export function filteredListLoader<T, K extends string>(
  keys: readonly K[],
  fetchPage: (query: ListQuery & Filters<K>) => Promise<Paged<T>>,
) {
  return (args: { request: Request }) =>
    pagedListLoader<T>((query) => fetchPage({ ...query, ...filtersOf(new URL(args.request.url).searchParams, keys) }))(
      args,
    );
}

/** The filters in force and a setter: a new value ('' for all) starts again on page 1, as a new history entry. */
export function useListFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = filtersOf(params, keys);
  return {
    values,
    set: (changes: Filters<K>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
          if (value?.trim()) next.set(key, value.trim());
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
  };
}
