/** GET /_health/live and /_health/ready (src/lib/health.ts), first in the stack: no session, no body, no log. */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { HEALTH_PATHS, readiness } from '../lib/health';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' || (ctx.path !== HEALTH_PATHS.live && ctx.path !== HEALTH_PATHS.ready)) return next();
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === HEALTH_PATHS.live) {
      ctx.body = { status: 'live' };
      return;
    }
    const { ready, degraded, checks } = await readiness(strapi);
    ctx.status = ready ? 200 : 503;
    // `degraded`: what the instance serves without (Redis, the object store), listed while it does.
    ctx.body = { status: ready ? 'ready' : 'not ready', degraded, checks };
  };
