// The first stop of every request (server.mjs): a copy in the HTML cache or the public API cache is answered
// here, before Express. A CPU profile of the web server answering cached `/api/blog/get` under load spent about a
// quarter of its time in Express's router, its request getters and per-header setHeader calls; a stored copy
// needs none of that (docs/performance.md). Everything else, and every request while the server is stopping
// (health.mjs closes connections then), goes on to Express.
import { isSharedRead } from './api-cache.mjs';
import { isCacheablePage, replay } from './html-cache.mjs';
import { policyHeaders } from './security-headers.mjs';

/**
 * @typedef {{ pathname: string, requestId: string, seconds: number }} Answered
 * @param {{
 *   pages: ReturnType<typeof import('./html-cache.mjs').createHtmlCache>,
 *   api: ReturnType<typeof import('./html-cache.mjs').createHtmlCache>,
 *   hsts: boolean,
 *   stopping?: () => boolean,
 *   requestId?: (req: import('node:http').IncomingMessage) => string,
 *   answered?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, done: Answered) => void,
 * }} options `requestId` names a request answered here (X-Request-Id, as request-context.mjs does for the rest);
 *   `answered` is told when such an answer has been sent (the request log and the metrics).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when it answered
 */
export function createCacheFront({ pages, api, hsts, stopping = () => false, requestId, answered }) {
  return (req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const cache = isSharedRead(req, pathname) ? api : isCacheablePage(req, pathname) ? pages : undefined;
    if (!cache?.enabled || stopping()) return false;
    const started = process.hrtime.bigint();
    const hit = cache.get(url, req.method === 'GET');
    if (!hit) return false;
    const headers = policyHeaders(hsts, req);
    const id = requestId?.(req);
    if (answered && id)
      res.once('finish', () =>
        answered(req, res, { pathname, requestId: id, seconds: Number(process.hrtime.bigint() - started) / 1e9 }),
      );
    replay(req, res, hit, id ? [...headers, 'X-Request-Id', id] : headers);
    return true;
  };
}
