/**
 * Route middleware: the rate limits (see lib/rate-limit). Public forms: per client IP, each form
 * counted on its own; page views (D-14.3) per client IP. Login: per client IP, and per account (the normalized email), so neither a
 * changed body nor many addresses get around it. ctx.ip is the client address (lib/client-ip:
 * X-Forwarded-For counts only from TRUSTED_PROXIES); an IPv6 client counts by its /64 (rateLimitKey).
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { rateLimitKey } from '../lib/client-ip';
import { fail } from '../lib/http';
import { LIMIT_MESSAGES, limitStore, loginCounters, takeAll, type Counter } from '../lib/rate-limit';

interface RateLimitConfig {
  kind?: 'login' | 'public-form' | 'page-view';
}

/**
 * The form a request counts against: the matched route (method and declared path), never the raw
 * path, which the router matches case-insensitively and with a trailing slash.
 */
function formKey(ctx: Context): string {
  const route = (ctx.state as { route?: { method?: string; path?: string } }).route;
  return route?.path ? `${route.method ?? ''}${route.path}` : ctx.path.toLowerCase().replace(/\/+$/, '');
}

export default (config: RateLimitConfig = {}, { strapi }: { strapi: Core.Strapi }) => {
  const kind = config.kind ?? 'public-form';
  const store = limitStore(strapi, (message) => strapi.log.warn(message));

  /** The keys this request counts against, each with its limit. */
  const counters = (ctx: Context): Counter[] => {
    if (kind === 'public-form') return [[`form:${formKey(ctx)}:${rateLimitKey(ctx.ip)}`, 'publicForm']];
    if (kind === 'page-view') return [[`view:${rateLimitKey(ctx.ip)}`, 'pageView']];
    return loginCounters(ctx.ip, (ctx.request as { body?: { email?: unknown } }).body?.email);
  };

  return async (ctx: Context, next: Next) => {
    const refused = await takeAll(store, counters(ctx));
    if (refused) {
      ctx.set('Retry-After', String(refused.retryAfter));
      fail(ctx, 429, LIMIT_MESSAGES[kind]);
      return;
    }
    await next();
  };
};
