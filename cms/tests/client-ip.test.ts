/**
 * TRUSTED_PROXIES, the one client-IP trust setting (docs/security.md): addresses and CIDR ranges; X-Forwarded-For,
 * -Proto and -Host count only from a peer it lists. No Strapi boot: the middleware is given a stand-in server.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { clientIpOf, rateLimitKey, trustProxiesOnly } from '../src/lib/client-ip';
import { proxyMatcher } from '@cadmax/contract/env';
import { withEnv } from './support/env';

type Middleware = (ctx: Context, next: Next) => Promise<void>;

/** The middleware trustProxiesOnly installs, made under TRUSTED_PROXIES = `trusted`. */
async function middlewareWith(trusted: string | undefined): Promise<Middleware> {
  let installed: Middleware | undefined;
  await withEnv({ TRUSTED_PROXIES: trusted }, async () => {
    trustProxiesOnly({ server: { use: (m: Middleware) => (installed = m) } } as unknown as Core.Strapi);
  });
  return installed!;
}

/** A request from `peer` with these headers, through the middleware: the client address Koa sees, and the headers left. */
async function through(middleware: Middleware, peer: string, headers: Record<string, string>) {
  const req = { socket: { remoteAddress: peer }, headers: { ...headers } };
  const ctx = { req, request: { ip: '' }, get: (name: string) => (req.headers as Record<string, string>)[name] ?? '' };
  await middleware(ctx as unknown as Context, async () => undefined);
  return { ip: ctx.request.ip, headers: req.headers as Record<string, string> };
}

describe('TRUSTED_PROXIES with CIDR ranges', () => {
  it('walks X-Forwarded-For back through every trusted range, IPv4 and IPv6', () => {
    const trusted = proxyMatcher(['10.0.0.0/8', '2001:db8:aa::/48']);
    expect(clientIpOf('10.1.2.3', '198.51.100.9, 10.200.0.1', trusted)).toBe('198.51.100.9');
    expect(clientIpOf('2001:db8:aa:1::5', '203.0.113.4', trusted)).toBe('203.0.113.4');
    // An untrusted hop stops the walk: what a visitor wrote before it is not believed.
    expect(clientIpOf('10.1.2.3', '1.1.1.1, 192.0.2.50', trusted)).toBe('192.0.2.50');
    expect(clientIpOf('2001:db8:ab::5', '203.0.113.4', trusted)).toBe('2001:db8:ab::5');
  });

  it('the CMS takes the client from a proxy in a trusted range and ignores the headers of anyone else', async () => {
    const middleware = await middlewareWith('127.0.0.1,::1,10.0.0.0/8');
    const forwarded = {
      'x-forwarded-for': '198.51.100.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'a.example',
    };

    const fromBalancer = await through(middleware, '::ffff:10.9.8.7', forwarded);
    expect(fromBalancer.ip).toBe('198.51.100.9');
    expect(fromBalancer.headers['x-forwarded-proto']).toBe('https');

    const fromStranger = await through(middleware, '192.0.2.7', forwarded);
    expect(fromStranger.ip).toBe('192.0.2.7');
    expect(fromStranger.headers['x-forwarded-proto']).toBeUndefined();
    expect(fromStranger.headers['x-forwarded-host']).toBeUndefined();
  });

  it('an empty TRUSTED_PROXIES trusts no one, loopback included', async () => {
    const middleware = await middlewareWith('');
    expect((await through(middleware, '127.0.0.1', { 'x-forwarded-for': '198.51.100.9' })).ip).toBe('127.0.0.1');
  });

  it('unset, the web server beside the CMS (loopback, either spelling) is trusted', async () => {
    const middleware = await middlewareWith(undefined);
    expect((await through(middleware, '::1', { 'x-forwarded-for': '198.51.100.9' })).ip).toBe('198.51.100.9');
  });
});

describe('loopback spellings', () => {
  it('::1 and 127.0.0.1 are one trusted proxy; 127.0.0.2 is another machine-local peer, not trusted by 127.0.0.1', async () => {
    const middleware = await middlewareWith('127.0.0.1');
    const forwarded = { 'x-forwarded-for': '198.51.100.9' };
    expect((await through(middleware, '::1', forwarded)).ip).toBe('198.51.100.9');
    expect((await through(middleware, '127.0.0.2', forwarded)).ip).toBe('127.0.0.2');
  });
});

describe('rate-limit keys through the shared address parser', () => {
  it('keys IPv4 by address and IPv6 by its /64, however written', () => {
    const keys = {
      '203.0.113.7': '203.0.113.7',
      '::ffff:203.0.113.7': '203.0.113.7',
      '2001:db8:1:2::a': '2001:db8:1:2::/64',
      '2001:DB8:1:2:ffff:ffff:ffff:1': '2001:db8:1:2::/64',
      '2001:0db8:0001:0002:0:0:0:1': '2001:db8:1:2::/64',
      '2001:db8:1:3::a': '2001:db8:1:3::/64',
      '2001:db8::1': '2001:db8:0:0::/64',
      '64:ff9b::198.51.100.1': '64:ff9b:0:0::/64',
      '::1': '127.0.0.1',
    };
    for (const [address, key] of Object.entries(keys)) expect(rateLimitKey(address), address).toBe(key);
  });
});
