// The background render of a stale cached copy (stale-while-revalidate, html-cache.mjs): a request this server sends
// to itself over loopback, marked with a token only this process knows, so the cache front lets it through to
// Express, whose page handler (or the API cache) stores the new copy. It goes the whole way a visitor's miss goes —
// request id, log line, metrics, the loaders' CMS calls with their tags — and no visitor waits for it.
import crypto from 'node:crypto';
import http from 'node:http';

export const REVALIDATE_HEADER = 'x-cadmax-revalidate';

/**
 * @param {() => import('node:net').AddressInfo | string | null} address where this server listens
 */
export function createRevalidator(address) {
  const token = crypto.randomUUID();
  /** Keys being rendered: one background render per copy at a time. */
  const running = new Set();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  return {
    /** @param {import('node:http').IncomingMessage} req whether `req` is this server's own background render */
    isRevalidation: (req) => req.headers[REVALIDATE_HEADER] === token,
    /** @param {string} key the URL (path and query) to render again */
    revalidate(key) {
      const bound = address();
      if (running.has(key) || !bound || typeof bound === 'string') return;
      running.add(key);
      // Listening on every address: ask loopback, in the family it was bound with.
      const wildcard = bound.address === '0.0.0.0' || bound.address === '::';
      const host = wildcard ? (bound.family === 'IPv6' ? '::1' : '127.0.0.1') : bound.address;
      const done = () => running.delete(key);
      http
        .get({ host, port: bound.port, path: key, agent, headers: { [REVALIDATE_HEADER]: token } }, (res) => {
          res.resume();
          res.once('end', done);
          res.once('error', done);
        })
        .once('error', done);
    },
    close: () => agent.destroy(),
  };
}
