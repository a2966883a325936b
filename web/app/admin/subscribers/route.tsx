import { useLoaderData } from 'react-router';
import { exportSubscribers, subscribeEmails } from '../../api/endpoints';
import { emailColumn, type Column } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { ScreenError } from '../components/screen-error';
import { TableScreen } from '../components/table-screen';
import { formatDateTime } from '../lib/dates';
import { adminLoader } from '../lib/guard';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Subscribers') }];

type Subscriber = { _id: string; email: string; createdAt: string };

const columns: Column<Subscriber>[] = [
  emailColumn(),
  {
    header: 'Subscribed',
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
  },
];

/** The newsletter sign-ups from the site's footer, newest first (the CMS sorts them). */
export const clientLoader = adminLoader(async () => (await subscribeEmails()).data);
export const ErrorBoundary = () => <ScreenError title="Subscribers" subject="The subscribers" />;

export default function Subscribers() {
  return (
    <TableScreen
      title="Subscribers"
      card="Newsletter Subscribers"
      label="Newsletter subscribers"
      rows={useLoaderData<typeof clientLoader>()}
      columns={columns}
      action={<ExportButton fetchCsv={exportSubscribers} name="subscribers" />}
    />
  );
}
