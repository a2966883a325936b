/**
 * D-14.3, which pages bring enquiries: page views counted per public page and site day, with no cookie and nothing
 * about the visitor (docs/security.md, "What the site collects"). A view costs a map increment in memory; each
 * instance adds its counts to the table every PAGE_VIEW_FLUSH_MS in one statement (an upsert that adds, so
 * instances never overwrite each other), on stop, and puts them back when the database refuses them.
 *
 * The table is the CMS's own (not a content type: no panel screen, no document service), made at start; Strapi's
 * schema sync leaves tables it did not make alone. Backups carry it with the database.
 */
import type { Core } from '@strapi/strapi';
import { PAGE_VIEW_KEEP_DAYS, PAGE_VIEW_TOP, siteDate, type PageViewStats, type SlugType } from '@cadmax/contract';
import { envValue } from '@cadmax/contract/env';
import { qualified } from './table-name';
import { SLUG_HISTORY_TABLE } from './slug-history';
import { pollWorker } from './poll-worker';

export const PAGE_VIEW_TABLE = 'cadmax_page_views';

/**
 * Distinct (day, page) pairs one instance holds between writes. Pages are the site's routes with a slug, so a
 * visitor inventing slugs could grow the map; past this a new page waits for the next write (its view is dropped)
 * while pages already held keep counting.
 */
export const PENDING_PAGES_MAX = 5000;

/**
 * Crawlers, link previews, monitors and headless browsers (Lighthouse included) that call themselves a browser.
 * What does not (a script's client, a missing User-Agent) is not one to begin with: every browser starts 'Mozilla/'.
 */
const NOT_A_VISITOR = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse|pingdom|monitor/i;

/** Whether a request's User-Agent is a person's browser. */
export const isVisitor = (userAgent: string | undefined): boolean =>
  !!userAgent && userAgent.startsWith('Mozilla/') && !NOT_A_VISITOR.test(userAgent);

const keyOf = (day: string, path: string) => `${day}\n${path}`;

