/**
 * The CMS's request log: one JSON line per request on stdout (pino), with the request id the web server sent
 * (X-Request-Id, kept only from TRUSTED_PROXIES, like X-Forwarded-For; otherwise a new one), method, route
 * pattern, path without the query string, status and duration. The id is echoed in the answer's X-Request-Id.
 * Nothing else of the request is logged: no headers (Authorization, Cookie), no query (reset codes), no body
 * (passwords, enquiries, resumes). Strapi's own messages keep its logger (warnings and errors, as text).
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';

/** What a proxy may send as an id: short, printable, nothing a log line or header could be split on. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

export function createRequestLogger(level: string): pino.Logger {
  return pino({
    level,
    base: { service: 'cms', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

/** The request's id: a trusted proxy's well-formed X-Request-Id, else a new UUID. */
export function requestIdFor(sent: string, trusted: boolean): string {
  return trusted && SAFE_ID.test(sent) ? sent : randomUUID();
}
