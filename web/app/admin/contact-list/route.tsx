import { ENQUIRY_STATUSES, quoteServiceLabel, type QuoteService, type QuoteServiceList } from '@cadmax/contract';
import { useLoaderData } from 'react-router';
import {
  contactDelete,
  contactGet,
  contactNote,
  contactStatus,
  exportContacts,
  quoteServicesGet,
  type InboxQuery,
} from '../../api/endpoints';
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

/**
 * The inbox's filters (D-11.1), in the URL as `?status=` and `?service=`. The services are the editable list
 * so the CMS checks a service filter.
 */
const FILTERS: FilterSpec = { status: ENQUIRY_STATUSES, service: null };

/**
 * The service filter's choices: the form's services in their order, then those enquiries still carry though the
 * list no longer has them.
 */
function serviceOptions({ services, inUse }: QuoteServiceList) {
  const removed = inUse.filter((value) => !services.some((s) => s.value === value));
  return [...services, ...removed.map((value) => ({ value, label: quoteServiceLabel(value, services) }))];
}

/** The enquiry inbox (D-11.1): the paged, searchable, filtered form of GET /contact-get, and the services. */
export const clientLoader = pagedListLoader(async (query: InboxQuery) => {
  const [page, offered] = await Promise.all([contactGet(query), quoteServicesGet()]);
  return { ...page, services: offered.data.services, serviceOptions: serviceOptions(offered.data) };
}, FILTERS);
export const clientAction = pipelineAction<EnquiryInboxItem>({
  move: ({ _id, value, note }) => contactStatus({ _id, status: value, note }),
  addNote: contactNote,
  /** D-12.4: a deleted enquiry goes to the trash, with 'Undo' in its toast. */
  remove: contactDelete,
});
export const ErrorBoundary = () => <ScreenError title="Contact List" subject="The enquiries" />;

// R-2.24's columns after the name, email and phone.
const columnsOf = (services: QuoteService[]): Column<EnquiryInboxItem>[] => [
  { header: 'Service', cell: (row) => quoteServiceLabel(row.services, services) },
  { header: 'Message', cell: (row) => row.message, long: true },
];

const factsOf =
  (services: QuoteService[]) =>
  (record: EnquiryInboxItem): Fact[] => [
    ['Service', quoteServiceLabel(record.services, services)],
    ['Received', <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>],
    ['Message', <span className="adm-pre">{record.message}</span>],
  ];

export default function ContactList() {
  const list = useLoaderData<typeof clientLoader>();
  return (
    <PipelineScreen
      title="Contact List"
      label="Contact enquiries"
      noun="enquiry"
      search="Search enquiries"
      list={list}
      filters={FILTERS}
      stage={ENQUIRY_STATUS}
      filter={{ key: 'service', label: 'Service', options: list.serviceOptions }}
      columns={columnsOf(list.services)}
      facts={factsOf(list.services)}
      exportCsv={exportContacts}
      exportName="contacts"
    />
  );
}
