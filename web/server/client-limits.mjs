// What one client may hold or spend of this web server, so that one client cannot slow it for everyone else: open
// connections (counted per peer address, except the trusted proxies in front, whose connections carry many clients),
// and page renders that no cached copy answered (per visitor, a token bucket). The limits and their costs are in
// docs/security.md ("Slow and hostile clients").
import { LRUCache } from 'lru-cache';
import { isLoopback } from './env.mjs';

/** Open connections one address may hold; the next is closed at once. Browsers open at most six per site. */
export const CONNECTIONS_PER_CLIENT = 64;
/** Renders one visitor may ask for in a burst, and how many a second come back (cached copies are never counted). */
export const RENDER_BURST = 20;
export const RENDERS_PER_S = 2;
/** Visitors remembered at once; the least recent goes first (a visitor that has waited a while has a full bucket). */
const CLIENTS_KEPT = 10_000;
const TOO_MANY_RENDERS = 'Too many pages asked for at once from your address. Please try again in a moment.';

/**
 * Closes a new connection from an address that already holds CONNECTIONS_PER_CLIENT. A trusted proxy's are not
 * counted: each carries many visitors.
 * @param {import('node:http').Server} server
 * @param {(address: string, hop: number) => boolean} trusted Express's compiled `trust proxy`
 * @param {number} [max]
 * @returns {{ open: () => number }} how many connections are counted now
 */
export function capConnections(server, trusted, max = CONNECTIONS_PER_CLIENT) {
  /** @type {Map<string, number>} */
  const open = new Map();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const n = open.get(address) ?? 0;
    if (n >= max) return void socket.destroy();
    open.set(address, n + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return { open: () => [...open.values()].reduce((a, b) => a + b, 0) };
}

/**
 * A token bucket per visitor over the requests that reach a render: every page, search or query string a cached copy
 * did not answer (cache-front.mjs asks before it hands a request to Express, so a refusal costs next to nothing).
 * Not counted: this machine itself when no proxy forwarded the request (the local checks and tools; a proxy on this
 * machine always names its client).
 * @param {{ clientOf: (req: import('node:http').IncomingMessage) => string, burst?: number, perSecond?: number, now?: () => number }} options
 *   `clientOf`: the visitor's address as Express reads it through the trusted proxies (proxy-addr)
 * @returns {(req: import('node:http').IncomingMessage) => number} 0 when the request may render, else the seconds until
 *   it may (its 429's Retry-After: `refuseRender`)
 */
export function renderLimiter({ clientOf, burst = RENDER_BURST, perSecond = RENDERS_PER_S, now = Date.now }) {
  /** @type {LRUCache<string, { tokens: number, at: number }>} */
  const buckets = new LRUCache({ max: CLIENTS_KEPT });
  return (req) => {
    const client = clientOf(req);
    if (isLoopback(client) && req.headers['x-forwarded-for'] === undefined) return 0;
    const t = now();
    let bucket = buckets.get(client);
    if (!bucket) buckets.set(client, (bucket = { tokens: burst, at: t }));
    bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
    bucket.at = t;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / perSecond);
  };
}

/**
 * The answer to a render `renderLimiter` refused: 429, with when to come back.
 * @param {import('node:http').ServerResponse} res
 * @param {number} retryAfterS
 * @param {string[]} headers the policy headers every answer carries
 */
export function refuseRender(res, retryAfterS, headers) {
  res.writeHead(
    429,
    headers.concat(
      'Content-Type',
      'text/plain; charset=utf-8',
      'Cache-Control',
      'no-store',
      'Retry-After',
      String(retryAfterS),
    ),
  );
  res.end(TOO_MANY_RENDERS);
}
