/**
 * D-11.4, the dashboard's charts: records created per ISO week of the site's time zone (Monday 00:00 IST to the
 * next Monday, D-11.4: the weeks a person at the consultancy means) over the last STATS_WEEKS weeks, and the
 * enquiries of those weeks by service (the quote form's services, R-3.13). Each count is one aggregate query over the
 * date range (a CASE gives each row its week, GROUP BY counts them), so the cost does not grow with the rows read into
 * Node. Dates are bound as Date objects, the way Strapi writes them, so the comparison holds on SQLite (stored as
 * milliseconds) and PostgreSQL (timestamp) alike. Deleted records are in the trash table, not here, so they are
 * not counted without any filter.
 */
import type { Core } from '@strapi/strapi';
import { STATS_WEEKS, quoteServiceLabel, siteDate, siteDayStart, type DashboardStats } from '@cadmax/contract';
import { quoteServices } from '../../../lib/quote-services';
import type { ContentUid } from '../../../lib/records';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;

const SOURCES = {
  enquiries: 'api::contact-enquiry.contact-enquiry',
  applications: 'api::job-application.job-application',
  subscribers: 'api::subscriber.subscriber',
} as const satisfies Record<string, ContentUid>;
type Series = keyof typeof SOURCES;

/**
 * The Mondays (00:00 IST, 18:30 UTC the Sunday before) of the last `count` weeks, oldest first, ending with the week
 * of `now`. IST has no daylight saving, so each week is exactly seven days.
 */
export function weekStarts(now: Date, count = STATS_WEEKS): Date[] {
  const today = siteDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = siteDayStart(today).getTime() - ((weekday + 6) % 7) * DAY;
  return Array.from({ length: count }, (_, i) => new Date(monday - (count - 1 - i) * WEEK));
}

interface Meta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = strapi.db.connection;

  function tableOf(uid: ContentUid) {
    const meta = strapi.db.metadata.get(uid) as unknown as Meta;
    const column = (name: string) => {
      const columnName = meta.attributes[name]?.columnName;
      if (!columnName) throw new Error(`${uid} has no attribute ${name}`);
      return columnName;
    };
    // getConnection qualifies the table with Strapi's PostgreSQL schema (DATABASE_SCHEMA) when there is one.
    return { query: () => strapi.db.getConnection(meta.tableName), column };
  }

  /** Rows created in each week of `starts` (and before `end`), zero for a week without any. */
  async function perWeek(uid: ContentUid, starts: Date[], end: Date): Promise<number[]> {
    const { query, column } = tableOf(uid);
    const created = column('createdAt');
    // CASE WHEN created < monday₂ THEN 0 WHEN created < monday₃ THEN 1 … ELSE last END: the row's week index.
    // The indexes are written as literals (our own integers): a bound THEN would be text on PostgreSQL.
    const later = starts.slice(1);
    const bucket = knex.raw(
      `CASE ${later.map((_, i) => `WHEN ?? < ? THEN ${i}`).join(' ')} ELSE ${later.length} END`,
      later.flatMap((monday) => [created, monday]),
    );
    const rows = (await query()
      .select({ week: bucket })
      .count({ total: '*' })
      .where(created, '>=', starts[0])
      .andWhere(created, '<', end)
      .groupByRaw('1')) as { week: number | string; total: number | string }[];
    const counts = starts.map(() => 0);
    for (const row of rows) counts[Number(row.week)] = Number(row.total);
    return counts;
  }

  /** Enquiries created in [start, end) by service, every service of the contact form in its order. */
  async function byService(start: Date, end: Date) {
    const { query, column } = tableOf(SOURCES.enquiries);
    const created = column('createdAt');
    const services = column('services');
    const rows = (await query()
      .select({ service: services })
      .count({ total: '*' })
      .where(created, '>=', start)
      .andWhere(created, '<', end)
      .groupBy(services)) as { service: string | null; total: number | string }[];
    const totals = new Map(rows.map((row) => [row.service, Number(row.total)]));
    // R-3.13: the form's services in its order (0 included), then any service since removed that has enquiries.
    const offered = await quoteServices(strapi);
    const removed = [...totals.keys()].filter(
      (value): value is string => value !== null && !offered.some((s) => s.value === value),
    );
    return [
      ...offered.map(({ value, label }) => ({ service: value, label, count: totals.get(value) ?? 0 })),
      ...removed.map((value) => ({
        service: value,
        label: quoteServiceLabel(value, offered),
        count: totals.get(value) ?? 0,
      })),
    ];
  }

  return {
    async stats(now = new Date()): Promise<DashboardStats> {
      const starts = weekStarts(now);
      const end = new Date(starts[starts.length - 1].getTime() + WEEK);
      const names = Object.keys(SOURCES) as Series[];
      const [series, services] = await Promise.all([
        Promise.all(names.map((name) => perWeek(SOURCES[name], starts, end))),
        byService(starts[0], end),
      ]);
      const of = Object.fromEntries(names.map((name, i) => [name, series[i]])) as Record<Series, number[]>;
      return {
        weeks: starts.map((monday, i) => ({
          week: siteDate(monday),
          enquiries: of.enquiries[i],
          applications: of.applications[i],
          subscribers: of.subscribers[i],
        })),
        services,
      };
    },
  };
};

export type DashboardStatsService = ReturnType<typeof service>;
export default service;
