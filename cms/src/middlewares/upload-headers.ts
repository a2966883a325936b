/**
 * Files under /uploads (served by strapi::public) run nothing and are never read as a page: a sandbox
 * CSP that allows no resource, nosniff, and anything that is not an image is a download. Only images
 * are accepted into the media library (src/extensions/upload), so this is the second line of defence.
 * The web server applies the same policy to /uploads it proxies (web/server/security-headers.mjs).
 */
import type { Context, Next } from 'koa';

export const UPLOADS_CSP = "default-src 'none'; sandbox";

export default () => async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith('/uploads/')) return next();
  await next();
  ctx.set('Content-Security-Policy', UPLOADS_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (!ctx.response.is('image/*')) ctx.set('Content-Disposition', 'attachment');
};
