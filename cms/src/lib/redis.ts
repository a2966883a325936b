/**
 * The optional Redis that several CMS instances share (REDIS_URL): the rate-limit counters and the
 * public-cache invalidation messages. Unset, each instance keeps both in memory (one instance serves
 * the site). Connections are made on first use and closed when Strapi stops.
 *
 * Redis degrades, never blocks: every command on the command connection fails after
 * REDIS_COMMAND_TIMEOUT_MS, down or hung alike, and its caller falls back to memory; readiness reports it. The command
 * connection is opened at start (connectRedis), so a new instance's first requests count where the others' do.
 */
import Redis from 'ioredis';
import { envValue } from '@cadmax/contract/env';

let client: Redis | null = null;
const subscribers: Redis[] = [];

export const redisUrl = (): string => envValue('REDIS_URL') ?? '';

/** Keys and channels start with REDIS_PREFIX, so several sites (or test runs) can share one Redis. */
export const redisKey = (name: string): string => `${envValue('REDIS_PREFIX')}${name}`;

/**
 * The longest a request waits on one Redis command (a hung Redis: a stopped process, a full network buffer,
 * DEBUG SLEEP). Then the command fails and its caller counts in memory. Defined here only; docs/deployment.md.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** The longest one connection attempt takes, and the longest a start waits for Redis before it goes on without. */
const CONNECT_TIMEOUT_MS = 2_000;

const options = {
  // A request waits for at most one retry: when Redis is down, callers fall back at once instead of queueing.
  maxRetriesPerRequest: 1,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  enableOfflineQueue: false,
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
};

/** Connection errors reach the callers as failed commands (and are logged there once), not as a log line per retry. */
const quiet = (connection: Redis): Redis => connection.on('error', () => undefined);

/** The command connection, or null when REDIS_URL is unset. */
export function redis(): Redis | null {
  const url = redisUrl();
  if (!url) return null;
  client ??= quiet(new Redis(url, options));
  return client;
}

/**
 * Opens the command connection and waits until it is ready, at most CONNECT_TIMEOUT_MS; false when REDIS_URL is unset
 * or Redis did not answer in time (the start goes on, degraded, as in an outage). Without it, the connection was first
 * made by a request, which failed at once (no offline queue) and was counted in this instance's memory alone: a new
 * instance let a client past a limit the others had already counted (cms/tests/shared-redis.test.ts).
 */
export async function connectRedis(): Promise<boolean> {
  const client = redis();
  if (!client) return false;
  if (client.status === 'ready') return true;
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), CONNECT_TIMEOUT_MS);
    client.once('ready', onReady);
  });
}

/** A connection in subscriber mode (Redis allows no other commands on it). */
export function redisSubscriber(): Redis | null {
  const url = redisUrl();
  if (!url) return null;
  // The offline queue stays on here: SUBSCRIBE is sent again once the connection is up.
  // No command timeout either: no request waits on it, and a SUBSCRIBE that timed out would not be sent again.
  const sub = quiet(
    new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined }),
  );
  subscribers.push(sub);
  return sub;
}

export async function closeRedis(): Promise<void> {
  const all = [client, ...subscribers.splice(0)].filter((c): c is Redis => c !== null);
  client = null;
  // QUIT waits for a connection that may never come (Redis down): only a connected client says goodbye.
  await Promise.all(all.map((c) => (c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect())));
}
