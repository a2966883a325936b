// The X-Forwarded-For this web server sends the CMS for a visitor's request, on both of its ways there: the /api
// proxy (cms-proxy.mjs) and the public forms' route actions (app/lib/public-form.server.ts).
// One rule: whatever chain arrived, plus the address of the peer that connected here. The CMS walks back from its own
// peer through TRUSTED_PROXIES (cms/src/lib/client-ip.ts, default loopback, i.e. this server), so an entry a visitor
// wrote itself is only believed when the visitor connected from a trusted address (a load balancer on this machine).
import proxyaddr from 'proxy-addr';

/**
 * The chain as proxy-addr reads it (the peer first, then X-Forwarded-For from its last entry), in the header's order.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string}
 */
export const forwardedFor = (req) => proxyaddr.all(req).reverse().join(',');
