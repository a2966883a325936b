/**
 * Finding 2: the documented local admin password is refused whenever the site or the CMS listens beyond
 * loopback, and HOST defaults to loopback outside production. That the built web server really binds to
 * 127.0.0.1 is tested against the real process in ops/tests/listen-host.test.ts (it needs the build).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PASSWORD, assertSafeToStart, loadEnv } from '../../scripts/lib/env.mjs';

describe('the start refuses the default admin password beyond loopback', () => {
  const base = { ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD, CMS_HOST: '127.0.0.1', HOST: '127.0.0.1' };

  it('accepts the default password on loopback outside production', () => {
    expect(() => assertSafeToStart(base)).not.toThrow();
    expect(() => assertSafeToStart({ ...base, HOST: 'localhost', CMS_HOST: '::1' })).not.toThrow();
  });

  it.each([
    ['HOST=0.0.0.0', { HOST: '0.0.0.0' }, /HOST=0\.0\.0\.0/],
    ['an unset HOST (every interface)', { HOST: undefined }, /HOST=\(every interface\)/],
    ['CMS_HOST on the network', { CMS_HOST: '192.0.2.2' }, /CMS_HOST=192\.0\.2\.2/],
  ])('refuses it with %s, saying which setting and what to do', (_, change, where) => {
    expect(() => assertSafeToStart({ ...base, ...change })).toThrow(where);
    expect(() => assertSafeToStart({ ...base, ...change })).toThrow(
      /documented local default.*set your own ADMIN_PASSWORD/,
    );
  });

  it('accepts the network with an own password', () => {
    expect(() => assertSafeToStart({ ...base, HOST: '0.0.0.0', ADMIN_PASSWORD: 'An-Own-Password-42' })).not.toThrow();
  });

  it('defaults HOST to loopback outside production', () => {
    const saved = { HOST: process.env.HOST, NODE_ENV: process.env.NODE_ENV };
    delete process.env.HOST;
    process.env.NODE_ENV = 'development';
    try {
      expect(loadEnv().HOST).toBe('127.0.0.1');
    } finally {
      Object.assign(process.env, saved);
      if (saved.HOST === undefined) delete process.env.HOST;
    }
  });
});
