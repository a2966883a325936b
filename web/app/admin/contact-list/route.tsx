import { serviceLabel } from '@cadmax/contract';
import { contactGet, exportContacts } from '../../api/endpoints';
import { ExportButton } from '../components/export-button';
import type { ContactEnquiry } from '../../api/types';
import { Card, PageHeader } from '../components/page-header';
import { DataTable, type Column } from '../components/data-table';
import { useRemote } from '../lib/use-remote';

export const meta = () => [{ title: 'Contact List | Admin' }];

const columns: Column<ContactEnquiry>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
  { header: 'Phone', cell: (row) => row.phone_number },
  { header: 'Service', cell: (row) => serviceLabel(row.services) },
  { header: 'Message', cell: (row) => row.message, long: true },
];

export default function ContactList() {
  const list = useRemote(async () => (await contactGet()).contactget, 'contacts');
  return (
    <>
      <PageHeader title="Contact List" action={<ExportButton fetchCsv={exportContacts} name="contacts" />} />
      <Card title="Contact List">
        <DataTable label="Contact enquiries" rows={list.data} loading={list.loading} columns={columns} />
      </Card>
    </>
  );
}
