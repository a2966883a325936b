// /api and /uploads forwarded to the CMS instances, round-robin over kept-alive connections (cms-upstreams.mjs).
// Mounted before any body parser so multipart uploads stream through untouched.
//
// Each request first takes a place in the pool (`admit`); a full pool and queue answer 503 with Retry-After at once.
// A request whose connection was refused is sent to the next instance, writes included: its body is read only once
// the connection is made, so a refusal has consumed none of it. A read whose kept-alive connection was dropped is
// sent again too; a write that may have arrived never is.
import {
  BUSY_MESSAGE,
  RETRY_AFTER_S,
  UPSTREAM_TIMEOUT_MS,
  endToEnd,
  failureReason,
  isRetryable,
  sendInTurn,
} from './cms-upstreams.mjs';
import { CACHE_TAGS_HEADER, tagsOf } from './content-changes.mjs';
import { forwardedFor } from './forwarded-for.mjs';
import { overrideProxiedHeaders } from './security-headers.mjs';

const PROXIED = /^\/(api|uploads)(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UNAVAILABLE = JSON.stringify({ status: false, message: 'The content service is unavailable.' });
const BUSY = JSON.stringify({ status: false, message: BUSY_MESSAGE });
/** The CMS's answer headers that describe its connection to this server, not this server's to the client. */
const HOP_BY_HOP_ANSWER = ['connection', 'keep-alive', 'transfer-encoding'];

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
 * What the CMS is told of the visitor's request: its own headers, less the hop-by-hop ones, plus the chain of
 * addresses it came through (forwarded-for.mjs, the same rule as the forms' route actions) and how it arrived.
 * @param {import('express').Request} req
 */
function forwardedHeaders(req) {
  const headers = endToEnd(req.headers);
  headers['x-forwarded-for'] = forwardedFor(req);
  headers['x-forwarded-proto'] ??= req.protocol;
  if (req.headers.host) headers['x-forwarded-host'] ??= req.headers.host;
  return headers;
}

/**
 * The request's body, read only when the CMS is connected and the request is being written: a refused connection
 * has consumed none of it, so the next instance gets it whole. An async iterable, which undici takes as a body
 * (its types list only the stream, which it would destroy with the refused attempt).
 * @param {import('node:http').IncomingMessage} req
 * @returns {import('node:stream').Readable}
 */
const bodyOnceConnected = (req) =>
  /** @type {import('node:stream').Readable} */ (
    /** @type {unknown} */ ({
      async *[Symbol.asyncIterator]() {
        yield* req;
      },
    })
  );

/** @param {import('node:http').IncomingMessage} req */
const hasBody = (req) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

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
  /**
   * Sends the request to the instances in turn until one answers or a retry is not safe, and streams the answer.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   */
  async function forward(req, res) {
    const url = req.originalUrl;
    const method = req.method;
    const headers = forwardedHeaders(req);
    const body = hasBody(req) ? bodyOnceConnected(req) : null;
    /**
     * The CMS's answer, sent on as it arrives: its status and headers under this server's policy, then its body
     * written straight into the visitor's response.
     * @type {import('undici').Dispatcher.StreamFactory}
     */
    const answer = ({ statusCode, headers: answered }) => {
      const sent = /** @type {Record<string, string | string[] | undefined>} */ (answered);
      for (const name of HOP_BY_HOP_ANSWER) delete sent[name];
      // This server's header policy, not the CMS's, for what it serves (security-headers.mjs).
      overrideProxiedHeaders(sent, url);
      if (stopping()) sent.connection = 'close';
      if (!SAFE_METHODS.has(method) && req.headers.authorization && statusCode >= 200 && statusCode < 300)
        onWrite(tagsOf(sent[CACHE_TAGS_HEADER]));
      res.writeHead(statusCode, sent);
      return res;
    };
    /** @type {import('undici').Dispatcher.RequestOptions} */
    const request = {
      path: url,
      method,
      headers,
      body,
      headersTimeout: UPSTREAM_TIMEOUT_MS,
      bodyTimeout: UPSTREAM_TIMEOUT_MS,
    };
    /** Cut half-way (the CMS or the visitor dropped): answered, and undici has ended the visitor's connection. */
    const unlessAnswered = (/** @type {unknown} */ error) => {
      if (!res.headersSent) throw error;
    };
    try {
      await sendInTurn(
        pool,
        (index) => pool.pool(index).stream(request, answer).catch(unlessAnswered),
        (error) => isRetryable(method, error) && !req.readableDidRead,
      );
    } catch (error) {
      // A CMS too busy to answer within UPSTREAM_TIMEOUT_MS is overloaded, not broken: try again shortly.
      if (failureReason(error) === 'timeout') return answerBusy(res);
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(UNAVAILABLE);
    }
  }

  return (req, res, next) => {
    if (!PROXIED.test(req.path)) return next();
    pool.admit().then(
      (release) => {
        // The client left while this request waited for a place.
        if (req.socket.destroyed || res.writableEnded) return release();
        res.once('close', release);
        forward(req, res).catch((error) => {
          console.error('[web] the CMS proxy failed; that request is cut', error);
          res.destroy();
        });
      },
      () => answerBusy(res),
    );
  };
}
