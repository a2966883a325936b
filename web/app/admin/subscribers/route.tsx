import { LOCALE_NAMES, type Locale } from '@cadmax/contract';
import { useLoaderData } from 'react-router';
import { exportSubscribers, subscribeEmails, subscriberDelete } from '../../api/endpoints';
import { useConfirmDelete } from '../components/confirm-delete';
import { DeleteButton, emailColumn, type Column } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { ScreenError } from '../components/screen-error';
import { TableScreen } from '../components/table-screen';
import { listAction } from '../lib/actions';
import { formatDateTime } from '../lib/dates';
import { adminLoader } from '../lib/guard';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Subscribers') }];

type Subscriber = { _id: string; email: string; language: Locale; createdAt: string };

const columns: Column<Subscriber>[] = [
  emailColumn(),
  // D-15.7: the language of the page the address signed up on.
  { header: 'Language', cell: (row) => LOCALE_NAMES[row.language] },
  {
    header: 'Subscribed',
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
  },
];

/** The newsletter sign-ups from the site's footer, newest first (the CMS sorts them). */
export const clientLoader = adminLoader(async () => (await subscribeEmails()).data);
/** D-13.2: 'Delete' removes an address to the trash (the toast's 'Undo' brings it back). */
export const clientAction = listAction({ remove: subscriberDelete });
export const ErrorBoundary = () => <ScreenError title="Subscribers" subject="The subscribers" />;

export default function Subscribers() {
  const del = useConfirmDelete({ title: 'Delete subscriber' });
  const withDelete: Column<Subscriber>[] = [
    ...columns,
    {
      header: 'Actions',
      actions: true,
      cell: (row) => <DeleteButton name={row.email} onClick={() => del.ask(row._id)} />,
    },
  ];
  return (
    <TableScreen
      title="Subscribers"
      card="Newsletter Subscribers"
      label="Newsletter subscribers"
      rows={useLoaderData<typeof clientLoader>()}
      columns={withDelete}
      action={<ExportButton fetchCsv={exportSubscribers} name="subscribers" />}
    >
      {del.dialog}
    </TableScreen>
  );
}
