import { describe, expect, it, vi } from 'vitest';
import { CmsBusy, carriesSubmissionKey, cmsUrls, createCmsPool, createGate, isRetryable } from './cms-upstreams.mjs';
import { closedPortUrl, serve } from './test-servers';

describe('cmsUrls', () => {
  it('defaults to the local CMS on CMS_PORT', () => {
    expect(cmsUrls({})).toEqual(['http://127.0.0.1:1337']);
    expect(cmsUrls({ CMS_PORT: '1400' })).toEqual(['http://127.0.0.1:1400']);
  });

  it('reads a comma-separated list, trimming spaces and trailing slashes', () => {
    expect(cmsUrls({ CMS_INTERNAL_URL: ' http://10.0.0.11:1337/, http://10.0.0.12:1337 ,' })).toEqual([
      'http://10.0.0.11:1337',
      'http://10.0.0.12:1337',
    ]);
  });

  it.each(['10.0.0.11:1337', 'ftp://cms', 'http://a:1337,https://b:1337', ' , '])('refuses %j', (value) => {
    expect(() => cmsUrls({ CMS_INTERNAL_URL: value })).toThrow(/CMS_INTERNAL_URL/);
  });
});

describe('createCmsPool', () => {
  it('takes the instances in turn and retries on the next one', () => {
    const pool = createCmsPool(['http://a', 'http://b', 'http://c']);
    const firsts = Array.from({ length: 6 }, () => pool.urls[pool.first()]);
    expect(firsts).toEqual(['http://a', 'http://b', 'http://c', 'http://a', 'http://b', 'http://c']);
    expect(pool.after(2)).toBe(0);
    expect(pool.attempts).toBe(4);
  });
});

describe('isRetryable', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  it('retries any call whose connection was never made, writes included: the CMS received nothing', () => {
    expect(isRetryable('get', refused)).toBe(true);
    expect(isRetryable('POST', refused)).toBe(true);
    expect(isRetryable('DELETE', { code: 'EHOSTUNREACH' })).toBe(true);
  });
  it('retries a read whose kept-alive connection was dropped', () => {
    expect(isRetryable('HEAD', { code: 'ECONNRESET' })).toBe(true);
    expect(isRetryable('GET', { code: 'EPIPE' })).toBe(true);
  });
  it('never retries a write that may have reached the CMS, a timeout or an answer', () => {
    expect(isRetryable('POST', { code: 'ECONNRESET' })).toBe(false);
    expect(isRetryable('PUT', { code: 'EPIPE' })).toBe(false);
    expect(isRetryable('GET', { code: 'ECONNABORTED' })).toBe(false);
    expect(isRetryable('GET', { code: 'ETIMEDOUT' })).toBe(false);
    expect(isRetryable('GET', new Error('502'))).toBe(false);
    expect(isRetryable(undefined, refused)).toBe(false);
  });
  it('retries a dropped write only when it carries a submission key (the CMS stores a key once)', () => {
    expect(isRetryable('POST', { code: 'ECONNRESET' }, true)).toBe(true);
    expect(isRetryable('POST', { code: 'ETIMEDOUT' }, true)).toBe(false);
    expect(carriesSubmissionKey(JSON.stringify({ name: 'A', submission_key: 'k1' }))).toBe(true);
    expect(carriesSubmissionKey(JSON.stringify({ name: 'A', submission_key: '' }))).toBe(false);
    expect(carriesSubmissionKey(new URLSearchParams({ submission_key: 'k1' }))).toBe(true);
    expect(carriesSubmissionKey(JSON.stringify({ name: 'A' }))).toBe(false);
  });
});

describe('createGate', () => {
  it('admits up to its capacity, queues up to its bound, and refuses past it at once', async () => {
    const gate = createGate({ capacity: 2, queueMax: 1, timeoutMs: 10_000 });
    const first = await gate.admit();
    await gate.admit();
    const queued = gate.admit();
    await expect(gate.admit()).rejects.toBeInstanceOf(CmsBusy);
    expect([gate.active, gate.waiting]).toEqual([2, 1]);
    first();
    first(); // a release counts once
    const third = await queued;
    expect([gate.active, gate.waiting]).toEqual([2, 0]);
    third();
    expect(gate.active).toBe(1);
  });

  it('refuses a queued call whose wait ran out', async () => {
    vi.useFakeTimers();
    try {
      const gate = createGate({ capacity: 1, queueMax: 5, timeoutMs: 1_000 });
      await gate.admit();
      const waiting = gate.admit();
      vi.advanceTimersByTime(1_000);
      await expect(waiting).rejects.toMatchObject({ code: 'ECMSBUSY' });
      expect(gate.waiting).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the rotation', () => {
  it('leaves out an instance whose connection was refused until its readiness check answers', async () => {
    let ready = false;
    const b = await serve((req, res) => {
      res.writeHead(req.url === '/_health/ready' && !ready ? 503 : 200).end();
    });
    const pool = createCmsPool([await closedPortUrl(), b.url], { pollMs: 60_000 });
    try {
      expect(pool.readyCount()).toBe(2);
      pool.failed(0);
      expect([pool.first(), pool.first(), pool.first()]).toEqual([1, 1, 1]);
      expect(pool.after(1)).toBe(1);
      // b answers "not ready" (a graceful stop has begun): none in rotation, and calls still go somewhere.
      await pool.watch();
      expect(pool.readyCount()).toBe(0);
      expect([0, 1]).toContain(pool.first());
      ready = true;
      pool.close();
      const again = createCmsPool([b.url], { pollMs: 60_000 });
      await again.watch();
      expect(again.readyCount()).toBe(1);
      again.close();
    } finally {
      pool.close();
      await b.close();
    }
  });
});
