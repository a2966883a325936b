/**
 * GET /_metrics (lib/metrics.ts), for whom `mayReadMetrics` allows; and every other request counted and timed by
 * route pattern and status when its answer is finished (a cached read is counted by the cache's front door, before
 * Koa: lib/public-cache.ts `answerHitsFirst`).
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { optionalChecks } from '../lib/health';
import { outboxOf } from '../lib/mail-outbox';
import {
  METRICS_CONTENT_TYPE,
  METRICS_PATH,
  mayReadMetrics,
  metricsText,
  readDependenciesFrom,
  readOutboxFrom,
  readPoolFrom,
  recordRequest,
  routeLabel,
  type ObservabilitySettings,
  type PoolState,
} from '../lib/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const token = strapi.config.get<ObservabilitySettings>('observability').metricsToken || undefined;
  readOutboxFrom(() => outboxOf(strapi).backlog());
  readDependenciesFrom(() => optionalChecks(strapi));
  // Knex's pool (tarn) of this instance's connections.
  readPoolFrom(() => (strapi.db.connection.client as { pool?: PoolState }).pool);
  return async (ctx: Context, next: Next) => {
    if (ctx.path === METRICS_PATH) {
      ctx.set('Cache-Control', 'no-store');
      if (ctx.method !== 'GET' || !mayReadMetrics(ctx, token)) {
        ctx.status = token ? 401 : 403;
        ctx.body = { status: false, message: 'Metrics are not public.' };
        return;
      }
      ctx.type = METRICS_CONTENT_TYPE;
      ctx.body = await metricsText();
      return;
    }
    const start = process.hrtime.bigint();
    const done = () => {
      ctx.res.off('finish', done).off('close', done);
      recordRequest(
        METHODS.has(ctx.method) ? ctx.method : 'other',
        routeLabel(ctx),
        ctx.res.statusCode,
        Number(process.hrtime.bigint() - start) / 1e9,
      );
    };
    ctx.res.once('finish', done).once('close', done);
    await next();
  };
};
