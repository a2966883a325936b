/**
 * First in the stack: names the request (lib/request-log.ts) for its answer's X-Request-Id and for every line logged
 * while it is answered, and logs one line when the answer is finished. A read answered from the public cache writes
 * none (the metrics count it); health checks are logged at debug, failures (5xx) at error.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { fromTrustedProxy } from '../lib/client-ip';
import { routeLabel, servedFromCache, type ObservabilitySettings } from '../lib/metrics';
import { createRequestLogger, requestIdFor, setRequestId } from '../lib/request-log';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const logger = createRequestLogger(strapi.config.get<ObservabilitySettings>('observability').logLevel);
  return async (ctx: Context, next: Next) => {
    const sent = ctx.get('x-request-id');
    // The peer is looked up only when there is an id to keep.
    const reqId = requestIdFor(sent, sent !== '' && fromTrustedProxy(ctx.req.socket.remoteAddress ?? ''));
    ctx.set('X-Request-Id', reqId);
    setRequestId(ctx, reqId);
    const start = process.hrtime.bigint();
    const done = () => {
      ctx.res.off('finish', done).off('close', done);
      if (servedFromCache(ctx)) return;
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
