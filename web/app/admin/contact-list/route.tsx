import { contactGet, exportContacts } from '../../api/endpoints';
import { ExportButton } from '../components/export-button';
import type { ContactEnquiry } from '../../api/types';
import { Card, PageHeader } from '../components/page-header';
import { EmptyState, Loading } from '../components/states';
import { useRemote } from '../lib/use-remote';

export const meta = () => [{ title: 'Contact List | Admin' }];

const serviceLabels: Record<ContactEnquiry['services'], string> = {
  home: 'Home Renovation',
  Office: 'Office Setup',
  Commercial: 'Commercial Design',
};

export default function ContactList() {
  const list = useRemote(async () => (await contactGet()).contactget, 'contacts');
  const rows = list.data ?? [];
  return (
    <>
      <PageHeader title="Contact List" action={<ExportButton fetchCsv={exportContacts} name="contacts" />} />
      <Card title="Contact List">
        {list.loading && !list.data ? (
          <Loading />
        ) : rows.length === 0 ? (
          <EmptyState kind="table" />
        ) : (
          <div className="adm-table-wrap" tabIndex={0} role="region" aria-label="Contact enquiries">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Service</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row._id}>
                    <td>{i + 1}</td>
                    <td>{row.name}</td>
                    <td>
                      <a href={`mailto:${row.email}`}>{row.email}</a>
                    </td>
                    <td>{row.phone_number}</td>
                    <td>{serviceLabels[row.services] ?? row.services}</td>
                    <td className="adm-table__long">
                      <div className="adm-clamp">{row.message}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
