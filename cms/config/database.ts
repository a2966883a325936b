import path from 'path';
import type { Core } from '@strapi/strapi';
import { repoRoot } from '@cadmax/contract/env';
import { cmsEnv } from '../src/lib/env';
import { ownerOnlyDatabase } from '../src/lib/owner-only';

type SqliteConnection = { pragma?: (sql: string) => unknown };

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
        pool: { min: env.DATABASE_POOL_MIN, max: env.DATABASE_POOL_MAX },
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
