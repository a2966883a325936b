/**
 * After the public cache's front door (a cached read is named and counted there, and writes no line): names the
 * request (lib/request-log.ts) for its answer's X-Request-Id and for every line logged while it is answered, and
 * logs one line when the answer is finished. Health checks at debug, failures (5xx) at error.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { routeLabel, type ObservabilitySettings } from '../lib/metrics';
import { createRequestLogger, nameRequest } from '../lib/request-log';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const logger = createRequestLogger(strapi.config.get<ObservabilitySettings>('observability').logLevel);
  return async (ctx: Context, next: Next) => {
    const reqId = nameRequest(ctx);
    const start = process.hrtime.bigint();
    const done = () => {
      ctx.res.off('finish', done).off('close', done);
      const status = ctx.res.statusCode;
      const level = status >= 500 ? 'error' : ctx.path.startsWith('/_health/') ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const ms = Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;
      logger[level]({ reqId, method: ctx.method, route: routeLabel(ctx), path: ctx.path, status, ms }, 'request');
    };
    ctx.res.once('finish', done).once('close', done);
    await next();
  };
};
