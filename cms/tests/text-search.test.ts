/**
 * The searches through the text index (cms/src/lib/text-search.ts: FTS5 on SQLite, pg_trgm on PostgreSQL) answer
 * exactly what the plain `LOWER(column) LIKE LOWER('%text%')` scan answers, for substrings, any case, the LIKE
 * wildcards and FTS5's own syntax taken literally, quotes, Hindi and other Unicode, and texts too short for a
 * trigram; the index follows every write (the adapter's, the panel's document service, the query engine) and a
 * migration that dropped it; the database uses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogReads } from '../src/api/blog/services/blog';
import type { ProjectReads } from '../src/api/project/services/project';
import {
  TEXT_INDEXES,
  autovacuumAdvice,
  containsPattern,
  ensureTextIndexes,
  likeSql,
  searchTableOf,
  combinedTrigramIndexOf,
  trigramIndexOf,
  whereContains,
} from '../src/lib/text-search';
import type { ContentUid } from '../src/lib/records';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';

let cms: TestCms;
let token: string;
const postgres = process.env.DATABASE_CLIENT === 'postgres';

const BLOG = 'api::blog.blog';
const PROJECT = 'api::project.project';

const TEXTS = [
  'Stepwell Conservation in Jaipur',
  'STEPWELL survey of Abhaneri',
  'Plan_A 50% done',
  'planXa 50 percent',
  'back\\slash notes',
  "O'Brien Tower",
  'He said "quoted" text',
  'जयपुर का नक्शा',
  'ÜBER planning',
  'über Café',
  'Résumé é',
  'Smiley 🙂 house',
  '{title} : "x" NEAR(a b) AND * - ^',
  'ab',
];

/** Every query the comparison runs: substrings, case, wildcards, FTS5 syntax, quotes, Unicode, 1–2 characters. */
const QUERIES = [
  'stepwell',
  'STEPWELL',
  'Step',
  'well C',
  'ep',
  's',
  'a',
  '%',
  '_',
  '50%',
  '0%',
  'plan_a',
  'n_a',
  "O'Brien",
  "'",
  '"quoted"',
  '"',
  '""',
  '\\',
  'back\\slash',
  'जयपुर',
  'नक्शा',
  'न',
  'का',
  'ü',
  'Ü',
  'über',
  'ÜBER',
  'é',
  'É',
  'RÉSUMÉ',
  '🙂',
  'y 🙂',
  '{title}',
  'NEAR(a',
  'AND *',
  '^',
  ':',
  'title:',
  'zzz nothing',
  'ab',
];

interface Row {
  id: number;
}
const knex = () => cms.strapi.db.connection;
const tableOf = (uid: ContentUid) => cms.strapi.db.metadata.get(uid).tableName;
const schemaTable = (uid: ContentUid) => {
  const schema = cms.strapi.db.getSchemaName();
  return schema ? `${schema}.${tableOf(uid)}` : tableOf(uid);
};

/** Today's search without any index: the published rows any of `columns` contains `text` in, newest first. */
async function likeScan(uid: ContentUid, columns: string[], text: string): Promise<number[]> {
  const rows = (await knex()
    .from(`${schemaTable(uid)} as t`)
    .select('t.id')
    .whereNotNull('t.published_at')
    .where((or) => {
      for (const column of columns) or.orWhereRaw(likeSql(cms.strapi), [`t.${column}`, containsPattern(text)]);
    })
    .orderBy([
      { column: 't.created_at', order: 'desc' },
      { column: 't.id', order: 'desc' },
    ])) as Row[];
  return rows.map((r) => Number(r.id));
}

const blogs = () => cms.strapi.service(BLOG as never) as unknown as BlogReads;
const projects = () => cms.strapi.service(PROJECT as never) as unknown as ProjectReads;
const idsOf = (rows: unknown[]) => (rows as Row[]).map((r) => Number(r.id));

