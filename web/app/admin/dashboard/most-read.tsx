/**
 * D-14.3: which articles and projects visitors read most over the last 7, 30 or 90 days. The window is in the URL
 * (`?days=30`), so its links work with the keyboard, in a new tab and with Back; the numbers arrive after the
 * cards, like the charts' (the loader hands over a promise that never rejects).
 */
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_VIEW_WINDOWS, type PageViewWindow } from '@cadmax/contract';
import type { PageViewStats } from '../../api/types';
import { paths } from '../../paths';
import { Loading } from '../components/states';
import { Settled, type ReadResult } from './read-result';

/** The window a `?days=` asks for; anything else is the shortest. */
export function viewWindow(value: string | null): PageViewWindow {
  return PAGE_VIEW_WINDOWS.find((days) => String(days) === value) ?? PAGE_VIEW_WINDOWS[0];
}

const views = (n: number) => (n === 1 ? '1 view' : `${n.toLocaleString('en-IN')} views`);

/** `children`: what else the period applies to, shown under the lists (the pages that bring enquiries). */
export function MostRead({
  days,
  result,
  children,
}: {
  days: PageViewWindow;
  result: Promise<ReadResult<PageViewStats>>;
  children?: ReactNode;
}) {
  return (
    <section className="adm-views" aria-labelledby="adm-views-title">
      <div className="adm-views__head">
        <h2 id="adm-views-title" className="adm-charts__title">
          Most read
        </h2>
        <nav className="adm-views__windows" aria-label="Period">
          {PAGE_VIEW_WINDOWS.map((window) => (
            <Link
              key={window}
              to={`?days=${window}`}
              replace
              preventScrollReset
              className={window === days ? 'adm-btn adm-btn--primary' : 'adm-btn'}
              aria-current={window === days ? 'page' : undefined}
            >
              {window} days
            </Link>
          ))}
        </nav>
      </div>
      {/* A new window starts a new read: its own loading line. */}
      <Suspense key={days} fallback={<Frames busy>{() => <Loading />}</Frames>}>
        <Settled result={result} what="The page views">
          {(data) => <Views data={data} />}
        </Settled>
      </Suspense>
      {children}
    </section>
  );
}

function Views({ data }: { data: PageViewStats }) {
  const articles = data.articles.map((a) => ({
    key: a._id,
    title: a.title,
    href: paths.blogArticle(a._id),
    views: a.views,
  }));
  const projects = data.projects.map((p) => ({
    key: p.slug,
    title: p.title,
    href: paths.project(p.slug),
    views: p.views,
  }));
  return (
    <>
      <p className="adm-chart__summary">
        {views(data.total)} of the site’s pages in the last {data.days} days (counted without cookies; bots and your own
        visits are left out).
      </p>
      <Frames>{(kind) => <Ranking empty={EMPTY[kind]} rows={kind === 'articles' ? articles : projects} />}</Frames>
    </>
  );
}

const EMPTY = {
  articles: 'No article has been read in this period.',
  projects: 'No project has been viewed in this period.',
};

const CARDS = [
  { kind: 'articles', title: 'Articles' },
  { kind: 'projects', title: 'Projects' },
] as const;

function Frames({ busy, children }: { busy?: boolean; children: (kind: 'articles' | 'projects') => ReactNode }) {
  return (
    <div className="adm-charts__grid">
      {CARDS.map(({ kind, title }) => (
        <article key={kind} className="adm-card" aria-labelledby={`adm-views-${kind}`} aria-busy={busy || undefined}>
          <div className="adm-card__head">
            <h3 id={`adm-views-${kind}`}>{title}</h3>
          </div>
          <div className="adm-card__body">{children(kind)}</div>
        </article>
      ))}
    </div>
  );
}

function Ranking({
  rows,
  empty,
}: {
  rows: { key: string; title: string; href: string; views: number }[];
  empty: string;
}) {
  if (!rows.length)
    return (
      <p className="adm-chart__empty" role="status">
        {empty}
      </p>
    );
  return (
    <ol className="adm-views__list">
      {rows.map((row) => (
        <li key={row.key}>
          <div className="adm-views__row">
            <a href={row.href} target="_blank" rel="noopener noreferrer">
              {row.title}
            </a>
            <span className="adm-views__count">{views(row.views)}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}
