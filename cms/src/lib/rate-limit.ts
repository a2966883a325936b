/**
 * The rate limits, counted by rate-limiter-flexible in fixed windows. Keys are built by the caller from
 * the client IP or the normalized login email, never from anything a client can vary freely. The limits themselves
 * are read once per start from config/rate-limits.ts. Without REDIS_URL, each instance counts in memory.
 *
 * With REDIS_URL set the counters live in Redis (RateLimiterRedis), so the limits hold across every CMS instance, and
 * no more than the allowance gets through however Redis fails:
 * - every attempt is counted in this instance's memory too, and refused there past the allowance before Redis is
 *   asked: one instance never lets a client through more than the allowance, whichever answered for the others;
 * - when Redis does not answer in time (down, hung, or slow past REDIS_COMMAND_TIMEOUT_MS under load), the instance
 *   decides from its own count against its share of the allowance: the allowance divided by the instances that
 *   share the Redis (each marks itself there every INSTANCE_MARK_MS; the last count seen stands while Redis is out),
 *   rounded down. So N instances cut off from Redis let through the allowance in all, not N times it. Rounded down, an
 *   allowance smaller than the number of instances refuses everything until Redis answers.
 * A window in which Redis comes back may add what Redis did not see: at most twice the allowance, never N times.
 */
import crypto, { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimitKey } from './client-ip';
import { rateLimitRefusals, redisFallbacks } from './metrics';
import { redis, redisKey } from './redis';
import { normalizeLoginEmail } from './validation';

export interface Limit {
  max: number;
  windowMs: number;
}

/** The limits by name: config/rate-limits.ts. */
export interface RateLimits {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  publicForm: Limit;
  pageView: Limit;
}

export type LimitName = keyof RateLimits;

/** One key an attempt counts against, and the limit that key is held to. */
export type Counter = [key: string, limit: LimitName];

export interface Verdict {
  allowed: boolean;
  /** Whole seconds until the key's window ends (for Retry-After). */
  retryAfter: number;
}

/** What a refused attempt answers (429, with Retry-After). */
export const LIMIT_MESSAGES = {
  login: 'Too many login attempts. Please try again later.',
  'public-form': 'Too many requests. Please try again later.',
  'page-view': 'Too many requests. Please try again later.',
} as const;

export interface LimitStore {
  /** Counts one attempt against `key` and says whether it is within its limit. */
  take(key: string, limit: LimitName): Promise<Verdict>;
}

/** rate-limiter-flexible counts in whole seconds (Redis: EX): a window is rounded up to one. */
const seconds = (windowMs: number): number => Math.max(1, Math.ceil(windowMs / 1000));

/**
 * How often each instance marks itself in Redis (`<REDIS_PREFIX>rl:instances`, a sorted set of instance ids by the
 * time of their last mark), and how long a mark counts: the instances sharing the limits are those marked within it.
 */
export const INSTANCE_MARK_MS = 5_000;
const INSTANCE_SEEN_MS = 4 * INSTANCE_MARK_MS;

/**
 * The number of CMS instances counting in this Redis, as last seen (at least this one): refreshed by this instance's
 * mark, kept as it was while Redis does not answer. The timer ends with the connection (lib/redis closes it on stop).
 */
function instancesOn(client: Redis): () => number {
  const id = crypto.randomUUID();
  const key = redisKey('rl:instances');
  let known = 1;
  const mark = () => {
    if (client.status === 'end') return clearInterval(timer);
    const now = Date.now();
    // Through a promise: a connection that is not writable may refuse at once, not only in the answer.
    Promise.resolve()
      .then(() =>
        client
          .multi()
          .zadd(key, now, id)
          .zremrangebyscore(key, '-inf', now - INSTANCE_SEEN_MS)
          .zcard(key)
          .pexpire(key, INSTANCE_SEEN_MS)
          .exec(),
      )
      .then((results) => {
        const count = results?.[2]?.[1];
        if (typeof count === 'number') known = Math.max(1, count);
      })
      // Not answered: the last count stands (the next mark tries again).
      .catch(() => undefined);
  };
  const timer = setInterval(mark, INSTANCE_MARK_MS);
  timer.unref();
  mark();
  // Connected (again): counted at once, not a mark later.
  client.on('ready', mark);
  return () => known;
}

