/**
 * The CMS's log (docs/deployment.md, "Logs"): JSON lines on stdout, or on a terminal in development one readable
 * line each (@cadmax/contract/env `readableLogs`).
 * - The request log (pino): a line per request with the request id the web server sent (X-Request-Id, kept only
 *   from TRUSTED_PROXIES, like X-Forwarded-For; otherwise a new one), method, route pattern, path without the query
 *   string, status and duration. The id is echoed in the answer's X-Request-Id. A public read answered from the
 *   cache writes no line (the hot path; it is counted in the metrics). Nothing else of the request is logged: no
 *   headers (Authorization, Cookie), no query (reset codes), no body (passwords, enquiries, resumes).
 * - Strapi's own logger (winston, config/logger.ts) writes the same JSON fields, with the id of the request it
 *   logs in (Strapi keeps each request's context in an AsyncLocalStorage) and no colour codes.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import pino from 'pino';
import { readableDestination, readableLogs, withoutAnsi, type LogLine } from '@cadmax/contract/env';
import { fromTrustedProxy } from './client-ip';

/** What a proxy may send as an id: short, printable, nothing a log line or header could be split on. */
const SAFE_ID = /^[\w.:-]{1,128}$/;
const SERVICE = 'cms';

export function createRequestLogger(level: string): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: SERVICE, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return readableLogs() ? pino(options, readableDestination()) : pino(options);
}

/** The request's id: a trusted proxy's well-formed X-Request-Id, else a new UUID. */
export function requestIdFor(sent: string, trusted: boolean): string {
  return trusted && SAFE_ID.test(sent) ? sent : randomUUID();
}

/** The id of a request as it arrives: the peer is looked up only when there is an id to keep. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && sent !== ''
    ? requestIdFor(sent, fromTrustedProxy(req.socket.remoteAddress ?? ''))
    : randomUUID();
}

const REQUEST_ID = Symbol('request id');

/** Notes the request's id on its context, where a log line made during it finds it. */
export const setRequestId = (ctx: Context, id: string) => {
  (ctx.state as Record<symbol, string>)[REQUEST_ID] = id;
};

/**
 * Names the request once (a cached read, answered before Koa, names its own: lib/public-cache.ts) and answers it in
 * X-Request-Id. The peer is looked up only when there is an id to keep.
 */
export function nameRequest(ctx: Context): string {
  const named = (ctx.state as Record<symbol, string | undefined>)[REQUEST_ID];
  if (named) return named;
  const id = requestIdOf(ctx.req);
  ctx.set('X-Request-Id', id);
  setRequestId(ctx, id);
  return id;
}

/** The id of the request being answered, from Strapi's request context; undefined outside a request. */
export function currentRequestId(): string | undefined {
  const ctx = (
    globalThis as { strapi?: { requestContext?: { get(): Context | undefined } } }
  ).strapi?.requestContext?.get();
  return (ctx?.state as Record<symbol, string | undefined> | undefined)?.[REQUEST_ID];
}

/** LOG_LEVEL (pino's names) as winston's npm levels: info keeps Strapi's own `http` lines, as its default does. */
const WINSTON_LEVELS: Record<string, string> = {
  trace: 'silly',
  debug: 'debug',
  info: 'http',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
};

/** What winston hands a format: the level, the message, and an Error's own fields when one is logged. */
interface WinstonInfo {
  level: string;
  message: unknown;
  stack?: string;
  name?: string;
  [key: string | symbol]: unknown;
}

/** The property winston's console transport writes (triple-beam's MESSAGE). */
const MESSAGE = Symbol.for('message');

/** A winston format: each Strapi message as a JSON line; an Error (Strapi logs them as they are) keeps its stack. */
const jsonLines = {
  transform(info: WinstonInfo): WinstonInfo {
    const reqId = currentRequestId();
    const msg = withoutAnsi(String(info.message));
    const line: LogLine = {
      level: info.level,
      time: new Date().toISOString(),
      service: SERVICE,
      pid: process.pid,
      ...(reqId ? { reqId } : {}),
      msg,
    };
    if (info.stack) line.err = { type: info.name ?? 'Error', message: msg, stack: withoutAnsi(info.stack) };
    info[MESSAGE] = JSON.stringify(line);
    return info;
  },
};

/**
 * config/logger.ts: Strapi's winston logger at LOG_LEVEL, writing JSON lines; Strapi's own readable, coloured format
 * on a terminal in development.
 */
export function strapiLoggerConfig(level: string): { level?: string; silent?: boolean; format?: typeof jsonLines } {
  if (level === 'silent') return { silent: true };
  return { level: WINSTON_LEVELS[level], ...(readableLogs() ? {} : { format: jsonLines }) };
}
