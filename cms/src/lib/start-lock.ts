/**
 * One CMS instance at a time through a start's database work: Strapi's schema sync (creating or altering the tables),
 * the accounts and roles made at the first start, and the first-start seed (seed/first-start.ts). Several instances
 * started together on an empty PostgreSQL database would otherwise race to create the same tables, and seed twice.
 *
 * On PostgreSQL a session advisory lock, per schema, taken on a connection of its own (outside the pool, which it
 * would otherwise narrow) in the app's `register`, before Strapi's bootstrap syncs the schema, and given back at the
 * end of its `bootstrap`: an instance starting meanwhile waits for it, then finds the tables made and the content
 * there. A process that dies holding it loses its connection, and with it the lock. SQLite serves one process per
 * file: nothing to wait for.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { envValue } from '@cadmax/contract/env';

interface Held {
  knex: Knex;
  connection: unknown;
  key: string;
}

let held: Held | null = null;

const lockKey = () => `cadmax:start:${envValue('DATABASE_SCHEMA')}`;

/** Waits until no other instance is starting on this database, then holds the lock. */
export async function takeStartLock(strapi: Core.Strapi): Promise<void> {
  if (envValue('DATABASE_CLIENT') !== 'postgres' || held) return;
  const knex = strapi.db.connection;
  const key = lockKey();
  const connection = await knex.client.acquireRawConnection();
  try {
    const tried = await knex.raw('SELECT pg_try_advisory_lock(hashtext(?)) AS got', [key]).connection(connection);
    if (!(tried.rows as { got: boolean }[])[0].got) {
      strapi.log.info('Another CMS instance is starting on this database: waiting for it to finish');
      await knex.raw('SELECT pg_advisory_lock(hashtext(?))', [key]).connection(connection);
    }
  } catch (error) {
    await knex.client.destroyRawConnection(connection);
    throw error;
  }
  held = { knex, connection, key };
}

/** Lets the next instance start (a no-op when none is held). */
export async function releaseStartLock(): Promise<void> {
  const lock = held;
  held = null;
  if (!lock) return;
  try {
    await lock.knex.raw('SELECT pg_advisory_unlock(hashtext(?))', [lock.key]).connection(lock.connection);
  } finally {
    await lock.knex.client.destroyRawConnection(lock.connection);
  }
}

/**
 * Runs `task` holding the lock (the seed script: no instance starts while it writes).
 * @public loaded by scripts/seed.mjs from the compiled CMS
 */
export async function withStartLock<T>(strapi: Core.Strapi, task: () => Promise<T>): Promise<T> {
  await takeStartLock(strapi);
  try {
    return await task();
  } finally {
    await releaseStartLock();
  }
}
