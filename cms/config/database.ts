import path from 'path';
import type { Core } from '@strapi/strapi';
import { repoRoot } from '@cadmax/contract/env';
import { cmsEnv } from '../src/lib/env';
import { ownerOnlyDatabase } from '../src/lib/owner-only';

type SqliteConnection = { pragma?: (sql: string) => unknown };
type PgConnection = { query: (sql: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };
type Done = (err?: Error, conn?: unknown) => void;

/** The schemas this process has seen exist: later connections skip the look-up. */
const schemasReady = new Set<string>();

/**
 * Makes DATABASE_SCHEMA when it is missing, on the pool's first connection, before Strapi's migrations use it. Looked
 * up first: CREATE SCHEMA IF NOT EXISTS wants the CREATE privilege even when the schema exists, which a role that only
 * owns its schema lacks. Two instances starting at once may both create it: the loser's duplicate is success.
 */
async function ensureSchema(conn: PgConnection, schema: string): Promise<void> {
  if (schemasReady.has(schema)) return;
  const { rows } = await conn.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  if (rows.length === 0) {
    const quoted = `"${schema.replace(/"/g, '""')}"`;
    try {
      await conn.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 23505/42P06: another instance made it in between.
      if (code !== '23505' && code !== '42P06')
        throw new Error(
          `The PostgreSQL schema ${quoted} (DATABASE_SCHEMA) does not exist and this role may not create it ` +
            `(${(error as Error).message}): run CREATE SCHEMA ${quoted} AUTHORIZATION <the CMS's role>; as its owner or a superuser.`,
        );
    }
  }
  schemasReady.add(schema);
}

const config = (): Core.Config.Database => {
  const env = cmsEnv();
  const client = env.DATABASE_CLIENT;

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        // The connection string carries host, user and database; Strapi's type lists them separately.
        connection: {
          connectionString: env.DATABASE_URL,
          schema: env.DATABASE_SCHEMA,
        } as unknown as Core.Config.Database<'postgres'>['connection']['connection'],
        pool: {
          min: env.DATABASE_POOL_MIN,
          max: env.DATABASE_POOL_MAX,
          afterCreate: (conn: unknown, done: Done) => {
            ensureSchema(conn as PgConnection, env.DATABASE_SCHEMA).then(
              () => done(undefined, conn),
              (error: Error) => {
                // The pool retries a failed connection until its timeout, whose own error would hide this one.
                console.error(error.message);
                done(error, conn);
              },
            );
          },
        },
        acquireConnectionTimeout: env.DATABASE_CONNECTION_TIMEOUT,
      },
    };
  }
  // From the root, as the scripts read it, wherever the CMS was started from (`npm start`, `strapi start` in cms/).
  const filename = path.resolve(repoRoot(), env.DATABASE_FILENAME ?? path.join('.tmp', 'data.db'));
  // Other local users must not read the database: 0600, and SQLite gives its WAL the same.
  ownerOnlyDatabase(filename);
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        // WAL roughly doubles write throughput here; NORMAL is durable across process crashes in WAL mode.
        afterCreate: (raw: unknown, done: Done) => {
          const conn = raw as SqliteConnection;
          try {
            conn.pragma?.('journal_mode = WAL');
            conn.pragma?.('synchronous = NORMAL');
            conn.pragma?.('busy_timeout = 5000');
            done(undefined, conn);
          } catch (err) {
            done(err as Error, conn);
          }
        },
      },
    },
  };
};

export default config;
