import { dashboardCounts } from '../../api/endpoints';
import type { DashboardCounts } from '../../api/types';
import { PageHeader } from '../components/page-header';
import { EmptyState, Loading } from '../components/states';
import { useRemote } from '../lib/use-remote';

export const meta = () => [{ title: 'Dashboard | Admin' }];

/** seven cards in this order; the counts are real (D-8.5). */
const cards: { key: keyof DashboardCounts; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'teamMembers', label: 'Team Members' },
  { key: 'jobs', label: 'Jobs' },
  { key: 'jobAds', label: 'Job Ads' },
  { key: 'projects', label: 'Projects' },
  { key: 'blogs', label: 'Blogs' },
  { key: 'contacts', label: 'Contacts' },
];

export default function Dashboard() {
  const counts = useRemote(async () => (await dashboardCounts()).data, 'counts');
  return (
    <>
      <PageHeader title="Dashboard" />
      {counts.loading && !counts.data ? (
        <Loading />
      ) : counts.data ? (
        <ul className="adm-stats">
          {cards.map(({ key, label }) => (
            <li key={key} className="adm-stat">
              <span className="adm-stat__label">{label}</span>
              <span className="adm-stat__value">{counts.data?.[key] ?? 0}</span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState kind="table" />
      )}
    </>
  );
}
