/**
 * First in the stack: names the request (lib/request-log.ts), answers its id in X-Request-Id, and logs one line
 * when the answer is finished (a cached read's too). Health checks at debug, failures (5xx) at error.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { fromTrustedProxy } from '../lib/client-ip';
import { routeLabel, type ObservabilitySettings } from '../lib/metrics';
import { createRequestLogger, requestIdFor } from '../lib/request-log';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const logger = createRequestLogger(strapi.config.get<ObservabilitySettings>('observability').logLevel);
  return async (ctx: Context, next: Next) => {
    const reqId = requestIdFor(ctx.get('x-request-id'), fromTrustedProxy(ctx.req.socket.remoteAddress ?? ''));
    ctx.set('X-Request-Id', reqId);
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
