import { describe, expect, it } from 'vitest';
import { ENV_VARS, EnvError, envValue, envWarnings, parseEnv } from './env';

describe('the environment schema', () => {
  it('fills every default from an empty environment', () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.PORT).toBe(3000);
    expect(env.CMS_PORT).toBe(1337);
    expect(env.TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1']);
    expect(env.S3_ACL).toBe('public-read');
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(env.HTML_CACHE_MS).toBe(300_000);
    expect(env.SMTP_PORT).toBeUndefined();
  });

  it('reads an empty value as unset (a .env copied from .env.example), except where empty means something', () => {
    const env = parseEnv({ PORT: '', CMS_ADMIN_PASSWORD: '', S3_ACL: '', TRUSTED_PROXIES: '' });
    expect(env.PORT).toBe(3000);
    expect(env.CMS_ADMIN_PASSWORD).toBeUndefined();
    expect(env.S3_ACL).toBe('');
    expect(env.TRUSTED_PROXIES).toEqual([]);
  });

  it('types what it reads', () => {
    const env = parseEnv({
      PORT: '8080',
      HTML_CACHE_MS: '0',
      SMTP_SECURE: 'true',
      TRUSTED_PROXIES: ' 10.0.0.0/8 , 2001:db8::/32 ',
      SITE_ORIGINS: 'https://a.example,https://b.example',
      APP_KEYS: 'k1,k2',
    });
    expect(env.PORT).toBe(8080);
    expect(env.HTML_CACHE_MS).toBe(0);
    expect(env.SMTP_SECURE).toBe(true);
    expect(env.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(env.SITE_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.APP_KEYS).toEqual(['k1', 'k2']);
  });

  it('fails fast, naming every variable it cannot read', () => {
    const bad = {
      PORT: 'eighty',
      LOGIN_RATE_MAX: '0',
      DATABASE_CLIENT: 'mysql',
      TRUSTED_PROXIES: '10.0.0.0/40',
      SITE_URL: 'nope',
    };
    let error: unknown;
    try {
      parseEnv(bad);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const { message, problems } = error as EnvError;
    expect(problems).toHaveLength(5);
    expect(message).toContain('PORT="eighty": expected a whole number');
    expect(message).toContain('LOGIN_RATE_MAX="0": expected at least 1');
    expect(message).toContain('DATABASE_CLIENT="mysql": expected sqlite or postgres');
    expect(message).toContain('"10.0.0.0/40" is not an IP address or a CIDR range');
    expect(message).toContain('SITE_URL="nope"');
  });

  it('reads one variable as it is now', () => {
    const source: Record<string, string | undefined> = { SMTP_PORT: '2525' };
    expect(envValue('SMTP_PORT', source)).toBe(2525);
    source.SMTP_PORT = '2526';
    expect(envValue('SMTP_PORT', source)).toBe(2526);
    expect(() => envValue('SMTP_PORT', { SMTP_PORT: 'x' })).toThrow('SMTP_PORT="x"');
  });

  it('reads process.env afresh when a value changes', () => {
    const saved = process.env.REDIS_PREFIX;
    try {
      process.env.REDIS_PREFIX = 'one:';
      expect(envValue('REDIS_PREFIX')).toBe('one:');
      process.env.REDIS_PREFIX = 'two:';
      expect(envValue('REDIS_PREFIX')).toBe('two:');
    } finally {
      if (saved === undefined) delete process.env.REDIS_PREFIX;
      else process.env.REDIS_PREFIX = saved;
    }
  });

  it('keeps TRUST_PROXY=false working (no trusted proxy) and warns about the old variables', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: 'false', TRUSTED_PROXIES: '10.0.0.1' }).TRUSTED_PROXIES).toEqual(['10.0.0.1']);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1']);
    expect(envWarnings({ TRUST_PROXY: 'false', TRUST_PROXY_HOPS: '2' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY is deprecated/),
      expect.stringMatching(/^TRUST_PROXY_HOPS is deprecated/),
    ]);
    expect(envWarnings({})).toEqual([]);
  });

  it('describes every variable and names who reads it', () => {
    for (const [name, spec] of Object.entries(ENV_VARS)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(spec.description.length, name).toBeGreaterThan(3);
      expect(spec.defaultText.length, name).toBeGreaterThan(0);
      expect(spec.readers.length, name).toBeGreaterThan(0);
    }
  });
});
