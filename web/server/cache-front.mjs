// The first stop of every request (server.mjs): a copy in the HTML cache or the public API cache is answered
// here, before Express. A CPU profile of the web server answering cached `/api/blog/get` under load spent about a
// quarter of its time in Express's router, its request getters and per-header setHeader calls; a stored copy
// needs none of that (docs/performance.md). The build's hashed assets and its other public files are answered here
// too, from memory (static-assets.mjs), with the headers Express would have given them. Everything else, and every request while the server is stopping
// (health.mjs closes connections then), goes on to Express.
import { isSharedRead } from './api-cache.mjs';
import { refuseRender } from './client-limits.mjs';
import { isCacheablePage, replay } from './html-cache.mjs';
import { OTHER_CSP, policyHeaders } from './security-headers.mjs';
import { answerAsset } from './static-assets.mjs';

const ASSETS = '/assets/';
/** The health checks and the metrics: for the machines that run the site, never a render. */
const HEALTH = '/_';

/**
 * @typedef {{ pathname: string, requestId: string, seconds: number }} Answered
 * @param {{
 *   pages: ReturnType<typeof import('./html-cache.mjs').createHtmlCache>,
 *   assets?: Map<string, import('./static-assets.mjs').Asset>,
 *   files?: Map<string, import('./static-assets.mjs').Asset>,
 *   api: ReturnType<typeof import('./html-cache.mjs').createHtmlCache>,
 *   hsts: boolean,
 *   stopping?: () => boolean,
 *   requestId?: (req: import('node:http').IncomingMessage) => string,
 *   revalidation?: (req: import('node:http').IncomingMessage) => boolean,
 *   answered?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, done: Answered) => void,
 *   unavailable?: () => boolean,
 *   limitRenders?: ReturnType<typeof import('./client-limits.mjs').renderLimiter>,
 * }} options `limitRenders` is asked for every page request no copy answers, before it goes on to a render; one it
 *   refuses is answered here (429). `unavailable` says when the CMS cannot take a render's calls (no instance in the rotation, or the pool
 *   full): a request with no fresh copy is then answered with the last one (html-cache.mjs `fallback`), not queued; `requestId` names a request answered here (X-Request-Id, as request-context.mjs does for the rest);
 *   `answered` is told when such an answer has been sent (the request log and the metrics); a `revalidation` (this
 *   server's background render of a stale copy, revalidate.mjs) always goes on to Express.
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when it answered. `files` are the public files by path; a request for a part of one (Range) goes on to
 *   Express.
 */
export function createCacheFront({
  pages,
  assets,
  files,
  api,
  hsts,
  stopping = () => false,
  requestId,
  answered,
  revalidation = () => false,
  unavailable = () => false,
  limitRenders,
}) {
  /**
   * The request's id, and its log line and metrics once the answer is sent.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  const observe = (req, res, pathname) => {
    const started = process.hrtime.bigint();
    const id = requestId?.(req);
    if (answered && id)
      res.once('finish', () =>
        answered(req, res, { pathname, requestId: id, seconds: Number(process.hrtime.bigint() - started) / 1e9 }),
      );
    return id;
  };
  /** The file held in memory for a read of `pathname`; a Range request for a public file is Express's. */
  const heldFile = (/** @type {import('node:http').IncomingMessage} */ req, /** @type {string} */ pathname) => {
    if (pathname.startsWith(ASSETS)) return assets?.get(pathname.slice(ASSETS.length));
    if (req.headers.range === undefined) return files?.get(pathname);
    return undefined;
  };
  return (req, res) => {
    if (stopping()) return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const asset = req.method === 'GET' || req.method === 'HEAD' ? heldFile(req, pathname) : undefined;
    if (asset) {
      const id = observe(req, res, pathname);
      const policy = ['Content-Security-Policy', OTHER_CSP, ...policyHeaders(hsts, req)];
      answerAsset(req, res, asset, id ? [...policy, 'X-Request-Id', id] : policy);
      return true;
    }
    const page = isCacheablePage(req, pathname) && !pathname.startsWith(HEALTH);
    const cache = isSharedRead(req, pathname) ? api : page ? pages : undefined;
    if (!cache || revalidation(req)) return false;
    const hit = cache.enabled ? cache.get(url, req.method === 'GET') : undefined;
    const last = hit || !cache.enabled ? undefined : unavailable() ? cache.fallback(url) : undefined;
    const wait = !hit && !last && page && limitRenders ? limitRenders(req) : 0;
    if (!hit && !last && !wait) return false;
    const id = observe(req, res, pathname);
    const headers = policyHeaders(hsts, req);
    if (wait) {
      refuseRender(res, wait, id ? [...headers, 'X-Request-Id', id] : headers);
      return true;
    }
    replay(
      req,
      res,
      /** @type {import('./html-cache.mjs').Entry} */ (hit ?? last),
      id ? [...headers, 'X-Request-Id', id] : headers,
      hit ? 'HIT' : 'STALE',
    );
    return true;
  };
}