/** One counter; each CMS instance has one (pageViewsOf), the tests make more to act as several instances. */
export function createPageViewCounter(strapi: Core.Strapi) {
  let pending = new Map<string, number>();
  const enabled = envValue('PAGE_VIEWS');

  /** Adds one round's counts to the table: one upsert per 500 pages (SQLite's bound-variable limit). */
  async function write(counts: Map<string, number>): Promise<void> {
    const rows = [...counts].map(([key, views]) => {
      const [day, path] = key.split('\n') as [string, string];
      return { day, path, views };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await strapi.db
        .getConnection(PAGE_VIEW_TABLE)
        .insert(rows.slice(i, i + 500))
        .onConflict(['day', 'path'])
        .merge({ views: strapi.db.connection.raw('??.?? + excluded.??', [PAGE_VIEW_TABLE, 'views', 'views']) });
    }
  }

  const worker = pollWorker(
    'page-views',
    async () => {
      if (!pending.size) return;
      const counts = pending;
      pending = new Map();
      try {
        await write(counts);
      } catch (error) {
        // Kept for the next round: counts from this round are added to what came in meanwhile.
        for (const [key, views] of counts) pending.set(key, (pending.get(key) ?? 0) + views);
        throw error;
      }
      // Days past every window are dropped, at most once a round.
      const oldest = siteDate(new Date(Date.now() - PAGE_VIEW_KEEP_DAYS * 86_400_000));
      await strapi.db.getConnection(PAGE_VIEW_TABLE).where('day', '<', oldest).delete();
    },
    (error) => strapi.log.warn(`Page views not written yet, kept for the next round: ${String(error)}`),
  );

  return {
    enabled,
    /** Counts one view of a public page (already checked: publicPagePath). */
    record(path: string): void {
      if (!enabled) return;
      const key = keyOf(siteDate(), path);
      const views = pending.get(key);
      if (views === undefined && pending.size >= PENDING_PAGES_MAX) return;
      pending.set(key, (views ?? 0) + 1);
    },
    /** Writes what this instance holds now (the tests, and the stop). */
    flush: () => worker.round(),
    start: () => worker.start(envValue('PAGE_VIEW_FLUSH_MS')),
    /** The last counts are written before the database closes. */
    async stop(): Promise<void> {
      await worker.stop();
      await worker.round();
    },
    /** How many pages wait to be written (the tests). */
    get pendingPages(): number {
      return pending.size;
    },
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;
const counters = new WeakMap<Core.Strapi, PageViewCounter>();

/** This instance's counter. */
export function pageViewsOf(strapi: Core.Strapi): PageViewCounter {
  let found = counters.get(strapi);
  if (!found) counters.set(strapi, (found = createPageViewCounter(strapi)));
  return found;
}

/** Makes the table on a first start (two instances starting together: the second finds it made). */
export async function ensurePageViewTable(strapi: Core.Strapi): Promise<void> {
  const schema = () => strapi.db.getSchemaConnection();
  if (await schema().hasTable(PAGE_VIEW_TABLE)) return;
  try {
    await schema().createTable(PAGE_VIEW_TABLE, (table) => {
      table.string('day', 10).notNullable();
      table.string('path', 200).notNullable();
      table.integer('views').notNullable().defaultTo(0);
      table.primary(['day', 'path']);
    });
  } catch (error) {
    if (!(await schema().hasTable(PAGE_VIEW_TABLE))) throw error;
  }
}

interface Ranked {
  key: string;
  title: string;
  views: number;
}

/** How a page's path names its record: by the record's id, or by a slug the record has had (D-14.6). */
type PageKey = { by: 'documentId' } | { by: 'slug'; type: SlugType };

/**
 * The published records of `uid` whose page (`prefix` + the key) had the most views since `since` (a site day), most
 * first. Joined in the database, so pages of records that do not exist (any slug can be asked for) never take a place
 * in the list. A page named by a slug counts for the record that slug last belonged to (the slug history), so a
 * renamed project keeps the views its earlier address had.
 */
async function ranked(
  strapi: Core.Strapi,
  uid: 'api::blog.blog' | 'api::project.project',
  prefix: string,
  key: PageKey,
  since: string,
  limit: number,
): Promise<Ranked[]> {
  const meta = strapi.db.metadata.get(uid);
  const column = (name: string) =>
    `r.${(meta.attributes as Record<string, { columnName?: string }>)[name]?.columnName ?? name}`;
  const knex = strapi.db.connection;
  const pageKey = knex.raw('SUBSTR(v.path, ?)', [prefix.length + 1]);
  const views = knex.from(`${qualified(strapi, PAGE_VIEW_TABLE)} as v`);
  if (key.by === 'documentId')
    views.join(`${qualified(strapi, meta.tableName)} as r`, (on) => on.on(column('documentId'), '=', pageKey));
  else {
    const history = qualified(strapi, SLUG_HISTORY_TABLE);
    // Each slug's newest owner: a slug given up and taken by another record is that record's.
    const owners = knex
      .from(history)
      .select('slug', 'document_id')
      .whereIn('id', knex.from(history).max('id').where('type', key.type).groupBy('slug'));
    views
      .join(owners.as('h'), (on) => on.on('h.slug', '=', knex.raw('LOWER(SUBSTR(v.path, ?))', [prefix.length + 1])))
      .join(`${qualified(strapi, meta.tableName)} as r`, column('documentId'), 'h.document_id');
  }
  const rows = (await views
    .select({ key: column(key.by), title: column('title') })
    .sum({ views: 'v.views' })
    .where('v.day', '>=', since)
    .andWhere('v.path', 'like', `${prefix}%`)
    .whereNotNull(column('publishedAt'))
    .groupBy(column(key.by), column('title'))
    .orderBy([
      { column: 'views', order: 'desc' },
      { column: 'key', order: 'asc' },
    ])
    .limit(limit)) as { key: string; title: string; views: number | string }[];
  return rows.map((row) => ({ key: row.key, title: row.title, views: Number(row.views) }));
}

/**
 * The dashboard's lists for the last `days` site days, today included: articles and projects that are on the site
 * now (a deleted or unpublished one is left out, the next one takes its place).
 */
export async function pageViewStats(strapi: Core.Strapi, days: number): Promise<PageViewStats> {
  const since = siteDate(new Date(Date.now() - (days - 1) * 86_400_000));
  const [articles, projects, totalRow] = await Promise.all([
    ranked(strapi, 'api::blog.blog', '/blog-details/', { by: 'documentId' }, since, PAGE_VIEW_TOP),
    ranked(strapi, 'api::project.project', '/project/', { by: 'slug', type: 'project' }, since, PAGE_VIEW_TOP),
    strapi.db.getConnection(PAGE_VIEW_TABLE).sum({ views: 'views' }).where('day', '>=', since).first() as Promise<
      { views: number | string | null } | undefined
    >,
  ]);
  return {
    days,
    total: Number(totalRow?.views ?? 0),
    articles: articles.map((a) => ({ _id: a.key, title: a.title, views: a.views })),
    projects: projects.map((p) => ({ slug: p.key, title: p.title, views: p.views })),
  };
}
