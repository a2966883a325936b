import { ENQUIRY_STATUSES, SERVICES, SERVICE_OPTIONS, serviceLabel } from '@cadmax/contract';
import { useLoaderData } from 'react-router';
import { contactDelete, contactGet, contactNote, contactStatus, exportContacts } from '../../api/endpoints';
import type { EnquiryInboxItem } from '../../api/types';
import type { Column } from '../components/data-table';
import type { Fact } from '../components/pipeline-dialog';
import { PipelineScreen } from '../components/pipeline-screen';
import { ScreenError } from '../components/screen-error';
import { formatDateTime } from '../lib/dates';
import { pagedListLoader, type FilterSpec } from '../lib/paged-list';
import { ENQUIRY_STATUS, pipelineAction } from '../lib/pipeline';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Contact List') }];

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

// R-2.24's columns after the name, email and phone.
const columns: Column<EnquiryInboxItem>[] = [
  { header: 'Service', cell: (row) => serviceLabel(row.services) },
  { header: 'Message', cell: (row) => row.message, long: true },
];

const facts = (record: EnquiryInboxItem): Fact[] => [
  ['Service', serviceLabel(record.services)],
  ['Received', <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>],
  ['Message', <span className="adm-pre">{record.message}</span>],
];

export default function ContactList() {
  return (
    <PipelineScreen
      title="Contact List"
      label="Contact enquiries"
      noun="enquiry"
      search="Search enquiries"
      list={useLoaderData<typeof clientLoader>()}
      filters={FILTERS}
      stage={ENQUIRY_STATUS}
      filter={{ key: 'service', label: 'Service', options: SERVICE_OPTIONS }}
      columns={columns}
      facts={facts}
      exportCsv={exportContacts}
      exportName="contacts"
    />
  );
}
