// The CMS's public reads (blog and project lists, the site's page data), kept by the web server as its pages are:
// under the tags the CMS answered (what the read read), until a change of one of them (html-cache.mjs). A browser's
// /api read then costs no proxy hop: it is answered from memory (cache-front.mjs), compressed once per encoding.
//
// Which reads are public and cacheable is the CMS's decision, not a list kept here: its public read cache
// marks those answers with `X-Cache` (cms/src/lib/public-cache.ts), and only answers so marked are kept.
import { CACHE_TAGS_HEADER, tagsOf } from './content-changes.mjs';
import { tee } from './html-cache.mjs';

/**
 * A read anyone may be given the same answer to: GET or HEAD under /api, without the admin's token, and
 * without an Origin (a cross-origin call goes to the CMS, whose CORS decides).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} pathname
 */
export const isSharedRead = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  pathname.startsWith('/api/') &&
  !req.headers.authorization &&
  !req.headers.origin;

/**
 * Mounted before the CMS proxy: stores the CMS's marked answers to shared reads. The copies are answered by
 * cache-front.mjs, before Express; a read that reaches this point is a miss (or the one refresh of a stale copy).
 * @param {ReturnType<typeof import('./html-cache.mjs').createHtmlCache>} cache
 * @returns {import('express').RequestHandler}
 */
export function cachePublicApi(cache) {
  return (req, res, next) => {
    if (cache.enabled && req.method === 'GET' && isSharedRead(req, req.path)) {
      const key = req.originalUrl;
      const generation = cache.generation;
      tee(
        res,
        () => res.statusCode === 200 && res.getHeader('x-cache') !== undefined && !res.getHeader('content-encoding'),
        (headers, body) => cache.set(key, { headers, body }, generation, tagsOf(res.getHeader(CACHE_TAGS_HEADER))),
      );
    }
    next();
  };
}
