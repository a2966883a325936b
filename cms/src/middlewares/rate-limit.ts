/**
 * Route middleware: the rate limits (see lib/rate-limit). Public forms: per client IP, each form
 * counted on its own. Login: per client IP, and per account (the normalized email), so neither a
 * changed body nor many addresses get around it. ctx.ip is the address the site's proxy forwards.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { fail } from '../lib/http';
import { accountKey, limits, MemoryStore, RedisStore, type Limit } from '../lib/rate-limit';

interface RateLimitConfig {
  kind?: 'login' | 'public-form';
}

const MESSAGES = {
  login: 'Too many login attempts. Please try again later.',
  'public-form': 'Too many requests. Please try again later.',
} as const;

export default (config: RateLimitConfig = {}, { strapi }: { strapi: Core.Strapi }) => {
  const kind = config.kind ?? 'public-form';
  const store = new RedisStore(new MemoryStore(), (message) => strapi.log.warn(message));

  /** The keys this request counts against, each with its limit. */
  const counters = (ctx: Context): [string, Limit][] => {
    if (kind === 'public-form') return [[`form:${ctx.path}:${ctx.ip}`, limits.publicForm()]];
    const account = accountKey((ctx.request as { body?: { email?: unknown } }).body?.email);
    return [
      [`login:ip:${ctx.ip}`, limits.loginPerIp()],
      ...(account ? [[`login:account:${account}`, limits.loginPerAccount()] as [string, Limit]] : []),
    ];
  };

  return async (ctx: Context, next: Next) => {
    // Every counter counts the attempt, even when an earlier one already refuses it.
    const verdicts = await Promise.all(counters(ctx).map(([key, { max, windowMs }]) => store.take(key, max, windowMs)));
    const refused = verdicts.filter((v) => !v.allowed);
    if (refused.length > 0) {
      ctx.set('Retry-After', String(Math.max(...refused.map((v) => v.retryAfter))));
      fail(ctx, 429, MESSAGES[kind]);
      return;
    }
    await next();
  };
};
