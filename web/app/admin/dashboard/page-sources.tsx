/**
 * D-14.3, which pages bring enquiries: per public page over the dashboard's period (the 'Most read' links, `?days=`),
 * its views beside the enquiries and applications whose visitor came to the form from it, and the rate, from
 * GET /page-sources (the pages that brought most first, then the most viewed). A table like the admin's others: a
 * keyboard-scrollable region on a desktop, a card per page on a phone. The numbers arrive after the cards, like the
 * charts' (the loader hands over a promise that never rejects).
 */
import { Suspense } from 'react';
import type { PageSource, PageSources } from '../../api/types';
import { DataTable, type Column } from '../components/data-table';
import { Loading } from '../components/states';
import { Settled, type ReadResult } from './read-result';

const count = (n: number) => n.toLocaleString('en-IN');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** A rate as a percentage with at most one decimal ('6%', '0.4%'). */
export const percent = (rate: number) =>
  `${(rate * 100).toLocaleString('en-IN', { maximumFractionDigits: rate < 0.01 ? 2 : 1 })}%`;

/** What a row shows for the records whose page is not known. */
const NOT_KNOWN = 'Not known';

type Row = PageSource & { _id: string };

const COLUMNS: Column<Row>[] = [
  {
    header: 'Page',
    cell: (row) =>
      row.page ? (
        <a href={row.page} target="_blank" rel="noopener noreferrer">
          {row.page}
        </a>
      ) : (
        <span title="Sent without JavaScript, or before pages were counted">{NOT_KNOWN}</span>
      ),
  },
  { header: 'Views', cell: (row) => count(row.views), className: 'adm-sources__num' },
  { header: 'Enquiries', cell: (row) => count(row.enquiries), className: 'adm-sources__num' },
  { header: 'Applications', cell: (row) => count(row.applications), className: 'adm-sources__num' },
  {
    header: 'Conversion',
    // Sent from a page whose views were not counted (the admin's own browser, no JavaScript): no rate to give.
    cell: (row) => (row.rate === null ? <span className="adm-sources__none">No views</span> : percent(row.rate)),
    className: 'adm-sources__num',
  },
];

export function PageSourcesCard({ days, result }: { days: number; result: Promise<ReadResult<PageSources>> }) {
  return (
    <article className="adm-card adm-sources" aria-labelledby="adm-sources-title">
      <div className="adm-card__head">
        <h3 id="adm-sources-title">Pages that bring enquiries</h3>
      </div>
      <div className="adm-card__body">
        {/* A new period starts a new read: its own loading line. */}
        <Suspense key={days} fallback={<Loading />}>
          <Settled result={result} what="The pages that bring enquiries" className="adm-charts__error">
            {(data) => <Sources data={data} />}
          </Settled>
        </Suspense>
      </div>
    </article>
  );
}

function Sources({ data: { days, pages, more, total } }: { data: PageSources }) {
  if (!pages.length)
    return (
      <p className="adm-chart__empty" role="status">
        No page was viewed and no enquiry or application came in this period.
      </p>
    );
  const sent = total.enquiries + total.applications;
  const rows: Row[] = pages.map((page) => ({ ...page, _id: page.page || NOT_KNOWN }));
  return (
    <>
      <p className="adm-chart__summary">
        {plural(total.enquiries, 'enquiry', 'enquiries')} and{' '}
        {plural(total.applications, 'application', 'applications')} from{' '}
        {plural(total.views, 'page view', 'page views')} in the last {days} days
        {total.views > 0 && ` (${percent(sent / total.views)})`}. Each counts for the page the visitor came to the form
        from; the pages that brought most come first.
      </p>
      <DataTable label="Pages that bring enquiries" rows={rows} columns={COLUMNS} />
      {more > 0 && (
        <p className="adm-sources__more">
          And {plural(more, 'page', 'pages')} more that brought fewer and were viewed less.
        </p>
      )}
    </>
  );
}
