/**
 * Route middleware: per-IP limits for login and the public forms (see lib/rate-limit). Each route
 * that lists it gets its own counter. Keyed on ctx.ip only (behind the site's proxy, the address it
 * forwards), never on the body.
 */
import type { Context, Next } from 'koa';
import { fail } from '../lib/http';
import { loginLimiter, publicFormLimiter } from '../lib/rate-limit';

interface RateLimitConfig {
  kind?: 'login' | 'public-form';
}

const MESSAGES = {
  login: 'Too many login attempts. Please try again later.',
  'public-form': 'Too many requests. Please try again later.',
} as const;

export default (config: RateLimitConfig = {}) => {
  const kind = config.kind ?? 'public-form';
  const limiter = kind === 'login' ? loginLimiter() : publicFormLimiter();
  return async (ctx: Context, next: Next) => {
    if (!limiter.take(ctx.ip)) {
      ctx.set('Retry-After', String(limiter.retryAfter(ctx.ip)));
      fail(ctx, 429, MESSAGES[kind]);
      return;
    }
    await next();
  };
};
