import { serviceLabel } from '@cadmax/contract';
import { useLoaderData } from 'react-router';
import { contactGet, exportContacts } from '../../api/endpoints';
import type { ContactEnquiry } from '../../api/types';
import { emailColumn, type Column } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { ScreenError } from '../components/screen-error';
import { TableScreen } from '../components/table-screen';
import { adminLoader } from '../lib/guard';

export const meta = () => [{ title: 'Contact List | Admin' }];

const columns: Column<ContactEnquiry>[] = [
  { header: 'Name', cell: (row) => row.name },
  emailColumn(),
  { header: 'Phone', cell: (row) => row.phone_number },
  { header: 'Service', cell: (row) => serviceLabel(row.services) },
  { header: 'Message', cell: (row) => row.message, long: true },
];

export const clientLoader = adminLoader(async () => (await contactGet()).contactget);
export const ErrorBoundary = () => <ScreenError title="Contact List" subject="The enquiries" />;

export default function ContactList() {
  return (
    <TableScreen
      title="Contact List"
      label="Contact enquiries"
      rows={useLoaderData<typeof clientLoader>()}
      columns={columns}
      action={<ExportButton fetchCsv={exportContacts} name="contacts" />}
    />
  );
}
