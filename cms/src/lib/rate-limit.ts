/**
 * A fixed-window counter per key (the client IP), in memory: one CMS process serves the site.
 * Keys are never taken from the body, so changing the email or form fields cannot reset a count.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; false when the key is over the limit for the current window. */
  take(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.prune(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return this.max >= 1;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  /** Seconds until the key's window ends (for Retry-After). */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 1;
  }

  private prune(now: number): void {
    // Bounded memory: drop finished windows whenever a new one starts.
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Login: LOGIN_RATE_MAX attempts per LOGIN_RATE_WINDOW_MS (default 10 per 15 minutes). */
export const loginLimiter = () =>
  new RateLimiter(positiveInt(process.env.LOGIN_RATE_MAX, 10), positiveInt(process.env.LOGIN_RATE_WINDOW_MS, 15 * 60_000));

/** Public forms: PUBLIC_FORM_RATE_MAX per PUBLIC_FORM_RATE_WINDOW_MS (default 30 per 10 minutes). */
export const publicFormLimiter = () =>
  new RateLimiter(positiveInt(process.env.PUBLIC_FORM_RATE_MAX, 30), positiveInt(process.env.PUBLIC_FORM_RATE_WINDOW_MS, 10 * 60_000));
