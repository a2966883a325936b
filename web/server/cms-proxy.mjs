// /api and /uploads forwarded to the CMS instances, round-robin over kept-alive connections.
// Mounted before any body parser so multipart uploads stream through untouched.
//
// Each request first takes a place in the pool (cms-upstreams.mjs `admit`); a full pool and queue answer 503 with
// Retry-After at once. A request whose connection was refused is sent to the next instance, writes included: its
// body is piped to the CMS only once the connection is made, so a refusal has consumed none of it.
import { createProxyMiddleware } from 'http-proxy-middleware';
import { BUSY_MESSAGE, RETRY_AFTER_S, UPSTREAM_TIMEOUT_MS, isRetryable, neverConnected } from './cms-upstreams.mjs';
import { CACHE_TAGS_HEADER, tagsOf } from './content-changes.mjs';
import { overrideProxiedHeaders } from './security-headers.mjs';
import { failureReason, upstreamFailed } from './upstream-failures.mjs';

const PROXIED = /^\/(api|uploads)(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UNAVAILABLE = JSON.stringify({ status: false, message: 'The content service is unavailable.' });
const BUSY = JSON.stringify({ status: false, message: BUSY_MESSAGE });
/** http-proxy appends to these on the request itself, so each attempt would add the client again. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host'];

/**
 * @typedef {{
 *   index: number,
 *   tries: number,
 *   timedOut: boolean,
 *   forwarded: Record<string, string | string[] | undefined>,
 *   next: import('express').NextFunction,
 * }} Progress
 */

/**
 * 503 with Retry-After: the pool and its queue are full (or the wait ran out). Nothing was sent to the CMS.
 * @param {import('node:http').ServerResponse} res
 */
export function answerBusy(res) {
  if (res.headersSent) return res.destroy();
  res.writeHead(503, {
    'Content-Type': 'application/json',
    'Retry-After': String(RETRY_AFTER_S),
    'Cache-Control': 'no-store',
  });
  res.end(BUSY);
}

/**
 * http-proxy pipes the request into each attempt's upstream request at once, so a refused connection would have
 * swallowed the body (into a request that never went out). Here each attempt gets it only once its socket is
 * connected: nothing was read when the connection is refused, and the next attempt pipes it whole.
 * @param {import('node:http').IncomingMessage} req
 */
function pipeOnceConnected(req) {
  const pipe = req.pipe;
  req.pipe = /** @type {typeof req.pipe} */ (
    (/** @type {NodeJS.WritableStream & import('node:http').ClientRequest} */ upstream) => {
      const start = () => pipe.call(req, upstream);
      upstream.once('socket', (socket) => {
        if (socket.connecting) socket.once('connect', start);
        else start();
      });
      return upstream;
    }
  );
}

/**
 * An exception thrown in a proxy hook runs inside a socket event, where nothing would catch it and the process
 * would exit: it ends this one request instead, and is logged.
 * @template {(...args: any[]) => void} F
 * @param {string} hook
 * @param {F} fn
 * @returns {F}
 */
function guarded(hook, fn) {
  return /** @type {F} */ (
    (/** @type {unknown[]} */ ...args) => {
      try {
        fn(...args);
      } catch (error) {
        console.error(`[web] the CMS proxy's ${hook} hook failed; that request is cut`, error);
        const res = /** @type {import('node:http').ServerResponse | import('node:net').Socket | undefined} */ (args[2]);
        if (res && 'writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(UNAVAILABLE);
        } else res?.destroy();
      }
    }
  );
}

/**
 * @param {import('./cms-upstreams.mjs').CmsPool} pool
 * @param {{ onWrite: (tags: string[]) => void, stopping?: () => boolean }} hooks `onWrite` runs when an admin write
 *   (an unsafe method with the admin's bearer token) succeeded, with the tags the CMS answered it with (what it
 *   changed; none for the private types, the login, visitors' forms): the admin sees the save at the next load, even
 *   before the change stream tells (content-changes.mjs). While `stopping()`, each answer closes the client's
 *   connection.
 * @returns {import('express').RequestHandler}
 */
export function createCmsProxy(pool, { onWrite, stopping = () => false }) {
  /** @type {WeakMap<object, Progress>} */
  const progress = new WeakMap();

  const proxy = createProxyMiddleware({
    router: (req) => pool.urls[progress.get(req)?.index ?? 0],
    agent: pool.agent,
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: UPSTREAM_TIMEOUT_MS,
    // A client's `Connection: close` is about its own connection; forwarded, it would make the CMS close the pooled
    // one. Set here, in the request's options: by the time a queued request gets its socket (the `proxyReq` event)
    // its headers may already be sent, and setting one then throws (node-http-proxy#1478).
    headers: { connection: 'keep-alive' },
    on: {
      proxyReq: guarded('proxyReq', (proxyReq, req) => {
        proxyReq.once('timeout', () => {
          const state = progress.get(req);
          if (state) state.timedOut = true;
        });
      }),
      proxyRes: guarded('proxyRes', (proxyRes, req) => {
        // This server's header policy, not the CMS's, for what it serves (security-headers.mjs).
        overrideProxiedHeaders(proxyRes, /** @type {import('express').Request} */ (req).originalUrl ?? req.url ?? '');
        // http-proxy would answer `keep-alive` over this server's own `Connection: close` (server/health.mjs).
        if (stopping()) proxyRes.headers.connection = 'close';
        const status = proxyRes.statusCode ?? 0;
        if (!SAFE_METHODS.has(req.method ?? 'GET') && req.headers.authorization && status >= 200 && status < 300)
          onWrite(tagsOf(proxyRes.headers[CACHE_TAGS_HEADER]));
      }),
      error: guarded('error', (err, req, res) => {
        if (!('writeHead' in res) || res.headersSent) return;
        const state = progress.get(req);
        if (state && neverConnected(err)) pool.failed(state.index);
        if (state) upstreamFailed(pool.urls[state.index], state.timedOut ? 'timeout' : failureReason(err));
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
        // A CMS too busy to answer within UPSTREAM_TIMEOUT_MS is overloaded, not broken: try again shortly.
        if (state?.timedOut) return answerBusy(res);
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(UNAVAILABLE);
      }),
    },
  });

  return (req, res, next) => {
    if (!PROXIED.test(req.path)) return next();
    pool.admit().then(
      (release) => {
        // The client left while this request waited for a place.
        if (req.socket.destroyed || res.writableEnded) return release();
        res.once('close', release);
        const forwarded = Object.fromEntries(FORWARDED.map((name) => [name, req.headers[name]]));
        progress.set(req, { index: pool.first(), tries: 1, timedOut: false, forwarded, next });
        pipeOnceConnected(req);
        void proxy(req, res, next);
      },
      () => answerBusy(res),
    );
  };
}
