/**
 * The client address every limit keys on. Koa's `proxy` setting trusts X-Forwarded-For from anyone,
 * so a client on the CMS port could name a new address per request. Here the header counts only
 * when the connection comes from a trusted proxy (TRUSTED_PROXIES, default loopback: the web server
 * runs beside the CMS), and then only its last entry, the one that proxy appended.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4; every spelling of loopback is one client. */
export function canonicalIp(ip: string): string {
  const address = (/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip).toLowerCase();
  return address === '::1' ? '127.0.0.1' : address;
}

const trustedProxies = (): Set<string> =>
  new Set(
    (process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(canonicalIp),
  );

/** The address of the request's client, as the limits count it. */
export function clientIpOf(peer: string, forwardedFor: string | undefined, trusted: Set<string>): string {
  const socket = canonicalIp(peer);
  if (!trusted.has(socket) || !forwardedFor) return socket;
  const last = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last ? canonicalIp(last) : socket;
}

/** Puts the client address into ctx.ip before any other middleware reads it (Strapi's own limits too). */
export function trustProxiesOnly(strapi: Core.Strapi): void {
  const trusted = trustedProxies();
  strapi.server.use(async (ctx: Context, next: Next) => {
    ctx.request.ip = clientIpOf(ctx.req.socket.remoteAddress ?? '', ctx.get('x-forwarded-for') || undefined, trusted);
    await next();
  });
}
