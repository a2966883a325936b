// /api and /uploads forwarded to the CMS instances, round-robin over kept-alive connections.
// Mounted before any body parser so multipart uploads stream through untouched.
import { createProxyMiddleware } from 'http-proxy-middleware';
import { isRetryable } from './cms-upstreams.mjs';
import { overrideProxiedHeaders } from './security-headers.mjs';

const PROXIED = /^\/(api|uploads)(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UNAVAILABLE = JSON.stringify({ status: false, message: 'The content service is unavailable.' });
/** http-proxy appends to these on the request itself, so each attempt would add the client again. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host'];

/**
 * @param {ReturnType<typeof import('./cms-upstreams.mjs').createCmsPool>} pool
 * @param {{ onWrite: () => void, stopping?: () => boolean }} hooks `onWrite` runs when an admin write (an unsafe
 *   method with the admin's bearer token) succeeded. Visitors' forms and the login change no public page, so a burst
 *   of enquiries leaves the page cache warm. While `stopping()`, each answer closes the client's connection.
 * @returns {import('express').RequestHandler}
 */
export function createCmsProxy(pool, { onWrite, stopping = () => false }) {
  /** @type {WeakMap<object, { index: number, tries: number, timedOut: boolean, forwarded: Record<string, string | string[] | undefined>, next: import('express').NextFunction }>} */
  const progress = new WeakMap();

  const proxy = createProxyMiddleware({
    router: (req) => pool.urls[progress.get(req)?.index ?? 0],
    agent: pool.agent,
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: 60_000,
    on: {
      proxyReq: (proxyReq, req) => {
        // A client's `Connection: close` is about its own connection; forwarded, it would make the
        // CMS close the pooled one.
        proxyReq.setHeader('Connection', 'keep-alive');
        proxyReq.once('timeout', () => {
          const state = progress.get(req);
          if (state) state.timedOut = true;
        });
      },
      proxyRes: (proxyRes, req) => {
        // This server's header policy, not the CMS's, for what it serves (security-headers.mjs).
        overrideProxiedHeaders(proxyRes, /** @type {import('express').Request} */ (req).originalUrl ?? req.url ?? '');
        // http-proxy would answer `keep-alive` over this server's own `Connection: close` (server/health.mjs).
        if (stopping()) proxyRes.headers.connection = 'close';
        const status = proxyRes.statusCode ?? 0;
        if (!SAFE_METHODS.has(req.method ?? 'GET') && req.headers.authorization && status >= 200 && status < 300)
          onWrite();
      },
      error: (err, req, res) => {
        if (!('writeHead' in res) || res.headersSent) return;
        const state = progress.get(req);
        if (state && !state.timedOut && state.tries < pool.attempts && isRetryable(req.method, err)) {
          state.index = pool.after(state.index);
          state.tries += 1;
          for (const [name, value] of Object.entries(state.forwarded)) {
            if (value === undefined) delete req.headers[name];
            else req.headers[name] = value;
          }
          void proxy(req, res, state.next);
          return;
        }
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(UNAVAILABLE);
      },
    },
  });

  return (req, res, next) => {
    if (!PROXIED.test(req.path)) return next();
    const forwarded = Object.fromEntries(FORWARDED.map((name) => [name, req.headers[name]]));
    progress.set(req, { index: pool.first(), tries: 1, timedOut: false, forwarded, next });
    return proxy(req, res, next);
  };
}
