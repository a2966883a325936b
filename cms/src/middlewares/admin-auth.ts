/**
 * Route middleware for every admin route: a valid bearer token from POST /login, else 401
 * `{status:false, message:'Please log in first.'}` (a Strapi policy could only answer 403).
 * The verified admin is left in ctx.state.siteAdmin for the controllers. Every answer, the 401 too,
 * is Cache-Control: no-store.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { adminFromToken } from '../lib/admin-account';
import { fail, noStore } from '../lib/http';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    noStore(ctx);
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
    const admin = match ? await adminFromToken(strapi, match[1]) : null;
    if (!admin) {
      fail(ctx, 401, 'Please log in first.');
      return;
    }
    ctx.state.siteAdmin = admin;
    await next();
  };
