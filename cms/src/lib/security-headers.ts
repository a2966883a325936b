/**
 * strapi::security (helmet's headers), worked out once per kind of request instead of on every one.
 * src/index.ts puts this wrapper in the middleware registry in place of Strapi's own factory (the
 * configuration must still name 'strapi::security': Strapi refuses to start without it).
 *
 * Strapi's own middleware merges its helmet configuration with lodash and builds helmet anew for
 * every request: about 6 % of the CPU of a contact-form submission (docs/performance.md). What it
 * sets depends only on the kind of request below (Strapi's own conditions: a GET of /documentation,
 * and in development or test a GET under the admin path), so the first request of a kind runs
 * Strapi's middleware and the headers it set (or removed) are replayed for the later ones.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { envValue } from '@cadmax/contract/env';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type Factory = (config: unknown, options: { strapi: Core.Strapi }) => Middleware;
type HeaderValue = string | number | string[];
interface Effect {
  set: [string, HeaderValue][];
  removed: string[];
}

export const securityOncePerKind =
  (strapiFactory: Factory): Factory =>
  (config, { strapi }) => {
    const strapiSecurity = strapiFactory(config, { strapi });
    const adminPath = String(strapi.config.get('admin.path', '/admin'));
    const devOrTest = envValue('NODE_ENV') !== 'production';
    const kindOf = (ctx: Context) => {
      if (ctx.method !== 'GET') return 'other';
      if (ctx.path.startsWith('/documentation')) return 'documentation';
      return devOrTest && ctx.path.startsWith(adminPath) ? 'admin-dev' : 'other';
    };
    const effects = new Map<string, Effect>();

    return async (ctx: Context, next: Next) => {
      const kind = kindOf(ctx);
      const known = effects.get(kind);
      if (known) {
        for (const name of known.removed) ctx.remove(name);
        for (const [name, value] of known.set) ctx.set(name, value as string | string[]);
        return next();
      }
      const before = { ...ctx.response.headers } as Record<string, HeaderValue>;
      return strapiSecurity(ctx, async () => {
        const after = ctx.response.headers as Record<string, HeaderValue>;
        effects.set(kind, {
          set: Object.entries(after).filter(([name, value]) => JSON.stringify(before[name]) !== JSON.stringify(value)),
          removed: Object.keys(before).filter((name) => !(name in after)),
        });
        await next();
      });
    };
  };