/** Rows straight through the query engine (as the bench's seeder writes): published, and a few drafts. */
async function insert(uid: ContentUid, make: (text: string, i: number) => Record<string, unknown>) {
  const base = Date.UTC(2024, 0, 1);
  const data = TEXTS.flatMap((text, i) =>
    [0, 1].map((draft) => {
      const at = new Date(base + (i * 2 + draft) * 60_000);
      return { ...make(text, i), createdAt: at, updatedAt: at, publishedAt: draft ? null : at };
    }),
  );
  await cms.strapi.db.query(uid).createMany({ data });
}

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
  await insert(BLOG, (text, i) => ({
    title: text,
    // The summary holds the next text, so a match in either column counts.
    short_content: `Summary: ${TEXTS[(i + 1) % TEXTS.length]}`,
    content: '<p>Body</p>',
  }));
  await insert(PROJECT, (text, i) => ({
    title: `Project ${i}`,
    slug: `project-${i}`,
    client: text,
    category: TEXTS[(i + 3) % TEXTS.length],
    short_content: 'Outside the list search',
    content: 'Plan',
    date: '2024-01-10',
  }));
}, 180_000);

afterAll(() => cms?.stop());

describe('a search through the text index', () => {
  it('answers the same rows as the LIKE scan, for every kind of query', async () => {
    let matched = 0;
    for (const text of QUERIES) {
      const blogRows = await blogs().articlePage(0, 100, text);
      const expected = await likeScan(BLOG, ['title'], text);
      expect(idsOf(blogRows.rows), `blogs: ${text}`).toEqual(expected);
      expect(blogRows.total, `blogs: ${text}`).toBe(expected.length);
      const projectRows = await projects().recordPage(0, 100, text);
      const expectedProjects = await likeScan(PROJECT, ['title', 'client', 'category'], text);
      expect(idsOf(projectRows.rows), `projects: ${text}`).toEqual(expectedProjects);
      expect(projectRows.total, `projects: ${text}`).toBe(expectedProjects.length);
      matched += expected.length + expectedProjects.length;
    }
    // The comparison means something: most queries find rows.
    expect(matched).toBeGreaterThan(QUERIES.length * 2);
  });

  it('follows every write: the adapter, the panel (document service) and a delete', async () => {
    const found = async (text: string) => {
      const res = await cms.request<{ data: { title: string }[] }>(`/blog/get?search=${encodeURIComponent(text)}`);
      expect(res.status, res.text).toBe(200);
      return res.body.data.map((b) => b.title);
    };
    const article = { short_content: 'A summary', content: '<p>Text</p>' };
    const created = await cms.request<{ data: { _id: string } }>('/blog/create', {
      token,
      json: { ...article, title: 'Zebra Crossing Design' },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.body.data._id;
    expect(await found('zebra cross')).toEqual(['Zebra Crossing Design']);

    const updated = await cms.request('/blog/update', { token, json: { ...article, _id: id, title: 'Quagga Lanes' } });
    expect(updated.status, updated.text).toBe(200);
    expect(await found('zebra cross')).toEqual([]);
    expect(await found('quagga')).toEqual(['Quagga Lanes']);

    // The Strapi panel's save and publish go through the document service.
    const documents = cms.strapi.documents(BLOG as never) as unknown as {
      update(p: object): Promise<unknown>;
      publish(p: object): Promise<unknown>;
    };
    await documents.update({ documentId: id, data: { title: 'Okapi Footpaths' } });
    await documents.publish({ documentId: id });
    expect(await found('quagga')).toEqual([]);
    expect(await found('OKAPI')).toEqual(['Okapi Footpaths']);

    const removed = await cms.request('/blog/delete', { token, json: { _id: id } });
    expect(removed.status, removed.text).toBe(200);
    expect(await found('okapi')).toEqual([]);
  });

  it('is made again at start when a migration dropped it, and fills from the table', async () => {
    const table = tableOf(BLOG);
    if (postgres) {
      const schema = cms.strapi.db.getSchemaName();
      const titleIndex = trigramIndexOf(table, 'title');
      await knex().raw(`DROP INDEX "${schema}"."${titleIndex}"`);
      // An earlier release's one index over all the columns, which the planner never chose: dropped.
      const combined = combinedTrigramIndexOf(table);
      await knex().raw(`CREATE INDEX "${combined}" ON "${schema}"."${table}" (id)`);
      const statsOf = async (index: string) =>
        (
          (await knex().raw('SELECT attname FROM pg_stats WHERE schemaname = ? AND tablename = ?', [
            schema,
            index,
          ])) as {
            rows: unknown[];
          }
        ).rows;
      expect(await statsOf(titleIndex)).toEqual([]);
      expect(await ensureTextIndexes(cms.strapi)).toEqual([titleIndex]);
      // Its table analyzed: the planner has statistics on the new index's expression.
      expect(await statsOf(titleIndex)).toHaveLength(1);
      const left = (await knex().raw('SELECT 1 FROM pg_indexes WHERE schemaname = ? AND indexname = ?', [
        schema,
        combined,
      ])) as { rows: unknown[] };
      expect(left.rows).toEqual([]);
    } else {
      // A table rebuilt by a migration loses its triggers: writes made then are not in the index.
      for (const suffix of ['ai', 'ad', 'au']) await knex().raw(`DROP TRIGGER ${searchTableOf(table)}_${suffix}`);
      await knex()(table).where({ title: 'Stepwell Conservation in Jaipur' }).update({ title: 'Baori Conservation' });
      expect(await ensureTextIndexes(cms.strapi)).toEqual([searchTableOf(table)]);
    }
    expect(await ensureTextIndexes(cms.strapi)).toEqual([]);
    for (const text of ['baori', 'stepwell', 'Conservation'])
      expect(idsOf((await blogs().articlePage(0, 100, text)).rows), text).toEqual(
        await likeScan(BLOG, ['title'], text),
      );
    expect((await blogs().articlePage(0, 100, 'baori')).total).toBe(postgres ? 0 : 1);
  });

  it.runIf(postgres)('has start-up say so when autovacuum is off, and only then', async () => {
    const { rows } = (await knex().raw('SHOW autovacuum')) as { rows: { autovacuum: string }[] };
    const advice = await autovacuumAdvice(cms.strapi);
    if (rows[0]!.autovacuum === 'on') expect(advice).toBeNull();
    else expect(advice).toMatch(/autovacuum off.*VACUUM ANALYZE/s);
  });

  it('is what the database reads for a search', async () => {
    for (const { uid, fields } of TEXT_INDEXES) {
      const qb = knex()
        .from(`${schemaTable(uid)} as t`)
        .select('t.id');
      whereContains(cms.strapi, qb, uid, fields, 'stepwell');
      const { sql, bindings } = qb.toSQL();
      if (postgres) {
        // The tables are tiny here, so a scan would win: the plan is asked without one.
        const plan = await knex().transaction(async (trx) => {
          await trx.raw('SET LOCAL enable_seqscan = off');
          return (await trx.raw(`EXPLAIN ${sql}`, bindings as never)) as { rows: { 'QUERY PLAN': string }[] };
        });
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        const meta = cms.strapi.db.metadata.get(uid) as unknown as {
          attributes: Record<string, { columnName: string }>;
        };
        for (const field of fields)
          expect(text, `${uid} ${field}`).toContain(trigramIndexOf(tableOf(uid), meta.attributes[field]!.columnName));
      } else {
        const plan = (await knex().raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never)) as { detail: string }[];
        expect(plan.map((r) => r.detail).join('\n'), uid).toContain(`${searchTableOf(tableOf(uid))} VIRTUAL TABLE`);
      }
    }
  });
});
