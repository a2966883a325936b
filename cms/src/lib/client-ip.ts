/**
 * The client address every limit keys on. Koa's `proxy` setting trusts X-Forwarded-For from anyone,
 * so a client on the CMS port could name a new address per request. Here the header counts only
 * through trusted proxies (TRUSTED_PROXIES, comma-separated, default loopback: the web server runs
 * beside the CMS; add a load balancer's address when there is one).
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4; every spelling of loopback is one client. */
export function canonicalIp(ip: string): string {
  const address = (/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip).toLowerCase();
  return address === '::1' ? '127.0.0.1' : address;
}

/** The 8 groups of an IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups); null if it is not one. */
function ipv6Groups(ip: string): number[] | null {
  if (!isIPv6(ip)) return null;
  let address = ip.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number);
    address = `${address.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = address.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The bucket a client's requests count in (the rate limits): an IPv4 address is one client; an IPv6 client is its
 * /64, the network one subscriber or host is given, since it can take a new address inside it for every request
 * (issue 23). `2001:db8:1:2::a` and `2001:db8:1:2:ffff::1` share `2001:db8:1:2::/64`.
 */
export function rateLimitKey(ip: string): string {
  const address = canonicalIp(ip);
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const trustedProxies = (): Set<string> =>
  new Set(
    (process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(canonicalIp),
  );

/**
 * The address of the request's client: walking back from the connection through X-Forwarded-For, the
 * first address that is not a trusted proxy (each trusted hop appended the one before it). An entry
 * a client wrote itself is never reached while an untrusted hop stands between.
 */
export function clientIpOf(peer: string, forwardedFor: string | undefined, trusted: Set<string>): string {
  const hops = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    peer,
  ].map(canonicalIp);
  let i = hops.length - 1;
  while (i > 0 && trusted.has(hops[i])) i -= 1;
  return hops[i];
}

/**
 * Whether the connection comes from a trusted proxy (TRUSTED_PROXIES): whose X-Request-Id the request log keeps
 * (middlewares/request-log.ts), as its X-Forwarded-For counts here.
 */
export function fromTrustedProxy(peer: string): boolean {
  trustedOnce ??= trustedProxies();
  return trustedOnce.has(canonicalIp(peer));
}
let trustedOnce: Set<string> | undefined;

/** Puts the client address into ctx.ip before any other middleware reads it (Strapi's own limits too). */
export function trustProxiesOnly(strapi: Core.Strapi): void {
  const trusted = trustedProxies();
  strapi.server.use(async (ctx: Context, next: Next) => {
    ctx.request.ip = clientIpOf(ctx.req.socket.remoteAddress ?? '', ctx.get('x-forwarded-for') || undefined, trusted);
    await next();
  });
}
