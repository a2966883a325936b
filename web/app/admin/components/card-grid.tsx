import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Paged } from '../../api/types';
import { DEFAULT_BANNER, fallBackToBanner } from '../lib/default-banner';
import { usePagedQuery } from '../lib/paged-list';
import { useConfirmDelete } from './confirm-delete';
import { DeleteButton } from './data-table';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { EmptyState } from './states';

/** What one card shows. */
export interface GridCardContent {
  title: string;
  /** The record's public page, opened by the image and title in a new tab (R-2.29, D-8.3). */
  publicHref: string;
  /** The image URL; the default banner when missing or broken. */
  image: string | null | undefined;
  /** The record's edit form. */
  editTo: string;
  /** The lines under the title. */
  body: ReactNode;
}

function GridCard({ card, onDelete }: { card: GridCardContent; onDelete: () => void }) {
  return (
    <li className="adm-grid-card">
      <a href={card.publicHref} className="adm-grid-card__link" target="_blank" rel="noreferrer">
        <img src={card.image || DEFAULT_BANNER} onError={fallBackToBanner} alt="" loading="lazy" />
        <h2>{card.title}</h2>
      </a>
      {card.body}
      <div className="adm-grid-card__actions">
        <Link to={card.editTo} className="adm-btn adm-btn--small" aria-label={`Edit ${card.title}`}>
          Edit
        </Link>
        <DeleteButton name={card.title} onClick={onDelete} />
      </div>
    </li>
  );
}

interface Props<T> {
  /** The route's clientLoader data (`pagedListLoader` in lib/paged-list.ts). */
  list: Paged<T>;
  /** The heading, plural ('Blogs'); 'Search blogs' is made from it. */
  title: string;
  /** One record ('Blog'): 'Add Blog', 'Delete blog'. */
  noun: string;
  addPath: string;
  card: (row: T) => GridCardContent;
}

/**
 * A screen of cards with search, pagination and delete (the blog and project lists): the route supplies the
 * clientLoader (`pagedListLoader`), the clientAction (`listAction`) and what a card shows.: 'Nothing to see !!' when
 * empty; while a new search or page loads the old cards stay, marked busy.
 */
export function CardGridScreen<T extends { _id: string }>({ list, title, noun, addPath, card }: Props<T>) {
  const query = usePagedQuery(list.totalPages);
  const del = useConfirmDelete({ title: `Delete ${noun.toLowerCase()}` });
  return (
    <>
      <PageHeader
        title={title}
        action={
          <Link to={addPath} className="adm-btn adm-btn--primary">
            Add {noun}
          </Link>
        }
      />
      <SearchBox label={`Search ${title.toLowerCase()}`} value={query.search} onChange={query.setSearch} />
      {list.data.length === 0 ? (
        <EmptyState kind="grid" />
      ) : (
        <>
          <ul className="adm-grid" aria-busy={query.busy}>
            {list.data.map((row) => (
              <GridCard key={row._id} card={card(row)} onDelete={() => del.ask(row._id)} />
            ))}
          </ul>
          <Pagination page={query.page} totalPages={query.totalPages} onChange={query.setPage} />
        </>
      )}
      {del.dialog}
    </>
  );
}
