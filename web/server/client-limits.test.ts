import http from 'node:http';
import net from 'node:net';
import proxyaddr from 'proxy-addr';
import { afterEach, expect, it } from 'vitest';
import { createCacheFront } from './cache-front.mjs';
import { capConnections, renderLimiter } from './client-limits.mjs';
import { createHtmlCache } from './html-cache.mjs';
import { serve, type Served } from './test-servers';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** The cache front with the render limit on a clock the test moves, in front of a page handler. */
async function renders(burst: number, perSecond: number) {
  let now = 0;
  const rendered: string[] = [];
  const trusted = proxyaddr.compile(['loopback']);
  const front = createCacheFront({
    pages: createHtmlCache({ ttlMs: 60_000, maxEntries: 10 }),
    api: createHtmlCache({ ttlMs: 0, maxEntries: 1 }),
    hsts: false,
    revalidation: (req) => req.headers['x-revalidate'] === 'yes',
    limitRenders: renderLimiter({ burst, perSecond, now: () => now, clientOf: (req) => proxyaddr(req, trusted) }),
  });
  const served = await serve((req, res) => {
    if (front(req, res)) return;
    rendered.push(req.url ?? '');
    res.end('rendered');
  });
  open.push(served);
  const get = async (client?: string, headers: Record<string, string> = {}, path = `/search?q=${Math.random()}`) => {
    const res = await fetch(`${served.url}${path}`, {
      headers: client ? { 'X-Forwarded-For': client, ...headers } : headers,
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
  };
  return { get, rendered, at: (ms: number) => (now = ms) };
}

it('lets a visitor render a burst, then its rate, and answers 429 with Retry-After past it before any render', async () => {
  const { get, at, rendered } = await renders(5, 2);
  const greedy = '203.0.113.5';
  const first = [];
  for (let i = 0; i < 8; i += 1) first.push((await get(greedy)).status);
  expect(first).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  expect(rendered.length).toBe(5);
  const refused = await get(greedy);
  expect([refused.retryAfter, refused.body]).toEqual([
    '1',
    'Too many pages asked for at once from your address. Please try again in a moment.',
  ]);
  // Another visitor has its own bucket; this server's own renders, this machine unforwarded, the health checks and
  // the API are not counted.
  expect((await get('198.51.100.9')).status).toBe(200);
  expect((await get(greedy, { 'X-Revalidate': 'yes' })).status).toBe(200);
  for (let i = 0; i < 20; i += 1) expect((await get()).status).toBe(200);
  expect((await get(greedy, {}, '/_health/ready')).status).toBe(200);
  expect((await get(greedy, {}, '/api/blog/get')).status).toBe(200);
  // Two renders a second come back.
  at(1_000);
  expect([(await get(greedy)).status, (await get(greedy)).status, (await get(greedy)).status]).toEqual([200, 200, 429]);
});

it("closes an address's connections past its cap at once, and counts none of a trusted proxy's", async () => {
  const server = http.createServer((_req, res) => res.end('ok'));
  const trusted = proxyaddr.compile(['127.0.0.1']);
  const counted = capConnections(server, trusted, 3);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const connect = (localAddress: string) =>
    new Promise<{ socket: net.Socket; closedAtOnce: boolean }>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress });
      socket.on('error', () => undefined);
      socket.on('connect', () => {
        const timer = setTimeout(() => resolve({ socket, closedAtOnce: false }), 300);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve({ socket, closedAtOnce: true });
        });
      });
    });
  const fromClient = await Promise.all(Array.from({ length: 5 }, () => connect('127.0.0.2')));
  expect(fromClient.map((c) => c.closedAtOnce).sort()).toEqual([false, false, false, true, true]);
  expect(counted.open()).toBe(3);
  // Another address, and the trusted proxy (its connections carry many visitors), are not held back.
  expect((await connect('127.0.0.3')).closedAtOnce).toBe(false);
  const fromProxy = await Promise.all(Array.from({ length: 6 }, () => connect('127.0.0.1')));
  expect(fromProxy.every((c) => !c.closedAtOnce)).toBe(true);
  // A closed connection gives its place back.
  fromClient.find((c) => !c.closedAtOnce)!.socket.destroy();
  await expect.poll(() => counted.open()).toBe(3);
  expect((await connect('127.0.0.2')).closedAtOnce).toBe(false);
  for (const c of [...fromClient, ...fromProxy]) c.socket.destroy();
  server.closeAllConnections();
  server.close();
});
