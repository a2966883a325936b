/**
 * Global middleware, first in the stack: a public read that is in the cache (lib/public-cache.ts) is
 * answered here, before helmet, CORS, the body parser, the session and the router. A hit replays the
 * headers those gave the first answer. A miss, and everything else, goes down the whole stack.
 * Measured on a cached GET /api/blog/get: see docs/performance.md.
 */
import type { Context, Next } from 'koa';
import { markCacheHit } from '../lib/metrics';
import { publicCache } from '../lib/public-cache';

export default () => async (ctx: Context, next: Next) => {
  // Counted by the metrics, and no log line: the request log keeps misses, writes and errors.
  if (publicCache.serveHit(ctx)) return markCacheHit(ctx);
  await next();
};
