import type { PagedQuery } from '../lib/paged-list';
import { FilterSelect, type SelectOption } from './filter-select';
import { SearchBox } from './search-box';

/** A filter of a paged list: its key in the URL (`?status=`), its label, and its choices. */
export interface ListFilter {
  key: string;
  label: string;
  options: readonly SelectOption[];
}

interface Props {
  query: PagedQuery;
  /** The search box's label, for a list that is searched. */
  search?: string;
  filters: readonly ListFilter[];
}

/** A paged list's toolbar (D-11.1): its search box, then a select per filter, all kept in the URL. */
export function ListToolbar({ query, search, filters }: Props) {
  return (
    <div className="adm-toolbar">
      {search && <SearchBox label={search} value={query.search} onChange={query.setSearch} />}
      {filters.map(({ key, label, options }) => (
        <FilterSelect
          key={key}
          label={label}
          value={query.filters[key] ?? ''}
          options={options}
          onChange={(value) => query.setFilter(key, value)}
        />
      ))}
    </div>
  );
}
