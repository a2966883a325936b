import { quoteServiceLabel, type QuoteService } from '@cadmax/contract';
import { useLoaderData } from 'react-router';
import {
  contactDelete,
  contactGet,
  contactNote,
  contactStatus,
  exportContacts,
  quoteServicesGet,
} from '../../api/endpoints';
import type { EnquiryInboxItem } from '../../api/types';
import type { Column } from '../components/data-table';
import type { Fact } from '../components/pipeline-dialog';
import { pipelineRoute } from '../components/pipeline-screen';
import { formatDateTime } from '../lib/dates';
import { ENQUIRY_STATUS } from '../lib/pipeline';

/**
 * The enquiry inbox (D-11.1): the paged, searchable, filtered form of GET /contact-get. Its filters are in the URL as
 * `?status=` and `?service=`.
 */
const inbox = pipelineRoute({
  title: 'Contact List',
  label: 'Contact enquiries',
  noun: 'enquiry',
  plural: 'enquiries',
  stage: ENQUIRY_STATUS,
  // The services are the editable list, so the CMS checks a service filter: the form's services in their
  // order, then those enquiries still carry though the list no longer has them.
  filter: {
    key: 'service',
    label: 'Service',
    options: async () => {
      const { services, inUse } = (await quoteServicesGet()).data;
      const removed = inUse.filter((value) => !services.some((s) => s.value === value));
      return [...services, ...removed.map((value) => ({ value, label: quoteServiceLabel(value, services) }))];
    },
  },
  read: contactGet,
  // D-12.4: a deleted enquiry goes to the trash, with 'Undo' in its toast.
  writes: { move: contactStatus, addNote: contactNote, remove: contactDelete },
  exportCsv: exportContacts,
  exportName: 'contacts',
});
export const { meta, clientLoader, clientAction, ErrorBoundary } = inbox;

// R-2.24's columns after the name, email and phone.
const columnsOf = (services: readonly QuoteService[]): Column<EnquiryInboxItem>[] => [
  { header: 'Service', cell: (row) => quoteServiceLabel(row.services, services) },
  { header: 'Message', cell: (row) => row.message, long: true },
];

const factsOf =
  (services: readonly QuoteService[]) =>
  (record: EnquiryInboxItem): Fact[] => [
    ['Service', quoteServiceLabel(record.services, services)],
    ['Received', <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>],
    ['Message', <span className="adm-pre">{record.message}</span>],
  ];

export default function ContactList() {
  const list = useLoaderData<typeof clientLoader>();
  return <inbox.Screen list={list} columns={columnsOf(list.options)} facts={factsOf(list.options)} />;
}
