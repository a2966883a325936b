/**
 * D-11.4: the dashboard's three charts. Their numbers arrive after the count cards (the loader hands over a
 * promise), so each card shows 'Loading...' meanwhile and its own error if the read fails; Chart.js itself is
 * loaded lazily (chart-canvas.tsx). Each chart has a title, a text summary and a table of the same numbers in a
 * disclosure, so the figures are there for screen readers and keyboard users without the picture.
 */
import { Suspense, lazy, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { STATS_WEEKS } from '@cadmax/contract';
import type { DashboardStats } from '../../api/types';
import { Loading } from '../components/states';
import { Settled, type ReadResult } from './read-result';
import { chartModels, isEmpty, type ChartModel } from './stats';

const ChartCanvas = lazy(() => import('./chart-canvas'));

const TITLES = chartModels({ weeks: [], services: [] }).map((m) => ({ id: m.id, title: m.title }));

export function DashboardCharts({ stats }: { stats: Promise<ReadResult<DashboardStats>> }) {
  return (
    <section className="adm-charts" aria-labelledby="adm-charts-title">
      <h2 id="adm-charts-title" className="adm-charts__title">
        The last {STATS_WEEKS} weeks
      </h2>
      <Suspense
        fallback={
          <ChartFrames>
            <Loading />
          </ChartFrames>
        }
      >
        <Settled result={stats} what="The charts">
          {(data) => <Charts stats={data} />}
        </Settled>
      </Suspense>
    </section>
  );
}

/** The three cards with their titles, around a loading line or an error. */
function ChartFrames({ children }: { children: ReactNode }) {
  return (
    <div className="adm-charts__grid">
      {TITLES.map(({ id, title }) => (
        <ChartFrame key={id} id={id} title={title} aria-busy="true">
          {children}
        </ChartFrame>
      ))}
    </div>
  );
}

/** One chart's card: its title, then what it shows; `titleId` names the card by its title. */
function ChartFrame({
  id,
  title,
  titleId,
  children,
  ...article
}: { id: string; title: string; titleId?: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <article className={`adm-card adm-chart adm-chart--${id}`} aria-labelledby={titleId} {...article}>
      <div className="adm-card__head">
        <h3 id={titleId}>{title}</h3>
      </div>
      <div className="adm-card__body">{children}</div>
    </article>
  );
}

function Charts({ stats }: { stats: DashboardStats }) {
  const models = useMemo(() => chartModels(stats), [stats]);
  return (
    <div className="adm-charts__grid">
      {models.map((model) => (
        <ChartCard key={model.id} model={model} />
      ))}
    </div>
  );
}

function ChartCard({ model }: { model: ChartModel }) {
  const empty = isEmpty(model);
  return (
    <ChartFrame id={model.id} title={model.title} titleId={`adm-chart-${model.id}`} data-chart-card={model.id}>
      {empty ? (
        <p className="adm-chart__empty" role="status">
          {model.empty}
        </p>
      ) : (
        <>
          <p className="adm-chart__summary">{model.summary}</p>
          <Suspense fallback={<div className={`adm-chart__plot adm-chart__plot--${model.kind}`} aria-busy="true" />}>
            <ChartCanvas model={model} />
          </Suspense>
        </>
      )}
      <ChartTable model={model} />
    </ChartFrame>
  );
}

/** The chart's numbers as a table, in a disclosure (closed by default, open to anyone). */
function ChartTable({ model }: { model: ChartModel }) {
  return (
    <details className="adm-chart__details">
      <summary>Show the numbers</summary>
      <div className="adm-table-wrap" tabIndex={0} role="region" aria-label={`${model.title}: the numbers`}>
        <table className="adm-table adm-chart__table" data-chart-table={model.id}>
          <caption className="adm-sr-only">{model.title}</caption>
          <thead>
            <tr>
              <th scope="col">{model.rowHeading}</th>
              {model.series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row, i) => (
              <tr key={row}>
                <th scope="row">{row}</th>
                {model.series.map((s) => (
                  <td key={s.label}>{s.values[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
