import {
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUS_OPTIONS,
  SERVICES,
  SERVICE_OPTIONS,
  enquiryStatusBody,
  serviceLabel,
} from '@cadmax/contract';
import { useLoaderData } from 'react-router';
import { contactDelete, contactGet, contactNote, contactStatus, exportContacts } from '../../api/endpoints';
import type { EnquiryInboxItem } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { DeleteButton, emailColumn, type Column } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { FilterSelect } from '../components/filter-select';
import { ListPager } from '../components/pagination';
import { PipelineDialog, personFacts } from '../components/pipeline-dialog';
import { ScreenError } from '../components/screen-error';
import { SearchBox } from '../components/search-box';
import { StagePill } from '../components/stage-pill';
import { TableScreen } from '../components/table-screen';
import { formatDateTime } from '../lib/dates';
import { firstRowOf, pagedListLoader, usePagedQuery, type FilterSpec } from '../lib/paged-list';
import { ENQUIRY_TONES, pipelineAction } from '../lib/pipeline';
import { useOpenRecord } from '../lib/use-open-record';

export const meta = () => [{ title: 'Contact List | Admin' }];

/** The inbox's filters (D-11.1), in the URL as `?status=` and `?service=`. */
const FILTERS: FilterSpec = { status: ENQUIRY_STATUSES, service: SERVICES };

/** The enquiry inbox (D-11.1): the paged, searchable, filtered form of GET /contact-get. */
export const clientLoader = pagedListLoader(contactGet, FILTERS);
export const clientAction = pipelineAction<EnquiryInboxItem>({
  move: ({ _id, value, note }) => contactStatus({ _id, status: value, note }),
  addNote: contactNote,
  /** D-12.4: a deleted enquiry goes to the trash, with 'Undo' in its toast. */
  remove: contactDelete,
});
export const ErrorBoundary = () => <ScreenError title="Contact List" subject="The enquiries" />;

const statusPill = (row: EnquiryInboxItem) => (
  <StagePill label={ENQUIRY_STATUS_LABELS[row.status]} tone={ENQUIRY_TONES[row.status]} />
);

export default function ContactList() {
  const list = useLoaderData<typeof clientLoader>();
  const query = usePagedQuery(list.totalPages, FILTERS);
  const opened = useOpenRecord(list.data);
  const del = useConfirmDelete({ title: 'Delete enquiry' });

  // R-2.24's columns, then where each enquiry stands and the button that opens it.
  const columns: Column<EnquiryInboxItem>[] = [
    { header: 'Name', cell: (row) => row.name },
    emailColumn(),
    { header: 'Phone', cell: (row) => row.phone_number },
    { header: 'Service', cell: (row) => serviceLabel(row.services) },
    { header: 'Message', cell: (row) => row.message, long: true },
    { header: 'Status', cell: statusPill },
    {
      header: 'Actions',
      actions: true,
      cell: (row) => (
        <>
          <button
            type="button"
            className="adm-btn adm-btn--small"
            aria-label={`Details of ${row.name}`}
            onClick={() => opened.open(row)}
          >
            Details
          </button>
          <DeleteButton name={`enquiry from ${row.name}`} onClick={() => del.ask(row._id)} />
        </>
      ),
    },
  ];
  const record = opened.record;

  return (
    <TableScreen
      title="Contact List"
      label="Contact enquiries"
      rows={list.data}
      columns={columns}
      first={firstRowOf(list.currentPage)}
      busy={query.busy}
      action={<ExportButton fetchCsv={() => exportContacts(query.exported)} name="contacts" />}
      toolbar={
        <div className="adm-toolbar">
          <SearchBox label="Search enquiries" value={query.search} onChange={query.setSearch} />
          <FilterSelect
            label="Status"
            value={query.filters.status ?? ''}
            options={ENQUIRY_STATUS_OPTIONS}
            onChange={(value) => query.setFilter('status', value)}
          />
          <FilterSelect
            label="Service"
            value={query.filters.service ?? ''}
            options={SERVICE_OPTIONS}
            onChange={(value) => query.setFilter('service', value)}
          />
        </div>
      }
      footer={<ListPager rows={list.data.length} query={query} />}
    >
      {record && (
        <PipelineDialog
          recordId={record._id}
          title={`Enquiry from ${record.name}`}
          facts={[
            ...personFacts(record),
            ['Service', serviceLabel(record.services)],
            ['Received', <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>],
            ['Message', <span className="adm-pre">{record.message}</span>],
          ]}
          stage={{
            label: 'Status',
            field: 'status',
            value: record.status,
            options: ENQUIRY_STATUS_OPTIONS,
            schema: enquiryStatusBody,
          }}
          notes={record.notes}
          onClose={opened.close}
          onSaved={opened.saved}
        />
      )}
      {del.dialog}
    </TableScreen>
  );
}
