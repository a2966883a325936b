import { useLoaderData } from 'react-router';
import { dashboardCounts, dashboardStats, pageSources, pageViewStats } from '../../api/endpoints';
import type { DashboardCounts, MailBacklog } from '../../api/types';
import { PageHeader } from '../components/page-header';
import { ScreenError } from '../components/screen-error';
import { adminLoader } from '../lib/guard';
import { DashboardCharts } from './charts';
import { readResult } from './read-result';
import { MostRead, viewWindow } from './most-read';
import { PageSourcesCard } from './page-sources';
import './dashboard.css';
import { adminTitle } from '../../lib/meta';
import type { Route } from './+types/route';

export const meta = () => [{ title: adminTitle('Dashboard') }];

/** seven cards in this order; the counts are real (D-8.5). */
const CARDS: (keyof DashboardCounts)[] = ['users', 'teamMembers', 'jobs', 'jobAds', 'projects', 'blogs', 'contacts'];

/** R-2.22's card labels are the contract's count names, spaced and capitalised: `teamMembers` reads 'Team Members'. */
const cardLabel = (key: string) => key.replace(/[A-Z]/g, ' $&').replace(/^./, (first) => first.toUpperCase());

export const clientLoader = adminLoader(async ({ request }: Route.ClientLoaderArgs) => {
  // D-11.4: the charts' numbers are not awaited, so the cards show at once and the charts load in their place.
  const stats = readResult(dashboardStats());
  const days = viewWindow(new URL(request.url).searchParams.get('days'));
  // D-14.3: the most read pages, and the same period's pages that bring enquiries.
  const views = readResult(pageViewStats(days));
  const sources = readResult(pageSources(days));
  const answer = await dashboardCounts();
  return { counts: answer.data, mail: answer.mail, stats, days, views, sources };
});
export const ErrorBoundary = () => <ScreenError title="Dashboard" subject="The counts" />;

export default function Dashboard() {
  const { counts, mail, stats, days, views, sources } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <PageHeader title="Dashboard" />
      <ul className="adm-stats">
        {CARDS.map((key) => (
          <li key={key} className="adm-stat">
            <span className="adm-stat__label">{cardLabel(key)}</span>
            <span className="adm-stat__value">{counts[key]}</span>
          </li>
        ))}
      </ul>
      <MailNotice mail={mail} />
      <DashboardCharts stats={stats} />
      <MostRead days={days} result={views}>
        <PageSourcesCard days={days} result={sources} />
      </MostRead>
    </>
  );
}

/** The new-enquiry emails the outbox could not send (cms/src/lib/mail-outbox.ts): shown only when there are any. */
function MailNotice({ mail }: { mail?: MailBacklog }) {
  if (!mail || (!mail.failed && !mail.pending)) return null;
  return (
    <div className={mail.failed ? 'adm-notice is-failed' : 'adm-notice'} role="status">
      {mail.failed > 0 && (
        <p>
          <strong>{mail.failed === 1 ? '1 email' : `${mail.failed} emails`} could not be sent</strong> after repeated
          attempts (new-enquiry and application notices). Check the mail server settings (SMTP) and the CMS log; the
          enquiries themselves are stored.
        </p>
      )}
      {mail.pending > 0 && (
        <p>
          {mail.pending === 1
            ? '1 email is waiting to be sent; it is retried automatically.'
            : `${mail.pending} emails are waiting to be sent; they are retried automatically.`}
        </p>
      )}
    </div>
  );
}
