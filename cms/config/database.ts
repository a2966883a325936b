import path from 'path';
import type { Core } from '@strapi/strapi';
import { ownerOnlyDatabase } from '../src/lib/owner-only';

type SqliteConnection = { pragma?: (sql: string) => unknown };

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        // The connection string carries host, user and database; Strapi's type lists them separately.
        connection: {
          connectionString: env('DATABASE_URL'),
          schema: env('DATABASE_SCHEMA', 'public'),
        } as unknown as Core.Config.Database<'postgres'>['connection']['connection'],
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "sqlite" or "postgres".`);
  }

  // path.resolve (not join on __dirname): the compiled config lives in dist/config, tests boot from elsewhere.
  const filename = path.resolve(env('DATABASE_FILENAME', path.resolve(__dirname, '..', '..', '.tmp', 'data.db')));
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
