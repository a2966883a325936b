import { describe, expect, it } from 'vitest';
import { readableDestination, readableLine, readableLogs, withoutAnsi } from './log-lines';

describe('log lines', () => {
  it('are for a person only on a terminal outside production', () => {
    expect(readableLogs({ isTTY: true }, 'development')).toBe(true);
    expect(readableLogs({ isTTY: true }, undefined)).toBe(true);
    expect(readableLogs({ isTTY: true }, 'production')).toBe(false);
    expect(readableLogs({ isTTY: false }, 'development')).toBe(false);
    expect(readableLogs({}, 'development')).toBe(false);
  });

  it('read a request’s line and a message’s line as one short line each', () => {
    const time = '2026-11-26T06:04:05.123Z';
    expect(
      readableLine({
        level: 'info',
        time,
        service: 'cms',
        method: 'GET',
        path: '/api/blog/get',
        status: 200,
        ms: 3.14,
      }),
    ).toBe('06:04:05 cms GET /api/blog/get 200 3.1 ms');
    expect(readableLine({ level: 'error', time, service: 'web', method: 'POST', path: '/contact', status: 502 })).toBe(
      '06:04:05 web POST /contact 502 (error)',
    );
    expect(
      readableLine({ level: 'warn', time, service: 'cms', msg: 'Redis down', err: { stack: 'Error: x\n    at y' } }),
    ).toBe('06:04:05 cms warn: Redis down\nError: x\n    at y');
  });

  it('drop a terminal’s colour codes', () => {
    expect(withoutAnsi('\u001b[32minfo\u001b[39m: started \u001b[1mok\u001b[22m')).toBe('info: started ok');
  });

  it('pass through a pino destination readably', () => {
    const written: string[] = [];
    readableDestination({ write: (text: string) => written.push(text) }).write(
      `${JSON.stringify({ level: 'info', time: '2026-11-26T10:00:00.000Z', service: 'web', msg: 'listening' })}\n`,
    );
    expect(written).toEqual(['10:00:00 web info: listening\n']);
  });
});
