// /api and /uploads forwarded to the CMS instances, round-robin over kept-alive connections (cms-upstreams.mjs).
//
// A request's body is received whole first (request-bodies.mjs: small ones in memory, uploads in a temporary file), so
// a client that sends slowly holds no place in the pool. Then the request takes a place (`admit`, at most
// PLACES_PER_CLIENT per visitor); a full pool and queue answer 503 with Retry-After at once, a visitor past its share
// 429. A request whose connection was refused is sent to the next instance, writes included (the body is held). A read
// whose kept-alive connection was dropped is sent again too; a write that may have arrived never is.
//
// A write from a page of another site (a browser's cross-site post: Sec-Fetch-Site, else Origin) is refused with 403
// before anything reaches the CMS, as React Router refuses one to a page's form action.
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
import { isLoopback } from './env.mjs';
import { forwardedFor } from './forwarded-for.mjs';
import { BodyTooLarge, answerEarly, hasBody, receiveBody } from './request-bodies.mjs';
import { overrideProxiedHeaders } from './security-headers.mjs';

const PROXIED = /^\/(api|uploads)(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UNAVAILABLE = JSON.stringify({ status: false, message: 'The content service is unavailable.' });
const BUSY = JSON.stringify({ status: false, message: BUSY_MESSAGE });
const CLIENT_BUSY = 'Too many requests at once from your address. Please try again in a moment.';
const CROSS_SITE = 'This form can only be sent from this site.';
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
 * Whom a request's places count against: the visitor's address through the trusted proxies; none for this machine
 * itself when no proxy forwarded the request (its own tools and checks, as for the render limit).
 * @param {import('express').Request} req
 */
const visitorOf = (req) => (isLoopback(req.ip) && req.headers['x-forwarded-for'] === undefined ? undefined : req.ip);

/**
 * 429 with Retry-After: this visitor already holds its share of the pool (PLACES_PER_CLIENT).
 * @param {import('node:http').ServerResponse} res
 */
function answerTooMany(res) {
  res.writeHead(429, {
    'Content-Type': 'application/json',
    'Retry-After': String(RETRY_AFTER_S),
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify({ status: false, message: CLIENT_BUSY }));
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
 * Whether a write comes from a page of another site. A browser says so in Sec-Fetch-Site, or else in Origin; a
 * request with neither is not a browser's cross-site request (a script or a server calling the API), which no header
 * check could stop anyway.
 * @param {import('express').Request} req
 * @param {Set<string>} ownHosts this site's host names as a browser sees them (the request's Host, SITE_URL's host)
 */
export function isCrossSite(req, ownHosts) {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (!URL.canParse(origin)) return true;
  const host = new URL(origin).host;
  return host !== req.headers.host && !ownHosts.has(host);
}

/**
 * @param {import('./cms-upstreams.mjs').CmsPool} pool
 * @param {{ onWrite: (tags: string[]) => void, stopping?: () => boolean, siteHost?: string }} hooks `onWrite` runs when an admin write
 *   (an unsafe method with the admin's bearer token) succeeded, with the tags the CMS answered it with (what it
 *   changed; none for the private types, the login, visitors' forms): the admin sees the save at the next load, even
 *   before the change stream tells (content-changes.mjs). While `stopping()`, each answer closes the client's
 *   connection. `siteHost`: the public host (SITE_URL's), which a write's Origin may name besides the request's Host.
 * @returns {import('express').RequestHandler}
 */
export function createCmsProxy(pool, { onWrite, stopping = () => false, siteHost }) {
  const ownHosts = new Set(siteHost ? [siteHost] : []);
  /**
   * Sends the request to the instances in turn until one answers or a retry is not safe, and streams the answer.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {import('./request-bodies.mjs').Received | null} received the body, received whole
   */
  async function forward(req, res, received) {
    const url = req.originalUrl;
    const method = req.method;
    const headers = forwardedHeaders(req);
    // The body arrived whole: the CMS is told its length, not the client's framing.
    if (received) {
      delete headers['transfer-encoding'];
      headers['content-length'] = String(received.length);
    }
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
    /** One attempt's request: the body is read anew (from memory or its file) for each. */
    const request = () =>
      /** @type {import('undici').Dispatcher.RequestOptions} */ ({
        path: url,
        method,
        headers,
        body: received ? received.body() : null,
        headersTimeout: UPSTREAM_TIMEOUT_MS,
        bodyTimeout: UPSTREAM_TIMEOUT_MS,
      });
    /** Cut half-way (the CMS or the visitor dropped): answered, and undici has ended the visitor's connection. */
    const unlessAnswered = (/** @type {unknown} */ error) => {
      if (!res.headersSent) throw error;
    };
    try {
      await sendInTurn(
        pool,
        (index) => pool.pool(index).stream(request(), answer).catch(unlessAnswered),
        (error) => isRetryable(method, error),
      );
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      // A CMS too busy to answer within UPSTREAM_TIMEOUT_MS is overloaded, not broken: try again shortly.
      if (failureReason(error) === 'timeout') return answerBusy(res);
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(UNAVAILABLE);
    }
  }

  /**
   * Receives the body whole, then takes a place for the visitor and forwards. A body past its cap is answered 413
   * at once; one cut by its deadline has had its 408 (request-bodies.mjs).
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   */
  async function handle(req, res) {
    /** @type {import('./request-bodies.mjs').Received | null} */
    let received = null;
    if (hasBody(req)) {
      try {
        received = await receiveBody(req);
      } catch (error) {
        if (error instanceof BodyTooLarge) return answerEarly(req, res, 413, error.message);
        if (!res.headersSent) res.destroy();
        return;
      }
      res.once('close', received.dispose);
    }
    // The client left while its body arrived.
    if (req.socket.destroyed || res.writableEnded) return;
    let release;
    try {
      release = await pool.admit(visitorOf(req));
    } catch (error) {
      if (/** @type {{ client?: boolean }} */ (error).client) return answerTooMany(res);
      return answerBusy(res);
    }
    // The client left while this request waited for a place.
    if (req.socket.destroyed || res.writableEnded) return release();
    res.once('close', release);
    await forward(req, res, received);
  }

  return (req, res, next) => {
    if (!PROXIED.test(req.path)) return next();
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req, ownHosts)) return answerEarly(req, res, 403, CROSS_SITE);
    handle(req, res).catch((error) => {
      console.error('[web] the CMS proxy failed; that request is cut', error);
      res.destroy();
    });
  };
}
