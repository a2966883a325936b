import { exportSubscribers, subscribeEmails } from '../../api/endpoints';
import { DataTable, type Column } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { Card, PageHeader } from '../components/page-header';
import { useRemote } from '../lib/use-remote';

export const meta = () => [{ title: 'Subscribers | Admin' }];

type Subscriber = { _id: string; email: string; createdAt: string };

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const columns: Column<Subscriber>[] = [
  { header: 'Email', cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
  {
    header: 'Subscribed',
    cell: (row) => <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>,
  },
];

/** The newsletter sign-ups from the site's footer, newest first (the CMS sorts them). */
export default function Subscribers() {
  const list = useRemote(async () => (await subscribeEmails()).data, 'subscribers');
  return (
    <>
      <PageHeader title="Subscribers" action={<ExportButton fetchCsv={exportSubscribers} name="subscribers" />} />
      <Card title="Newsletter Subscribers">
        <DataTable label="Newsletter subscribers" rows={list.data} loading={list.loading} columns={columns} />
      </Card>
    </>
  );
}
