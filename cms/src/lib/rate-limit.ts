/**
 * Fixed-window counters for the rate limits. Keys are built by the caller from the client IP or the
 * normalized login email, never from anything a client can vary freely. With REDIS_URL set the
 * counters live in Redis, so the limits hold across every CMS instance; if Redis fails, the instance
 * counts in memory until it is back (the limit then holds per instance, and the site stays up).
 */
import { createHash } from 'node:crypto';
import { redis, redisKey } from './redis';
import { normalizeLoginEmail } from './validation';

export interface Verdict {
  allowed: boolean;
  /** Seconds until the key's window ends (for Retry-After). */
  retryAfter: number;
}

export interface LimitStore {
  /** Counts one attempt against `key` and says whether it is within `max` per `windowMs`. */
  take(key: string, max: number, windowMs: number): Promise<Verdict>;
}

export class MemoryStore implements LimitStore {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  take(key: string, max: number, windowMs: number): Promise<Verdict> {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.prune(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return Promise.resolve({ allowed: entry.count <= max, retryAfter: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) });
  }

  private prune(now: number): void {
    // Bounded memory: drop finished windows whenever a new one starts.
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

// INCR and the expiry in one atomic step: two instances can never both start the same window.
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export class RedisStore implements LimitStore {
  private warned = false;

  constructor(
    private readonly fallback: LimitStore = new MemoryStore(),
    private readonly log: (message: string) => void = console.warn,
  ) {}

  async take(key: string, max: number, windowMs: number): Promise<Verdict> {
    const client = redis();
    if (!client) return this.fallback.take(key, max, windowMs);
    try {
      const [count, ttl] = (await client.eval(TAKE_SCRIPT, 1, redisKey(`rl:${key}`), windowMs)) as [number, number];
      this.warned = false;
      return { allowed: count <= max, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    } catch (error) {
      if (!this.warned) this.log(`[rate-limit] Redis unavailable, counting in memory: ${(error as Error).message}`);
      this.warned = true;
      return this.fallback.take(key, max, windowMs);
    }
  }
}

/** What a refused attempt answers (429, with Retry-After). */
export const LIMIT_MESSAGES = {
  login: 'Too many login attempts. Please try again later.',
  'public-form': 'Too many requests. Please try again later.',
} as const;

const stores = new WeakMap<object, LimitStore>();

/**
 * The one store of a CMS instance: the login route and the current-password checks of the admin
 * routes count in the same counters, also when Redis is down and each counts in memory.
 */
export function limitStore(owner: object, log: (message: string) => void): LimitStore {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new RedisStore(new MemoryStore(), log)));
  return store;
}

/** The login counters an attempt counts against: its client, and the account it names. */
export function loginCounters(ip: string, email: unknown): [string, Limit][] {
  const account = accountKey(email);
  return [
    [`login:ip:${ip}`, limits.loginPerIp()],
    ...(account ? [[`login:account:${account}`, limits.loginPerAccount()] as [string, Limit]] : []),
  ];
}

/** Counts the attempt against every counter (even when an earlier one already refuses); null when all allow it. */
export async function takeAll(store: LimitStore, counters: [string, Limit][]): Promise<Verdict | null> {
  const verdicts = await Promise.all(counters.map(([key, { max, windowMs }]) => store.take(key, max, windowMs)));
  const refused = verdicts.filter((v) => !v.allowed);
  return refused.length ? { allowed: false, retryAfter: Math.max(...refused.map((v) => v.retryAfter)) } : null;
}

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export interface Limit {
  max: number;
  windowMs: number;
}

/** Read at each start, so tests and the bench can change them through the environment. */
export const limits = {
  /** Login attempts per client IP: LOGIN_RATE_MAX per LOGIN_RATE_WINDOW_MS (default 10 per 15 minutes). */
  loginPerIp: (): Limit => ({
    max: positiveInt(process.env.LOGIN_RATE_MAX, 10),
    windowMs: positiveInt(process.env.LOGIN_RATE_WINDOW_MS, 15 * 60_000),
  }),
  /** Login attempts per account, from any number of IPs: LOGIN_ACCOUNT_RATE_MAX (default 20) in the same window. */
  loginPerAccount: (): Limit => ({
    max: positiveInt(process.env.LOGIN_ACCOUNT_RATE_MAX, 20),
    windowMs: positiveInt(process.env.LOGIN_RATE_WINDOW_MS, 15 * 60_000),
  }),
  /** Each public form per client IP: PUBLIC_FORM_RATE_MAX per PUBLIC_FORM_RATE_WINDOW_MS (default 30 per 10 minutes). */
  publicForm: (): Limit => ({
    max: positiveInt(process.env.PUBLIC_FORM_RATE_MAX, 30),
    windowMs: positiveInt(process.env.PUBLIC_FORM_RATE_WINDOW_MS, 10 * 60_000),
  }),
};

/**
 * The account key: the email exactly as the login looks it up (normalizeLoginEmail), so case, spaces
 * and look-alike forms cannot start a new count. Hashed, so the shared store holds no email addresses.
 */
export const accountKey = (email: unknown): string | null => {
  const normalized = normalizeLoginEmail(email);
  return normalized ? createHash('sha256').update(normalized).digest('base64url').slice(0, 22) : null;
};

