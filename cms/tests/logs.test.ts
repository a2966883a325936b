/**
 * Strapi's own log lines (config/logger.ts, src/lib/request-log.ts) through Strapi's logger factory: JSON with the
 * id of the request they were written in (Strapi's request context), an error's type and stack, no colour codes,
 * and LOG_LEVEL obeyed. The built processes' lines are checked in ops/tests/health.test.ts.
 */
import { Writable } from 'node:stream';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createLogger, winston } from '@strapi/logger';
import { afterEach, describe, expect, it } from 'vitest';
import { setRequestId, strapiLoggerConfig } from '../src/lib/request-log';
import type { Context } from 'koa';

const requests = new AsyncLocalStorage<Context>();
const globals = globalThis as { strapi?: unknown };
const saved = globals.strapi;
afterEach(() => {
  globals.strapi = saved;
});

/** Strapi's logger as config/logger.ts makes it, writing into an array instead of stdout. */
function logger(level: string) {
  globals.strapi = { requestContext: { get: () => requests.getStore() } };
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString().trimEnd());
      done();
    },
  });
  const log = createLogger({ ...strapiLoggerConfig(level), transports: [new winston.transports.Stream({ stream })] });
  return { log, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('Strapi’s log lines', () => {
  it('are JSON with the request’s id, an error’s type and stack, and no colour codes', () => {
    const { log, lines } = logger('info');
    const ctx = { state: {} } as Context;
    setRequestId(ctx, 'lb-42');
    requests.run(ctx, () => {
      log.error(new TypeError('\u001b[31mboom\u001b[39m'));
      log.warn('\u001b[1m[honeypot]\u001b[22m refused');
    });
    log.info('Strapi started successfully');
    const [error, warning, started] = lines();
    expect(error).toMatchObject({ level: 'error', service: 'cms', reqId: 'lb-42', msg: 'boom' });
    expect(error.err).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect((error.err as { stack: string }).stack).toMatch(/^TypeError: boom\n {4}at /);
    expect(warning).toMatchObject({ level: 'warn', reqId: 'lb-42', msg: '[honeypot] refused' });
    expect(started).toMatchObject({ level: 'info', msg: 'Strapi started successfully' });
    expect(started).not.toHaveProperty('reqId');
    expect(typeof started.time).toBe('string');
  });

  it('follow LOG_LEVEL', () => {
    const warnOnly = logger('warn');
    warnOnly.log.info('start-up detail');
    warnOnly.log.warn('a problem');
    expect(warnOnly.lines().map((l) => l.msg)).toEqual(['a problem']);
    const silent = logger('silent');
    silent.log.error('not written');
    expect(silent.lines()).toEqual([]);
  });
});
