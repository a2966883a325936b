import { serviceLabel } from '@cadmax/contract';
import { useLoaderData } from 'react-router';
import { contactDelete, contactGet, exportContacts } from '../../api/endpoints';
import type { ContactEnquiry } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { DeleteButton, emailColumn, type Column } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { ScreenError } from '../components/screen-error';
import { TableScreen } from '../components/table-screen';
import { listAction } from '../lib/actions';
import { adminLoader } from '../lib/guard';

export const meta = () => [{ title: 'Contact List | Admin' }];

const fields: Column<ContactEnquiry>[] = [
  { header: 'Name', cell: (row) => row.name },
  emailColumn(),
  { header: 'Phone', cell: (row) => row.phone_number },
  { header: 'Service', cell: (row) => serviceLabel(row.services) },
  { header: 'Message', cell: (row) => row.message, long: true },
];

export const clientLoader = adminLoader(async () => (await contactGet()).contactget);
/** D-12.4: a deleted enquiry goes to the trash, with 'Undo' in its toast. */
export const clientAction = listAction({ remove: contactDelete });
export const ErrorBoundary = () => <ScreenError title="Contact List" subject="The enquiries" />;

export default function ContactList() {
  const del = useConfirmDelete({ title: 'Delete enquiry' });
  const columns: Column<ContactEnquiry>[] = [
    ...fields,
    {
      header: 'Actions',
      actions: true,
      cell: (row) => <DeleteButton name={`enquiry from ${row.name}`} onClick={() => del.ask(row._id)} />,
    },
  ];
  return (
    <TableScreen
      title="Contact List"
      label="Contact enquiries"
      rows={useLoaderData<typeof clientLoader>()}
      columns={columns}
      action={<ExportButton fetchCsv={exportContacts} name="contacts" />}
    >
      {del.dialog}
    </TableScreen>
  );
}
