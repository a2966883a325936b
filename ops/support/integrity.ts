/**
 * The database's own consistency check, run after a crash: SQLite's `PRAGMA integrity_check` and
 * `foreign_key_check`, or on PostgreSQL amcheck's `bt_index_check` over every B-tree index of the
 * deployment's schema (heap pages are protected by the WAL; indexes are where torn writes would show).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { CMS_DIR } from './processes';

interface SqliteDatabase {
  pragma(sql: string): unknown[];
  close(): void;
}
type SqliteConstructor = new (file: string) => SqliteDatabase;

/** Problems found; an empty list means the database is consistent. */
export async function integrityProblems(env: NodeJS.ProcessEnv): Promise<string[]> {
  if (env.DATABASE_CLIENT === 'postgres') return postgresProblems(env.DATABASE_URL!, env.DATABASE_SCHEMA!);
  // better-sqlite3 is the CMS's own driver, installed in its workspace.
  const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3') as SqliteConstructor;
  // Read-write, as the restarted CMS opens it: SQLite replays the WAL left by the crash on open.
  const db = new Database(env.DATABASE_FILENAME!);
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
    const foreignKeys = (db.pragma('foreign_key_check') as { table: string }[]).map(
      (r) => `foreign key broken in ${r.table}`,
    );
    return [...integrity.filter((r) => r !== 'ok'), ...foreignKeys];
  } finally {
    db.close();
  }
}

async function postgresProblems(url: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS amcheck');
    const { rows } = await client.query<{ index: string }>(
      `SELECT c.oid::regclass::text AS index FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_am am ON am.oid = c.relam
       WHERE n.nspname = $1 AND am.amname = 'btree' AND i.indisvalid`,
      [schema],
    );
    if (rows.length === 0) return [`no indexes found in schema ${schema}`];
    const problems: string[] = [];
    for (const { index } of rows) {
      try {
        await client.query('SELECT bt_index_check($1::regclass, true)', [index]);
      } catch (error) {
        problems.push(`${index}: ${(error as Error).message}`);
      }
    }
    return problems;
  } finally {
    await client.end();
  }
}
