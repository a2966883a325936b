/**
 * The text index behind every search of blogs, projects, services and job openings: the paged lists' `search`
 * (public and admin) and the site search. The matching rule stays what it was, a case-insensitive `contains` with
 * the wildcards matched literally (`LOWER(column) LIKE LOWER('%text%')`); the index only finds the candidate rows,
 * so a search answers the very rows the plain scan did, without reading every row (docs/performance.md).
 *
 * - SQLite: one FTS5 table per type with the trigram tokenizer, an external-content index of the type's table
 *   (`<table>_search`), kept in step by triggers on that table, so every write counts, whoever makes it (the
 *   adapter, the Strapi panel, a script through the query engine). A text of three or more characters asks the
 *   index for the rows holding it in any of the searched columns (case folded), and the LIKE keeps only the rows it
 *   matches (the index folds Unicode case, SQLite's LOWER only ASCII). Shorter texts have no trigram: they are the
 *   plain LIKE, which the list indexes cover.
 * - PostgreSQL: one GIN index per searched column over the same `LOWER(column)` expression the LIKE reads, with
 *   pg_trgm's operator class; the planner answers the LIKE from them (and rechecks each row), so the query itself is
 *   unchanged. One index over all of a type's columns was costed so high that the planner always scanned instead.
 *   pg_trgm is created when missing; where the role may not create it, searches stay correct scans and start-up
 *   logs why.
 *
 * Made at every start (bootstrap, src/index.ts), like the list indexes: a table that a schema migration rebuilt
 * loses its triggers, and then its index is dropped, made again and filled from the table.
 */
import type { Core } from '@strapi/strapi';
import type { ContentUid } from './records';

/** The searched columns of each type, by attribute name: the lists' search fields are among them. */
export const TEXT_INDEXES = [
  { uid: 'api::blog.blog', fields: ['title', 'short_content'] },
  { uid: 'api::project.project', fields: ['title', 'client', 'category', 'location', 'short_content'] },
  { uid: 'api::service.service', fields: ['title', 'tagline', 'description'] },
  { uid: 'api::job-opening.job-opening', fields: ['title', 'role', 'location', 'about'] },
] as const satisfies readonly { uid: ContentUid; fields: readonly string[] }[];

/** The trigram tokenizer indexes runs of three characters: a shorter text matches no trigram. */
export const TRIGRAM = 3;

type Knex = Core.Strapi['db']['connection'];
type Builder = ReturnType<Knex['select']>;

interface Meta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

