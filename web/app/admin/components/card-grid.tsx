import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { ListQuery } from '../../api/endpoints';
import type { Envelope, Paged, PublishableType, Publishing, PublishState } from '../../api/types';
import { listAction } from '../lib/actions';
import { DEFAULT_BANNER, fallBackToBanner } from '../lib/default-banner';
import { pagedListLoader, usePagedQuery } from '../lib/paged-list';
import { PUBLISHABLE_SCREENS } from '../lib/publishing';
import { useConfirmDelete } from './confirm-delete';
import { DeleteButton } from './data-table';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import { PublishStateBadge } from './publish-state';
import { ScreenError } from './screen-error';
import { LANGUAGE_FILTER, LANGUAGE_FILTERS, NeedsMarks } from './language-tabs';
import { ListToolbar } from './list-toolbar';
import { EmptyState } from './states';
import { adminTitle } from '../../lib/meta';
import { paths } from '../../paths';

/** What one card shows, beside the record's state and its edit and delete buttons. */
export interface GridCardContent {
  title: string;
  /** The record's public page, opened by the image and title in a new tab (R-2.29, D-8.3). */
  publicHref: string;
  /** The image URL; the default banner when missing or broken. */
  image: string | null | undefined;
  /** The lines under the state. */
  body: ReactNode;
}

type GridRecord = Publishing & { _id: string };

/** D-13.4: a record that was never published has no public page yet: its card opens the signed preview. */
const UNPUBLISHED: readonly PublishState[] = ['draft', 'scheduled'];

function GridCard({
  card,
  record,
  type,
  editTo,
  onDelete,
}: {
  card: GridCardContent;
  record: GridRecord;
  type: PublishableType;
  editTo: string;
  onDelete: () => void;
}) {
  const draft = UNPUBLISHED.includes(record.state);
  return (
    <li className="adm-grid-card">
      {/* A link of its own for a draft (not a click handler), so a middle-click or "Open in new tab" previews too. */}
      <a
        href={draft ? paths.admin.preview(type, record._id) : card.publicHref}
        className="adm-grid-card__link"
        target="_blank"
        rel="noreferrer"
        title={draft ? 'Preview' : undefined}
      >
        <img src={card.image || DEFAULT_BANNER} onError={fallBackToBanner} alt="" loading="lazy" />
        <h2>{card.title}</h2>
      </a>
      {/* The lists show each record's state (D-11.5). */}
      <p className="adm-grid-card__state">
        <PublishStateBadge state={record.state} publishAt={record.publishAt} />
        <NeedsMarks locales={record.locales} />
      </p>
      {card.body}
      <div className="adm-grid-card__actions">
        <Link to={editTo} className="adm-btn adm-btn--small" aria-label={`Edit ${card.title}`}>
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
  /** The records' type: the heading ('Blogs'), 'Search blogs', 'Add Blog', 'Delete blog', and the forms' paths. */
  type: PublishableType;
  card: (row: T) => GridCardContent;
}

/**
 * A screen of cards with search, pagination and delete (the blog and project lists): the route supplies the
 * clientLoader (`pagedListLoader`), the clientAction (`listAction`) and what a card shows.: 'Nothing to see !!' when
 * empty; while a new search or page loads the old cards stay, marked busy.
 */
export function CardGridScreen<T extends GridRecord>({ list, type, card }: Props<T>) {
  const { noun, add, edit } = PUBLISHABLE_SCREENS[type];
  const title = `${noun}s`;
  const query = usePagedQuery(list.totalPages, LANGUAGE_FILTERS);
  const del = useConfirmDelete({ title: `Delete ${noun.toLowerCase()}` });
  return (
    <>
      <PageHeader
        title={title}
        action={
          <Link to={add} className="adm-btn adm-btn--primary">
            Add {noun}
          </Link>
        }
      />
      <ListToolbar query={query} search={`Search ${title.toLowerCase()}`} filters={[LANGUAGE_FILTER]} />
      {list.data.length === 0 ? (
        <EmptyState kind="grid" />
      ) : (
        <>
          <ul className="adm-grid" aria-busy={query.busy}>
            {list.data.map((row) => (
              <GridCard
                key={row._id}
                card={card(row)}
                record={row}
                type={type}
                editTo={edit(row._id)}
                onDelete={() => del.ask(row._id)}
              />
            ))}
          </ul>
          <Pagination page={query.page} totalPages={query.totalPages} onChange={query.setPage} />
        </>
      )}
      {del.dialog}
    </>
  );
}

interface RouteConfig<T> {
  type: PublishableType;
  /** The paged read, drafts included, with each record's state (D-11.5). */
  read: (query: ListQuery) => Promise<Paged<T>>;
  remove: (id: string) => Promise<Envelope & { trashId?: string }>;
  card: (row: T) => GridCardContent;
}

/**
 * The route module of a card grid (the blog and project lists), which exports what this returns: `meta`,
 * `clientLoader`, `clientAction` and `ErrorBoundary`, and `Screen` as its default.
 */
export function cardGridRoute<T extends GridRecord>({ type, read, remove, card }: RouteConfig<T>) {
  const title = `${PUBLISHABLE_SCREENS[type].noun}s`;
  const clientLoader = pagedListLoader(read, LANGUAGE_FILTERS);
  function Screen() {
    // The clientLoader's page as it returned it (nothing is serialized on the client).
    return <CardGridScreen list={useLoaderData() as Paged<T>} type={type} card={card} />;
  }
  return {
    meta: () => [{ title: adminTitle(title) }],
    clientLoader,
    clientAction: listAction({ remove }),
    /** a failed list shows its empty state (and says it could not be loaded). */
    ErrorBoundary: () => <ScreenError title={title} subject={`The ${title.toLowerCase()}`} empty="grid" />,
    Screen,
  };
}
