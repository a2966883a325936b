// The request id that follows one request from this web server to the CMS (docs/deployment.md, "Logs"). The web
// server names every request (or keeps the id a trusted proxy sent, by the rule Express's `trust proxy` applies
// to X-Forwarded-For), answers it in X-Request-Id, and sends it to the CMS on both ways there: the /api proxy
// forwards the request's headers, and the SSR loaders' and form actions' calls read it from this async context
// (app/api/cms.server.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

/** What a proxy may send as an id: short, printable, nothing a log line or header could be split on. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** @typedef {AsyncLocalStorage<{ requestId: string, busy?: boolean, tags?: Set<string> }>} Store */
/**
 * One store per process: the SSR build bundles its own copy of this module (app/api/cms.server.ts imports it), so
 * the store lives on a global both copies find.
 */
const globals = /** @type {Record<symbol, Store | undefined>} */ (/** @type {unknown} */ (globalThis));
const store = (globals[Symbol.for('cadmax.request-context')] ??= new AsyncLocalStorage());

/** The id of the request being answered, if any (undefined outside a request, e.g. at start-up). */
export const currentRequestId = () => store.getStore()?.requestId;

/**
 * Notes that a CMS call of the request being answered was refused because the pool was full (cms-upstreams.mjs):
 * the page or form answer it fails with is then a 503 with Retry-After, not a 500 (`answerBusyPages`).
 */
export const markCmsBusy = () => {
  const context = store.getStore();
  if (context) context.busy = true;
};

/**
 * Notes the tags a CMS answer of the request being answered carried (the `x-cache-tags` of a public read: what it
 * read), so the page made from it is cached under them (html-cache.mjs `recordPages`).
 * @param {unknown} header
 */
export const noteCmsTags = (header) => {
  const context = store.getStore();
  if (!context || typeof header !== 'string') return;
  context.tags ??= new Set();
  for (const tag of header.split(' ')) if (tag) context.tags.add(tag);
};

/** The tags of every CMS read the request being answered has made so far. */
export const requestTags = () => [...(store.getStore()?.tags ?? [])];

/**
 * Turns the error answer of a request whose CMS call was refused for a full pool (a loader's 500, a form action's
 * 502) into 503 with Retry-After: the visitor may try again in a moment; nothing is wrong with the page.
 * @param {number} retryAfterS
 * @returns {import('express').RequestHandler}
 */
export function answerBusyPages(retryAfterS) {
  return (_req, res, next) => {
    const context = store.getStore();
    const writeHead = res.writeHead;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
        if (context?.busy && status >= 500) {
          res.setHeader('Retry-After', String(retryAfterS));
          res.setHeader('Cache-Control', 'no-store');
          // A status message given for the old status would be wrong for this one.
          return writeHead.call(res, 503, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest));
        }
        return writeHead.call(res, status, ...rest);
      }
    );
    next();
  };
}

/**
 * The request's id: the one in X-Request-Id when the peer is a trusted proxy and the id is well formed, else a new
 * UUID.
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trusted Express's compiled `trust proxy` ('trust proxy fn').
 */
export function requestIdOf(req, trusted) {
  const sent = req.headers['x-request-id'];
  const peer = req.socket.remoteAddress ?? '';
  return typeof sent === 'string' && SAFE_ID.test(sent) && trusted(peer, 0) ? sent : crypto.randomUUID();
}

/**
 * First middleware: names the request (`req.id`, which pino-http logs), answers the id, puts it in the request's
 * headers (so the /api proxy forwards it) and runs the rest of the request in its context.
 * @param {(address: string, hop: number) => boolean} trusted
 * @returns {import('express').RequestHandler}
 */
export function withRequestId(trusted) {
  return (req, res, next) => {
    const requestId = requestIdOf(req, trusted);
    /** @type {any} */ (req).id = requestId;
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    store.run({ requestId }, next);
  };
}