const verdict = (res: RateLimiterRes, allowed: boolean): Verdict => ({
  allowed,
  retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/** Counts one attempt; resolves with the counter's state and whether it was within the limit. */
const consume = (limiter: RateLimiterAbstract, key: string): Promise<{ res: RateLimiterRes; allowed: boolean }> =>
  limiter.consume(key).then(
    (res) => ({ res, allowed: true }),
    (reason: unknown) => {
      // Refused: the counter's state. Anything else (Redis not answering) is for the caller.
      if (reason instanceof RateLimiterRes) return { res: reason, allowed: false };
      throw reason;
    },
  );

function storeFor(limits: RateLimits, log: (message: string) => void): LimitStore {
  const names = Object.keys(limits) as LimitName[];
  const each = <T>(make: (limit: Limit) => T) =>
    Object.fromEntries(names.map((name) => [name, make(limits[name])])) as Record<LimitName, T>;
  const options = ({ max, windowMs }: Limit) => ({ points: max, duration: seconds(windowMs) });

  // This instance's own count of every attempt: the whole limit without Redis, the pre-check (and the fallback) with it.
  const local = each((limit) => new RateLimiterMemory(options(limit)));
  const client = redis();
  if (!client) {
    return {
      take: async (key, limit) => {
        const { res, allowed } = await consume(local[limit], key);
        return verdict(res, allowed);
      },
    };
  }

  const shared = each(
    (limit) =>
      new RateLimiterRedis({
        ...options(limit),
        storeClient: client,
        // The keys are `<REDIS_PREFIX>rl:<key>`: one prefix for several sites or test runs on one Redis.
        keyPrefix: redisKey('rl'),
        // Not connected: rejected at once (and decided below) instead of a request waiting on Redis.
        rejectIfRedisNotReady: true,
      }),
  );
  const instances = instancesOn(client);
  // One warning per outage for the whole store, whichever limit noticed it first.
  let warned = false;
  client.on('ready', () => {
    warned = false;
  });
  const onFallback = () => {
    redisFallbacks.labels('rate_limit').inc();
    if (warned) return;
    warned = true;
    log(
      `[rate-limit] Redis unavailable (connection ${client.status}), counting in memory: each of ${instances()} ` +
        'instance(s) takes its share of each limit',
    );
  };

  return {
    take: async (key, limit) => {
      const mine = await consume(local[limit], key);
      if (!mine.allowed) return verdict(mine.res, false);
      try {
        const { res, allowed } = await consume(shared[limit], key);
        return verdict(res, allowed);
      } catch {
        onFallback();
        // This instance's share of the allowance, against its own count of the window (this attempt included).
        const share = Math.floor(limits[limit].max / instances());
        return verdict(mine.res, mine.res.consumedPoints <= share);
      }
    },
  };
}

const stores = new WeakMap<Core.Strapi, LimitStore>();

/**
 * The one store of a CMS instance: the login route and the current-password checks of the admin
 * routes count in the same counters, also when Redis is down and each counts in memory.
 */
export function limitStore(strapi: Core.Strapi, log: (message: string) => void): LimitStore {
  let store = stores.get(strapi);
  if (!store) stores.set(strapi, (store = storeFor(strapi.config.get<RateLimits>('rate-limits'), log)));
  return store;
}

/** The login counters an attempt counts against: its client (an IPv6 client by its /64), and the account it names. */
export function loginCounters(ip: string, email: unknown): Counter[] {
  const account = accountKey(email);
  return [
    [`login:ip:${rateLimitKey(ip)}`, 'loginPerIp'],
    ...(account ? [[`login:account:${account}`, 'loginPerAccount'] as Counter] : []),
  ];
}

/** Counts the attempt against every counter (even when an earlier one already refuses); null when all allow it. */
export async function takeAll(store: LimitStore, counters: Counter[]): Promise<Verdict | null> {
  const verdicts = await Promise.all(counters.map(([key, limit]) => store.take(key, limit)));
  verdicts.forEach((v, i) => {
    if (!v.allowed) rateLimitRefusals.labels(counters[i][1]).inc();
  });
  const refused = verdicts.filter((v) => !v.allowed);
  return refused.length ? { allowed: false, retryAfter: Math.max(...refused.map((v) => v.retryAfter)) } : null;
}

/**
 * The account key: the email exactly as the login looks it up (normalizeLoginEmail), so case, spaces
 * and look-alike forms cannot start a new count. Hashed, so the shared store holds no email addresses.
 */
export const accountKey = (email: unknown): string | null => {
  const normalized = normalizeLoginEmail(email);
  return normalized ? createHash('sha256').update(normalized).digest('base64url').slice(0, 22) : null;
};
