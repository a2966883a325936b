/**
 * D-14.3, which pages bring enquiries: per public page over the last N site days, its views (the page-view table)
 * beside the enquiries and applications whose visitor came to the form from it (their `source_page`). One UNION ALL
 * of three grouped reads, summed again per page, so the database does the counting, whatever the number of rows; the
 * same SQL on SQLite and PostgreSQL (no FULL JOIN, GROUP BY by position, no bound value in a grouped expression,
 * the dates bound as Date objects as Strapi writes them). Deleted records are in the trash table, not counted here.
 */
import type { Core } from '@strapi/strapi';
import { PAGE_SOURCE_ROWS, siteDate, siteDayStart, type PageSources } from '@cadmax/contract';
import { PAGE_VIEW_TABLE } from '../../../lib/page-views';
import type { ContentUid } from '../../../lib/records';
import { qualified } from '../../../lib/table-name';

const DAY = 24 * 60 * 60 * 1000;

interface Meta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

interface Row {
  page: string;
  views: number | string | null;
  enquiries: number | string | null;
  applications: number | string | null;
}

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = strapi.db.connection;

  /** A form's records created since `start`, counted per source page ('' for none), in the union's columns. */
  function sent(uid: ContentUid, column: 'enquiries' | 'applications', start: Date) {
    const meta = strapi.db.metadata.get(uid) as unknown as Meta;
    const name = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
    // A union's columns go by position: page, views, enquiries, applications in every part.
    const count = (of: string) => (of === column ? `COUNT(*) AS ${of}` : `0 AS ${of}`);
    return knex
      .from(qualified(strapi, meta.tableName))
      .select(
        knex.raw(`COALESCE(??, '') AS page`, [name('source_page')]),
        knex.raw('0 AS views'),
        knex.raw(count('enquiries')),
        knex.raw(count('applications')),
      )
      .where(name('createdAt'), '>=', start)
      .groupByRaw('1');
  }

  return {
    /** The last `days` site days, today included: the pages that brought most, then the most viewed. */
    async sources(days: number, now = new Date()): Promise<PageSources> {
      const since = siteDate(new Date(now.getTime() - (days - 1) * DAY));
      const views = knex
        .from(qualified(strapi, PAGE_VIEW_TABLE))
        .select(
          knex.raw('?? AS page', ['path']),
          knex.raw('SUM(??) AS views', ['views']),
          knex.raw('0 AS enquiries'),
          knex.raw('0 AS applications'),
        )
        .where('day', '>=', since)
        .groupByRaw('1');
      const start = siteDayStart(since);
      const all = knex.unionAll(
        [
          views,
          sent('api::contact-enquiry.contact-enquiry', 'enquiries', start),
          sent('api::job-application.job-application', 'applications', start),
        ],
        // Unwrapped: SQLite takes no parenthesised SELECT in a compound one.
        false,
      );
      const perPage = () =>
        knex
          .from(all.as('u'))
          .select('page')
          .sum({ views: 'views', enquiries: 'enquiries', applications: 'applications' })
          .groupBy('page');
      const [rows, totals] = await Promise.all([
        perPage()
          .orderByRaw('SUM(enquiries) + SUM(applications) DESC, SUM(views) DESC, page ASC')
          .limit(PAGE_SOURCE_ROWS) as Promise<Row[]>,
        knex
          .from(perPage().as('p'))
          .count({ pages: '*' })
          .sum({ views: 'views', enquiries: 'enquiries', applications: 'applications' })
          .first() as Promise<(Omit<Row, 'page'> & { pages: number | string }) | undefined>,
      ]);
      const pages = rows.map((row) => {
        const [views, enquiries, applications] = [row.views, row.enquiries, row.applications].map(Number) as [
          number,
          number,
          number,
        ];
        return {
          page: row.page,
          views,
          enquiries,
          applications,
          rate: views ? (enquiries + applications) / views : null,
        };
      });
      return {
        days,
        pages,
        more: Number(totals?.pages ?? 0) - pages.length,
        total: {
          views: Number(totals?.views ?? 0),
          enquiries: Number(totals?.enquiries ?? 0),
          applications: Number(totals?.applications ?? 0),
        },
      };
    },
  };
};

export type PageSourcesService = ReturnType<typeof service>;
export default service;
