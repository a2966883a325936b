import { describe, expect, it } from 'vitest';
import { cmsUrls, createCmsPool, isRetryable } from './cms-upstreams.mjs';

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
    expect(pool.agent.maxSockets).toBe(64);
  });
});

describe('isRetryable', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  it('retries reads whose connection failed', () => {
    expect(isRetryable('get', refused)).toBe(true);
    expect(isRetryable('HEAD', { code: 'ECONNRESET' })).toBe(true);
  });
  it('never retries a write, a timeout or an answer', () => {
    expect(isRetryable('POST', refused)).toBe(false);
    expect(isRetryable('GET', { code: 'ECONNABORTED' })).toBe(false);
    expect(isRetryable('GET', { code: 'ETIMEDOUT' })).toBe(false);
    expect(isRetryable('GET', new Error('502'))).toBe(false);
    expect(isRetryable(undefined, refused)).toBe(false);
  });
});
