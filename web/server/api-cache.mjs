// The CMS's public reads (blog and project lists, the site's page data), kept by the web server for as long
// as its pages (HTML_CACHE_MS) and emptied with them by an admin write through the proxy. A browser's
// /api read then costs no proxy hop: it is answered from memory, compressed once per encoding.
//
// Which reads are public and cacheable is the CMS's decision, not a list kept here: its public read cache
// marks those answers with `X-Cache` (cms/src/lib/public-cache.ts), and only answers so marked are kept.
import { replay, tee } from './html-cache.mjs';

/**
 * A read anyone may be given the same answer to: GET or HEAD under /api, without the admin's token, and
 * without an Origin (a cross-origin call goes to the CMS, whose CORS decides).
 * @param {import('express').Request} req
 */
const isShared = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  req.path.startsWith('/api/') &&
  !req.headers.authorization &&
  !req.headers.origin;

/**
 * Mounted before the CMS proxy.
 * @param {ReturnType<typeof import('./html-cache.mjs').createHtmlCache>} cache
 * @returns {import('express').RequestHandler}
 */
export function cachePublicApi(cache) {
  return (req, res, next) => {
    if (!cache.enabled || !isShared(req)) return next();
    const key = req.originalUrl;
    const hit = cache.get(key);
    if (hit) return replay(req, res, hit, next);
    if (req.method === 'GET') {
      const generation = cache.generation;
      tee(
        res,
        () => res.statusCode === 200 && res.getHeader('x-cache') !== undefined && !res.getHeader('content-encoding'),
        (headers, body) => cache.set(key, { headers, body }, generation),
      );
    }
    next();
  };
}