const metaOf = (strapi: Core.Strapi, uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;
const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

function columnOf(meta: Meta, uid: string, name: string): string {
  const column = meta.attributes[name]?.columnName;
  if (!column) throw new Error(`${uid} has no column for ${name}`);
  return column;
}

/** The FTS5 table of a type's table (SQLite). */
export const searchTableOf = (table: string) => `${table}_search`;
/** The trigram GIN index of one column of a type's table (PostgreSQL). */
export const trigramIndexOf = (table: string, column: string) => `${table}_${column}_trgm`;
/** The one index over all of a type's columns that earlier releases made: dropped where found. */
export const combinedTrigramIndexOf = (table: string) => `${table}_search_trgm`;

const indexOf = (uid: string) => TEXT_INDEXES.find((index) => index.uid === uid);

/** `text` as a LIKE pattern that finds it anywhere, its wildcards and escape character matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** The case-insensitive LIKE of one column (`??`) against a pattern (`?`), as the lists have always matched. */
export const likeSql = (strapi: Core.Strapi) =>
  isPostgres(strapi) ? 'LOWER(CAST(?? AS TEXT)) LIKE LOWER(?)' : "LOWER(??) LIKE LOWER(?) ESCAPE '\\'";

/** An FTS5 query for rows holding `text` in any of `columns`: one quoted phrase, so nothing in it is syntax. */
const ftsQuery = (columns: string[], text: string) => `{${columns.join(' ')}} : "${text.replace(/"/g, '""')}"`;

/**
 * Adds to `qb` (whose table is aliased `alias`) the condition that any of the type's `fields` contains `text`,
 * case-insensitively: the LIKE the lists have always used, and on SQLite, for a text of a trigram or more, the FTS5
 * lookup that narrows the rows to check to those the index holds the text in.
 */
export function whereContains(
  strapi: Core.Strapi,
  qb: Builder,
  uid: ContentUid,
  fields: readonly string[],
  text: string,
  alias = 't',
): void {
  const meta = metaOf(strapi, uid);
  const columns = fields.map((name) => columnOf(meta, uid, name));
  const pattern = containsPattern(text);
  const like = likeSql(strapi);
  qb.where((or) => {
    for (const column of columns) or.orWhereRaw(like, [`${alias}.${column}`, pattern]);
  });
  const indexed = indexOf(uid);
  if (isPostgres(strapi) || [...text].length < TRIGRAM || !indexed) return;
  if (!columns.every((column) => indexed.fields.some((name) => columnOf(meta, uid, name) === column)))
    throw new Error(`${uid}: searched fields ${fields.join(', ')} are not all in its text index`);
  const fts = searchTableOf(meta.tableName);
  qb.whereRaw(`??.id IN (SELECT rowid FROM ?? WHERE ?? MATCH ?)`, [alias, fts, fts, ftsQuery(columns, text)]);
}

/** The DDL of a type's FTS5 table and its three triggers (SQLite), by object name. */
function sqliteObjects(table: string, columns: string[]): Map<string, string> {
  const fts = searchTableOf(table);
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
  const remove = `INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`;
  const add = `INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});`;
  return new Map([
    [
      fts,
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
    ],
    [`${fts}_ai`, `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN ${add} END`],
    [`${fts}_ad`, `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN ${remove} END`],
    [`${fts}_au`, `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${list} ON ${table} BEGIN ${remove} ${add} END`],
  ]);
}

/** Makes (or remakes and fills) the FTS5 tables whose table or triggers are missing or differ; returns their names. */
async function ensureSqlite(strapi: Core.Strapi): Promise<string[]> {
  const knex = strapi.db.connection;
  const made: string[] = [];
  for (const { uid, fields } of TEXT_INDEXES) {
    const meta = metaOf(strapi, uid);
    const objects = sqliteObjects(
      meta.tableName,
      fields.map((name) => columnOf(meta, uid, name)),
    );
    const stored = (await knex('sqlite_master')
      .select('name', 'sql')
      .whereIn('name', [...objects.keys()])) as { name: string; sql: string }[];
    const current = new Map(stored.map((row) => [row.name, row.sql]));
    if ([...objects].every(([name, sql]) => current.get(name) === sql)) continue;
    const fts = searchTableOf(meta.tableName);
    await knex.transaction(async (trx) => {
      for (const name of [...objects.keys()].slice(1)) await trx.raw(`DROP TRIGGER IF EXISTS ${name}`);
      await trx.raw(`DROP TABLE IF EXISTS ${fts}`);
      for (const sql of objects.values()) await trx.raw(sql);
      await trx.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
    });
    made.push(fts);
  }
  return made;
}

/**
 * pg_trgm's schema, creating the extension when missing (in `public`, so a test's throwaway schema dropped with
 * CASCADE never takes it, and the indexes of other schemas, along); null, with the reason logged, when it cannot be.
 */
async function trigramSchema(strapi: Core.Strapi): Promise<string | null> {
  const knex = strapi.db.connection;
  const find = async () => {
    const { rows } = (await knex.raw(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )) as { rows: { schema: string }[] };
    return rows[0]?.schema ?? null;
  };
  const found = await find();
  if (found) return found;
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch (error) {
    strapi.log.warn(
      `Searches scan their tables: the pg_trgm extension is missing and this role may not create it ` +
        `(${(error as Error).message}). Run "CREATE EXTENSION pg_trgm" as a superuser, then restart the CMS.`,
    );
    return null;
  }
  return find();
}

/**
 * Why searches and lists will slow down on this server, or null: with autovacuum off nothing gathers the planner's
 * statistics, sets the visibility map the lists' index-only scans need, or merges the trigram indexes' pending
 * entries, so plans go wrong as tables grow (docs/deployment.md "PostgreSQL").
 */
export async function autovacuumAdvice(strapi: Core.Strapi): Promise<string | null> {
  const { rows } = (await strapi.db.connection.raw(`SELECT current_setting('autovacuum') AS value`)) as {
    rows: { value: string }[];
  };
  if (rows[0]?.value === 'on') return null;
  return (
    'PostgreSQL runs with autovacuum off: the planner works without statistics and searches and lists slow down ' +
    'as tables grow. Turn it on (the default), or run VACUUM ANALYZE after bulk loads and on a schedule.'
  );
}

/**
 * Makes each missing trigram GIN index (PostgreSQL), dropping the combined one of earlier releases, and analyzes
 * the tables that got one (the planner has no statistics on an index's expression until then); returns their names.
 */
async function ensurePostgres(strapi: Core.Strapi): Promise<string[]> {
  const advice = await autovacuumAdvice(strapi);
  if (advice) strapi.log.warn(advice);
  const trgm = await trigramSchema(strapi);
  if (!trgm) return [];
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName();
  const qualify = (name: string) => (schema ? `"${schema}"."${name}"` : `"${name}"`);
  // Strapi's schema inspector lists no expression index: the catalogue is asked, once for every type.
  const { rows } = (await knex.raw(
    'SELECT indexname FROM pg_indexes WHERE schemaname = COALESCE(?, current_schema())',
    [schema ?? null],
  )) as { rows: { indexname: string }[] };
  const existing = new Set(rows.map((row) => row.indexname));
  const made: string[] = [];
  for (const { uid, fields } of TEXT_INDEXES) {
    const meta = metaOf(strapi, uid);
    const before = made.length;
    const combined = combinedTrigramIndexOf(meta.tableName);
    if (existing.has(combined)) await knex.raw(`DROP INDEX IF EXISTS ${qualify(combined)}`);
    for (const field of fields) {
      const column = columnOf(meta, uid, field);
      const name = trigramIndexOf(meta.tableName, column);
      if (existing.has(name)) continue;
      // The very expression of likeSql, so the planner matches it (as TEXT: a varchar column cast to VARCHAR is
      // stored as a double cast the query's simplified form never matches); the operator class is named with its schema.
      await knex.raw(
        `CREATE INDEX IF NOT EXISTS "${name}" ON ${qualify(meta.tableName)} USING gin (LOWER(CAST("${column}" AS TEXT)) "${trgm}".gin_trgm_ops)`,
      );
      made.push(name);
    }
    if (made.length > before) await knex.raw(`ANALYZE ${qualify(meta.tableName)}`);
  }
  return made;
}

/** Makes whatever text index is missing, on this database; returns the names it made. */
export const ensureTextIndexes = (strapi: Core.Strapi): Promise<string[]> =>
  isPostgres(strapi) ? ensurePostgres(strapi) : ensureSqlite(strapi);
