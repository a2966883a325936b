/**
 * The client address every limit keys on. Koa's `proxy` setting trusts X-Forwarded-* from anyone, so a client on the
 * CMS port could name a new address per request. Here those headers count only from a trusted proxy
 * (TRUSTED_PROXIES: addresses and CIDR ranges, comma-separated, default loopback: the web server runs beside the CMS;
 * add a load balancer's address or range when there is one). The same setting is the web server's (web/server.mjs).
 */
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { envValue, proxyMatcher } from '@cadmax/contract/env';

/**
 * `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4, and `::1` is 127.0.0.1 (both spellings of this machine's own address
 * are one client). Other 127.x addresses stay distinct: TRUSTED_PROXIES=127.0.0.1 does not trust 127.0.0.2.
 */
export function canonicalIp(ip: string): string {
  const address = (/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip).toLowerCase();
  return address === '::1' ? '127.0.0.1' : address;
}

/**
 * The bucket a client's requests count in (the rate limits): an IPv4 address is one client; an IPv6 client is its
 * /64, the network one subscriber or host is given, since it can take a new address inside it for every request
 * `2001:db8:1:2::a` and `2001:db8:1:2:ffff::1` share `2001:db8:1:2::/64`.
 */
export function rateLimitKey(ip: string): string {
  const address = canonicalIp(ip);
  if (!ipaddr.IPv6.isValid(address)) return address;
  const groups = ipaddr.IPv6.parse(address).parts.slice(0, 4);
  return `${groups.map((g) => g.toString(16)).join(':')}::/64`;
}

/**
 * Whether a peer is a trusted proxy (TRUSTED_PROXIES, read at each start: the tests change it between boots). Compared
 * in canonical form, so `127.0.0.1` and `::1` each trust both spellings.
 */
const trustedProxies = (): ((address: string) => boolean) => {
  const matches = proxyMatcher(envValue('TRUSTED_PROXIES').map(canonicalIp));
  return (address) => matches(canonicalIp(address));
};

/**
 * The address of the request's client (proxy-addr, as Express's `trust proxy`): walking back from the connection
 * through X-Forwarded-For, the first address that is not a trusted proxy (each trusted hop appended the one before
 * it). An entry a client wrote itself is never reached while an untrusted hop stands between.
 */
export function clientIpOf(
  peer: string,
  forwardedFor: string | undefined,
  trusted: (address: string) => boolean,
): string {
  const req = { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } };
  return canonicalIp(proxyaddr(req as unknown as IncomingMessage, trusted));
}

/**
 * Whether the connection comes from a trusted proxy (TRUSTED_PROXIES): whose X-Request-Id the request log keeps
 * (middlewares/request-log.ts), as its X-Forwarded-For counts here.
 */
export function fromTrustedProxy(peer: string): boolean {
  trustedOnce ??= trustedProxies();
  return trustedOnce(peer);
}
let trustedOnce: ((address: string) => boolean) | undefined;

/**
 * Puts the client address into ctx.ip before any other middleware reads it (Strapi's own limits too), and drops the
 * X-Forwarded-Proto and -Host a peer that is not a trusted proxy sent: Koa's `proxy` (on while any proxy is trusted,
 * config/server.ts) would believe them from anyone.
 */
export function trustProxiesOnly(strapi: Core.Strapi): void {
  const trusted = trustedProxies();
  strapi.server.use(async (ctx: Context, next: Next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    if (!trusted(peer)) {
      delete ctx.req.headers['x-forwarded-proto'];
      delete ctx.req.headers['x-forwarded-host'];
    }
    ctx.request.ip = clientIpOf(peer, ctx.get('x-forwarded-for') || undefined, trusted);
    await next();
  });
}
