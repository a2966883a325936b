import http from 'node:http';
import net from 'node:net';
import express from 'express';
import proxyaddr from 'proxy-addr';
import { afterEach, expect, it } from 'vitest';
import { capConnections, limitRenders } from './client-limits.mjs';
import { serve, type Served } from './test-servers';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A page chain behind `limitRenders` on a clock the test moves. */
async function renders(burst: number, perSecond: number) {
  let now = 0;
  const app = express();
  app.set('trust proxy', ['loopback']);
  app.use(limitRenders({ burst, perSecond, now: () => now, exempt: (req) => req.headers['x-revalidate'] === 'yes' }));
  app.use((_req, res) => void res.send('rendered'));
  const served = await serve(app);
  open.push(served);
  const get = async (client?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${served.url}/search?q=${Math.random()}`, {
      headers: client ? { 'X-Forwarded-For': client, ...headers } : headers,
    });
    await res.text();
    return { status: res.status, retryAfter: res.headers.get('retry-after') };
  };
  return { get, at: (ms: number) => (now = ms) };
}

it('lets a visitor render a burst, then its rate, and answers 429 with Retry-After past it; others are not slowed', async () => {
  const { get, at } = await renders(5, 2);
  const greedy = '203.0.113.5';
  const first = [];
  for (let i = 0; i < 8; i += 1) first.push((await get(greedy)).status);
  expect(first).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  expect((await get(greedy)).retryAfter).toBe('1');
  // Another visitor has its own bucket; this server's own renders and this machine unforwarded are not counted.
  expect((await get('198.51.100.9')).status).toBe(200);
  expect((await get(greedy, { 'X-Revalidate': 'yes' })).status).toBe(200);
  for (let i = 0; i < 20; i += 1) expect((await get()).status).toBe(200);
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
