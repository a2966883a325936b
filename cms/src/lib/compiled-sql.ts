/**
 * SQL compiled once and run on statements prepared once: the lean reads' and the form inserts' way past Knex's
 * per-query cost (docs/performance.md). Knex builds and compiles the same SQL text on every call of the same
 * query, and on SQLite prepares every statement anew and runs it through its query runner; a query here is
 * compiled by Knex the first time, then taken from a bounded map, and on SQLite runs on a statement prepared once
 * per connection, with Knex's own binding conversion. PostgreSQL runs it as Knex's raw query.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

export type DbRow = Record<string, unknown>;

/** A query's SQL as Knex compiled it, with its bindings (`?` placeholders on both dialects). */
export interface Compiled {
  sql: string;
  bindings: readonly unknown[];
}

export const compile = (qb: Knex.QueryBuilder): Compiled => {
  const { sql, bindings } = qb.toSQL();
  return { sql, bindings };
};

/**
 * Compiled queries, per Strapi instance, by what the query asks (its kind, type, columns, conditions, order and
 * page). Bounded, oldest dropped first: searches make new keys.
 */
const COMPILED_MAX = 1000;
const compiledQueries = new WeakMap<Core.Strapi, Map<string, unknown>>();

export function compiledOnce<R>(strapi: Core.Strapi, key: unknown[], build: () => R): R {
  let cache = compiledQueries.get(strapi);
  if (!cache) compiledQueries.set(strapi, (cache = new Map()));
  const text = JSON.stringify(key);
  let query = cache.get(text) as R | undefined;
  if (!query) {
    query = build();
    if (cache.size >= COMPILED_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(text, query);
  }
  return query;
}

interface SqliteStatement {
  /** Whether the statement returns rows (a select) or not (an insert without RETURNING). */
  reader: boolean;
  all(bindings: unknown[]): DbRow[];
  run(bindings: unknown[]): unknown;
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
interface KnexClient {
  driverName?: string;
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
  _formatBindings(bindings: readonly unknown[]): unknown[];
}

/** Prepared statements per SQLite connection, by SQL text (bounded: a few shapes per query). */
const STATEMENTS_MAX = 500;
const statements = new WeakMap<object, Map<string, SqliteStatement>>();

/**
 * Runs compiled SQL, in `on`'s transaction when given (its client hands out the transaction's connection), and
 * resolves with the rows it returns ([] for a write).
 */
export async function execute(
  strapi: Core.Strapi,
  { sql, bindings }: Compiled,
  on: Knex = strapi.db.connection,
): Promise<DbRow[]> {
  const client = on.client as unknown as KnexClient;
  if (client.driverName !== 'better-sqlite3') {
    const result = (await on.raw(sql, bindings as unknown[])) as { rows: DbRow[] };
    return result.rows;
  }
  const connection = (await client.acquireConnection()) as SqliteConnection;
  try {
    let cache = statements.get(connection);
    if (!cache) statements.set(connection, (cache = new Map()));
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= STATEMENTS_MAX) cache.delete(cache.keys().next().value as string);
      statement = connection.prepare(sql);
      cache.set(sql, statement);
    }
    const values = client._formatBindings(bindings);
    if (statement.reader) return statement.all(values);
    statement.run(values);
    return [];
  } finally {
    await client.releaseConnection(connection);
  }
}
