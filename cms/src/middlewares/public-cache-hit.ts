/**
 * Global middleware, first in the stack: a public read that is in the cache (lib/public-cache.ts) is
 * answered here, before the request log, the metrics' timing, helmet, CORS, the body parser, the session and the
 * router. A hit replays the headers those gave the first answer, with its own X-Request-Id, and is counted in the
 * metrics without a log line (docs/deployment.md, "Logs"): the layers it skips cost a cached read about as much as
 * the answer itself (docs/performance.md). A miss, and everything else, goes down the whole stack.
 */
import type { Context, Next } from 'koa';
import { recordRequest, routeLabel } from '../lib/metrics';
import { publicCache } from '../lib/public-cache';
import { nameRequest } from '../lib/request-log';

export default () => async (ctx: Context, next: Next) => {
  const start = process.hrtime.bigint();
  nameRequest(ctx);
  if (!publicCache.serveHit(ctx)) return next();
  recordRequest('GET', routeLabel(ctx), 200, Number(process.hrtime.bigint() - start) / 1e9);
};
