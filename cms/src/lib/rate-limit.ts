/**
 * The rate limits, counted by rate-limiter-flexible in fixed windows. Keys are built by the caller from
 * the client IP or the normalized login email, never from anything a client can vary freely. With
 * REDIS_URL set the counters live in Redis (RateLimiterRedis), so the limits hold across every CMS
 * instance; if Redis fails, the instance counts in memory until it is back (its insurance limiter: the
 * limit then holds per instance, and the site stays up). Without Redis, memory only (RateLimiterMemory).
 * The limits themselves are read once per start from config/rate-limits.ts.
 */
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
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

/** The memory counters that stand in while Redis is unreachable; tells the store each time it counts. */
class Insurance extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(
    key: string | number,
    points?: number,
    options?: { [key: string]: unknown },
  ): Promise<RateLimiterRes> {
    this.onUse();
    return super.consume(key, points, options);
  }
}

/** rate-limiter-flexible counts in whole seconds (Redis: EX): a window is rounded up to one. */
const seconds = (windowMs: number): number => Math.max(1, Math.ceil(windowMs / 1000));

function storeFor(limits: RateLimits, log: (message: string) => void): LimitStore {
  const client = redis();
  // One warning per outage for the whole store, whichever limit noticed it first.
  let warned = false;
  client?.on('ready', () => {
    warned = false;
  });
  const onFallback = () => {
    redisFallbacks.labels('rate_limit').inc();
    if (warned) return;
    warned = true;
    log(`[rate-limit] Redis unavailable (connection ${client?.status}), counting in memory`);
  };

  const limiter = ({ max, windowMs }: Limit): RateLimiterAbstract => {
    const options = { points: max, duration: seconds(windowMs) };
    if (!client) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: client,
      // The keys are `<REDIS_PREFIX>rl:<key>`: one prefix for several sites or test runs on one Redis.
      keyPrefix: redisKey('rl'),
      // Not connected: the memory counters answer at once instead of a request waiting on Redis.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new Insurance(options, onFallback),
    });
  };
  const limiters = {
    loginPerIp: limiter(limits.loginPerIp),
    loginPerAccount: limiter(limits.loginPerAccount),
    publicForm: limiter(limits.publicForm),
    pageView: limiter(limits.pageView),
  } satisfies Record<LimitName, RateLimiterAbstract>;

  const verdict = (res: RateLimiterRes, allowed: boolean): Verdict => ({
    allowed,
    retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    take: (key, limit) =>
      limiters[limit].consume(key).then(
        (res) => verdict(res, true),
        (reason: unknown) => {
          // Refused: the counter's state. Anything else is a fault of the memory counters, not an answer.
          if (reason instanceof RateLimiterRes) return verdict(reason, false);
          throw reason;
        },
      ),
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
