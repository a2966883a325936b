import path from 'path';
import type { Core } from '@strapi/strapi';
import { parseEnv } from '@cadmax/contract/env';
import { ownerOnlyDatabase } from '../src/lib/owner-only';

type SqliteConnection = { pragma?: (sql: string) => unknown };

const config = (): Core.Config.Database => {
  const env = parseEnv();
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
        pool: { min: env.DATABASE_POOL_MIN, max: env.DATABASE_POOL_MAX },
        acquireConnectionTimeout: env.DATABASE_CONNECTION_TIMEOUT,
      },
    };
  }
  // path.resolve (not join on __dirname): the compiled config lives in dist/config, tests boot from elsewhere.
  const filename = path.resolve(env.DATABASE_FILENAME ?? path.resolve(__dirname, '..', '..', '.tmp', 'data.db'));
  // Other local users must not read the database (issue 24): 0600, and SQLite gives its WAL the same.
  ownerOnlyDatabase(filename);
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        // WAL roughly doubles write throughput here; NORMAL is durable across process crashes in WAL mode.
        afterCreate: (raw: unknown, done: (err?: Error, conn?: unknown) => void) => {
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
