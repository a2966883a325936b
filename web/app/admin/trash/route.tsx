import { TRASH_TYPES, TRASH_TYPE_LABELS, TRASH_TYPE_OPTIONS } from '@cadmax/contract';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { trashGet } from '../../api/endpoints';
import type { TrashItem } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import type { Column } from '../components/data-table';
import { ScreenError } from '../components/screen-error';
import { PagedTableScreen } from '../components/table-screen';
import { formDataOf, useSave } from '../lib/actions';
import { formatDateTime } from '../lib/dates';
import { msg } from '../lib/messages';
import { pagedListLoader, usePagedList, type FilterSpec } from '../lib/paged-list';
import { RESTORE, trashAction } from '../lib/trash';
import './trash.css';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Trash') }];

/** The trash's filter, in the URL as `?type=`. */
const FILTERS: FilterSpec = { type: TRASH_TYPES };

/** D-12.2: what was deleted in the last 30 days, last deleted first, searched by title and filtered by type. */
export const clientLoader = pagedListLoader(trashGet, FILTERS);
/** Restore and 'Delete for good'; every delete's 'Undo' toast posts here too (lib/trash.ts). */
export const clientAction = trashAction;
export const ErrorBoundary = () => <ScreenError title="Trash" subject="The trash" empty="table" />;

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

export default function Trash() {
  const paged = usePagedList(useLoaderData<typeof clientLoader>(), FILTERS);
  const restore = useSave();
  const [restoring, setRestoring] = useState<string | null>(null);
  const purge = useConfirmDelete({ title: 'Delete for good', question: msg.confirmPurge });

  const columns: Column<TrashItem>[] = [
    { header: 'Title', cell: (row) => row.title || msg.untitled },
    { header: 'Type', cell: (row) => TRASH_TYPE_LABELS[row.type] },
    { header: 'Deleted by', cell: (row) => row.deletedBy },
    { header: 'Deleted', cell: (row) => when(row.deletedAt) },
    { header: 'Deleted for good on', cell: (row) => when(row.purgeAt) },
    {
      header: 'Actions',
      actions: true,
      className: 'adm-trash__actions',
      cell: (row) => (
        <>
          <button
            type="button"
            className="adm-btn adm-btn--small"
            aria-label={`Restore ${row.title}`}
            disabled={restore.busy}
            onClick={() => {
              setRestoring(row._id);
              restore.send(formDataOf({ _id: row._id }), RESTORE);
            }}
          >
            {restore.busy && restoring === row._id ? msg.undoing : 'Restore'}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--small adm-btn--danger"
            aria-label={`Delete ${row.title} for good`}
            onClick={() => purge.ask(row._id)}
          >
            Delete for good
          </button>
        </>
      ),
    },
  ];

  return (
    <PagedTableScreen
      title="Trash"
      card="Deleted in the last 30 days"
      label="Deleted records"
      paged={paged}
      columns={columns}
      search="Search the trash by title"
      filters={[{ key: 'type', label: 'Type', options: TRASH_TYPE_OPTIONS }]}
    >
      {purge.dialog}
    </PagedTableScreen>
  );
}
