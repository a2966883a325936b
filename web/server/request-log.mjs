// The web server's log: JSON lines on stdout (pino), one per request with pino-http (docs/deployment.md, "Logs"), or
// on a terminal in development one readable line each (@cadmax/contract/env `readableLogs`). The copies cache-front.mjs
// answers (cached pages and reads, hashed assets) write no line: they are counted in the metrics (server.mjs).
// A request's line has its id (request-context.mjs), method, route pattern, path without the query string, status
// and duration. Nothing else of the request is logged: no headers (so no Authorization or Cookie), no query string
// (reset links and searches), no body. The lines are built from those named fields, so pino's `redact` (which would
// triple the cost of a line) has nothing to do. LOG_LEVEL sets the level (default info; warn keeps only problems).
import util from 'node:util';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { envValue, readableDestination, readableLogs } from './env.mjs';
import { currentRequestId } from './request-context.mjs';

/** @param {string} service the `service` field of every line (`web`) */
export function createLogger(service) {
  /** @type {pino.LoggerOptions} */
  const options = {
    level: envValue('LOG_LEVEL'),
    base: { service, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"info" rather than 30: readable in a console and in any log search.
    formatters: { level: (label) => ({ level: label }) },
  };
  return readableLogs() ? pino(options, readableDestination()) : pino(options);
}

/**
 * What the process writes with `console` (React Router's render errors, a form's failed CMS call, the CMS pool's
 * rotation, the shutdown) goes out as lines of `logger` too, with the id of the request it happened in: one format
 * for every line.
 * @param {pino.Logger} logger
 */
export function routeConsoleTo(logger) {
  /** @param {'debug' | 'info' | 'warn' | 'error'} level */
  const to =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const reqId = currentRequestId();
      logger[level](reqId ? { reqId } : {}, util.format(...args));
    };
  console.debug = to('debug');
  console.log = to('info');
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
}

/**
 * The per-request line. Health checks are logged at debug (a balancer asks every few seconds), failures (5xx)
 * at error.
 * @param {pino.Logger} logger
 * @param {(req: import('express').Request, res: import('express').Response) => string} routeOf
 */
export function requestLog(logger, routeOf) {
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {number} ms */
  const line = (req, res, ms) => {
    const request = /** @type {import('express').Request} */ (req);
    return {
      method: req.method,
      route: routeOf(request, /** @type {import('express').Response} */ (res)),
      path: request.path,
      status: res.statusCode,
      ms,
    };
  };
  return pinoHttp({
    logger,
    // The line's reqId is req.id (request-context.mjs); nothing else of the request is bound.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'reqId' },
    customLogLevel: (req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : req.url?.startsWith('/_health/') ? 'debug' : 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, value) => line(req, res, value.responseTime),
    customErrorObject: (req, res, error, value) => ({
      ...line(req, res, value.responseTime),
      err: { type: error.name, message: error.message },
    }),
  });
}
