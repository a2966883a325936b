import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createCmsProxy } from './cms-proxy.mjs';
import { createCmsPool } from './cms-upstreams.mjs';
import { forwardedFor } from './forwarded-for.mjs';
import { createMetrics } from './metrics.mjs';
import { watchBodies } from './request-bodies.mjs';
import { closedPortUrl, droppingReusedSockets, serve, type Served } from './test-servers';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A CMS stand-in: answers its name; writes answer `status`. */
async function cms(name: string, status = 200) {
  const served = await serve((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(req.method === 'GET' ? 200 : status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ name, url: req.url, forwardedFor: req.headers['x-forwarded-for'] }));
    });
  });
  open.push(served);
  return served;
}

/** The web server's proxy in front of `urls`, and a keep-alive client to it. */
async function site(
  urls: string[],
  limits?: Parameters<typeof createCmsPool>[1],
  options: { siteHost?: string; bodies?: Parameters<typeof watchBodies>[0] } = {},
) {
  const writes = { count: 0 };
  /** What the route actions would send as X-Forwarded-For for each request (forwarded-for.mjs). */
  const actionChains: string[] = [];
  const app = express();
  // As server.mjs with its default TRUSTED_PROXIES: a test names its visitors in X-Forwarded-For.
  app.set('trust proxy', ['loopback']);
  app.use(watchBodies(options.bodies));
  app.use((req, _res, next) => {
    actionChains.push(forwardedFor(req));
    next();
  });
  const pool = createCmsPool(urls, limits);
  app.use(createCmsProxy(pool, { onWrite: () => (writes.count += 1), siteHost: options.siteHost }));
  app.use((_req, res) => {
    res.status(418).end('not proxied');
  });
  const served = await serve(app);
  open.push(served);
  const agent = new http.Agent({ keepAlive: true });
  const call = async (method: string, path: string, headers: Record<string, string> = {}, sent = '') => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request(
          `${served.url}${path}`,
          { method, agent, headers: { 'Content-Length': Buffer.byteLength(sent), ...headers } },
          resolve,
        )
        .on('error', reject)
        .end(sent),
    );
    let body = '';
    for await (const chunk of res) body += chunk;
    return { status: res.statusCode, body, retryAfter: res.headers['retry-after'] };
  };
  /** A raw connection that sends `head` now and the rest when told (a slow client). */
  const raw = (head: string) => {
    const { port } = new URL(served.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    // Written at once: what the test writes next is queued behind it until the connection is made.
    socket.write(head);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    return { socket, answer: () => answer, closed };
  };
  return {
    call,
    raw,
    url: served.url,
    writes,
    actionChains,
    close: () => {
      agent.destroy();
      pool.close();
    },
  };
}

describe('the CMS proxy', () => {
  it('forwards only /api and /uploads, path intact, round-robin over kept-alive connections', async () => {
    const [a, b] = [await cms('a'), await cms('b')];
    const { call, close } = await site([a.url, b.url]);
    const names = [];
    for (let i = 0; i < 10; i += 1) names.push(JSON.parse((await call('GET', `/api/blog/get?i=${i}`)).body).name);
    expect(names).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    expect(a.requests[0]).toBe('GET /api/blog/get?i=0');
    expect((await call('GET', '/uploads/x.png')).status).toBe(200);
    expect((await call('GET', '/api')).status).toBe(200);
    for (const path of ['/apis', '/about', '/upload']) expect((await call('GET', path)).status, path).toBe(418);
    // Sequential calls reuse one connection per instance.
    expect(a.connections).toBe(1);
    expect(b.connections).toBe(1);
    close();
  });

  it('sends a read whose connection is refused to the next instance, and counts the refusal by instance', async () => {
    const metrics = createMetrics();
    const b = await cms('b');
    const closed = await closedPortUrl();
    const { call, close } = await site([closed, b.url]);
    for (let i = 0; i < 4; i += 1) {
      const res = await call('GET', '/api/site/home');
      expect(res.status).toBe(200);
      // Once, though the retried attempts forwarded it twice.
      expect(JSON.parse(res.body)).toMatchObject({ name: 'b', forwardedFor: '127.0.0.1' });
    }
    close();
    // The refused instance left the rotation at its first refusal; the other one never failed.
    const text = await metrics.registry.metrics();
    expect(text).toContain(`web_cms_upstream_failures_total{upstream="${closed}",reason="refused"} 1\n`);
    expect(text).not.toContain(`upstream="${b.url}"`);
  });

  it('sends a read again when the one CMS closed the kept-alive connection it went out on', async () => {
    const cmsUp = await droppingReusedSockets((_req, res) => res.end('{"ok":true}'));
    open.push(cmsUp);
    const { call, close } = await site([cmsUp.url]);
    for (let i = 0; i < 3; i += 1)
      expect(await call('GET', '/api/site/home')).toEqual({ status: 200, body: '{"ok":true}' });
    // Every call was answered, though at least one went out on a connection the CMS dropped and was sent again.
    expect(cmsUp.requests.length).toBeGreaterThan(3);
    close();
  });

  it('sends a write whose connection was refused to the next instance, body whole; never one that may have arrived', async () => {
    const bodies: string[] = [];
    const b = await serve((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":true}');
      });
    });
    open.push(b);
    const { call, close } = await site([await closedPortUrl(), b.url]);
    const sent = JSON.stringify({ name: 'Asha', message: 'x'.repeat(200_000) });
    const json = { 'Content-Type': 'application/json' };
    const statuses = [(await call('POST', '/api/contact-add', json, sent)).status];
    statuses.push((await call('POST', '/api/contact-add', json, sent)).status);
    expect(statuses).toEqual([200, 200]);
    expect(bodies).toEqual([sent, sent]);
    close();

    // A write the CMS dropped mid-way may have been stored: never sent again.
    const dropping = await serve((req) => req.socket.destroy());
    open.push(dropping);
    const other = await cms('other');
    const risky = await site([dropping.url, other.url]);
    expect((await risky.call('POST', '/api/contact-add', json, sent)).status).toBe(502);
    expect(other.requests).toEqual([]);
    risky.close();

    const down = await site([await closedPortUrl()]);
    expect(await down.call('GET', '/api/site/home')).toMatchObject({
      status: 502,
      body: JSON.stringify({ status: false, message: 'The content service is unavailable.' }),
    });
    down.close();
  });

  it('answers a burst past the pool and its queue with 503 and Retry-After at once, and serves the rest', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = await serve((req, res) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      }, 50);
    });
    open.push(slow);
    const { call, close } = await site([slow.url], { maxSockets: 4, queueMax: 6, queueTimeoutMs: 5_000 });
    // Forty visitors, one call each.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('GET', `/api/site/blog?b=${i}`, { 'X-Forwarded-For': `203.0.113.${i + 1}` }),
      ),
    );
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect(count(200) + count(503)).toBe(40);
    expect(count(200)).toBeGreaterThanOrEqual(10);
    expect(count(503)).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 503).every((a) => a.retryAfter === '1')).toBe(true);
    expect(most).toBeLessThanOrEqual(4);
    // The pool is whole again afterwards.
    expect((await call('GET', '/api/site/blog')).status).toBe(200);
    close();
  });

  it('sends every call with a kept-alive connection header, whatever the client asked', async () => {
    const seen: (string | undefined)[] = [];
    const served = await serve((req, res) => {
      seen.push(req.headers.connection);
      res.end('{}');
    });
    open.push(served);
    const { call, close } = await site([served.url], { maxSockets: 1, queueMax: 10 });
    await Promise.all([1, 2, 3].map(() => call('GET', '/api/site/home', { Connection: 'close' })));
    expect(seen).toEqual(['keep-alive', 'keep-alive', 'keep-alive']);
    close();
  });

  it("names the visitor to the CMS as the forms' route actions do: the chain it was sent plus its own peer", async () => {
    const a = await cms('a');
    const { call, actionChains, close } = await site([a.url]);
    const proxied = [];
    for (const headers of [
      {} as Record<string, string>,
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
    ]) {
      proxied.push(JSON.parse((await call('POST', '/api/contact-add', headers)).body).forwardedFor);
    }
    expect(proxied).toEqual(['127.0.0.1', '203.0.113.9,127.0.0.1', '198.51.100.1,203.0.113.9,127.0.0.1']);
    expect(actionChains).toEqual(proxied);
    close();
  });

  it("reports successful admin writes only: a visitor's form or a login leaves the page cache alone", async () => {
    const ok = await cms('ok', 200);
    const refused = await cms('refused', 401);
    const good = await site([ok.url]);
    const admin = { authorization: 'Bearer t' };
    await good.call('GET', '/api/blog/get', admin);
    await good.call('OPTIONS', '/api/blog/get', admin);
    expect(good.writes.count).toBe(0);
    // Answered 200 by the stand-in, but sent without the admin's bearer token, as the public forms are.
    for (const path of ['/api/contact-add', '/api/job-add', '/api/subscribe/subscribe-add', '/api/login'])
      await good.call('POST', path);
    expect(good.writes.count).toBe(0);
    await good.call('POST', '/api/blog/update', admin);
    await good.call('DELETE', '/api/blog/delete/1', admin);
    expect(good.writes.count).toBe(2);
    const bad = await site([refused.url]);
    await bad.call('POST', '/api/blog/update', admin);
    expect(bad.writes.count).toBe(0);
    good.close();
    bad.close();
  });

  it('receives a trickling body whole before it takes a place: the pool stays free for everyone else', async () => {
    const bodies: { length: string | undefined; body: string }[] = [];
    const cmsUp = await serve((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method === 'POST') bodies.push({ length: req.headers['content-length'], body });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":true}');
      });
    });
    open.push(cmsUp);
    // One place in the pool, and ten clients each holding a post whose body has not all arrived.
    const { call, raw, close } = await site([cmsUp.url], { maxSockets: 1, queueMax: 20, queueTimeoutMs: 500 });
    const sent = JSON.stringify({ name: 'Slow Sender', message: 'x'.repeat(1_000) });
    const held = Array.from({ length: 10 }, (_, i) =>
      raw(
        `POST /api/contact-add HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.${i + 1}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${sent.length}\r\n\r\n${sent.slice(0, 10)}`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 5; i += 1) expect((await call('GET', '/api/site/home')).status).toBe(200);
    expect((await call('POST', '/api/contact-add', { 'Content-Type': 'application/json' }, sent)).status).toBe(200);
    // The held bodies arrive: each is answered, and reached the CMS whole, with its length.
    for (const h of held) h.socket.write(sent.slice(10));
    await expect.poll(() => held.filter((h) => h.answer().startsWith('HTTP/1.1 200')).length).toBe(10);
    for (const h of held) h.socket.destroy();
    expect(bodies.length).toBe(11);
    expect(bodies.every((b) => b.body === sent && b.length === String(sent.length))).toBe(true);
    close();
  });

  it('answers a body past its cap with 413 at once, unread, and closes the connection', async () => {
    const cmsUp = await cms('cms');
    const { raw, close } = await site([cmsUp.url]);
    const started = Date.now();
    const declared = raw(
      'POST /api/contact-add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${2 * 1024 * 1024}\r\n\r\n{"name":`,
    );
    await declared.closed;
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(declared.answer()).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared.answer()).toContain('Connection: close');
    expect(declared.answer()).toContain('The request is too large');
    // A chunked body that passes the cap while it arrives: the same answer.
    const chunked = raw(
      'POST /api/contact-add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'x'.repeat(256 * 1024);
    for (let i = 0; i < 5; i += 1) chunked.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    await chunked.closed;
    expect(chunked.answer()).toMatch(/^HTTP\/1\.1 413 /);
    expect(cmsUp.requests).toEqual([]);
    close();
  });

  it('sends an upload on from its temporary file, whole, and again to the next instance when one refused', async () => {
    const received: Buffer[] = [];
    const b = await serve((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push(Buffer.concat(chunks));
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":true}');
      });
    });
    open.push(b);
    const { call, close } = await site([await closedPortUrl(), b.url]);
    const file = Buffer.alloc(3 * 1024 * 1024, 0x41);
    const body = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n'),
      file,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const res = await call(
      'POST',
      '/api/job-add',
      { 'Content-Type': 'multipart/form-data; boundary=b' },
      body.toString('latin1'),
    );
    expect(res.status).toBe(200);
    expect(received.length).toBe(1);
    expect(received[0]!.equals(Buffer.from(body.toString('latin1'), 'latin1'))).toBe(true);
    close();
  });

  it('refuses a write from a page of another site with 403, forwarding nothing', async () => {
    const cmsUp = await cms('cms');
    const { call, url, close } = await site([cmsUp.url], undefined, { siteHost: 'www.cadmax.example' });
    const host = new URL(url).host;
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ];
    for (const headers of refused) {
      const res = await call('POST', '/api/contact-add', headers);
      expect([res.status, JSON.parse(res.body).message], JSON.stringify(headers)).toEqual([
        403,
        'This form can only be sent from this site.',
      ]);
    }
    expect(cmsUp.requests).toEqual([]);
    const allowed: Record<string, string>[] = [
      {},
      { 'Sec-Fetch-Site': 'same-origin', Origin: `http://${host}` },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: `http://${host}` },
      { Origin: 'https://www.cadmax.example' },
    ];
    for (const headers of allowed) expect((await call('POST', '/api/page-view', headers)).status).toBe(200);
    // A read from another site is the CMS's CORS's to decide.
    expect((await call('GET', '/api/site/home', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
    close();
  });

  it('lets one visitor hold at most its share of the pool: 429 past it, while another visitor is served', async () => {
    const slow = await serve((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'), 300);
    });
    open.push(slow);
    const { call, close } = await site([slow.url], { maxSockets: 8, queueMax: 8, perClient: 3 });
    const greedy = { 'X-Forwarded-For': '203.0.113.7' };
    const burst = Promise.all(Array.from({ length: 10 }, () => call('GET', '/api/site/blog', greedy)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await call('GET', '/api/site/blog', { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    const statuses = (await burst).map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    // Its places came back.
    expect((await call('GET', '/api/site/blog', greedy)).status).toBe(200);
    close();
  });
});

describe('the body deadlines', () => {
  const limits = { deadlineMs: 600, graceMs: 400, minBytesPerS: 20_000, tickMs: 100 };

  it('cuts a body that is not an upload when it has not arrived whole by its deadline: 408, connection closed', async () => {
    const cmsUp = await cms('cms');
    const { raw, close } = await site([cmsUp.url], undefined, { bodies: limits });
    const started = Date.now();
    const slow = raw(
      'POST /api/contact-add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const drip = setInterval(() => slow.socket.write(' '), 50);
    await slow.closed;
    clearInterval(drip);
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.answer()).toContain('took too long to arrive');
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(cmsUp.requests).toEqual([]);
    close();
  });

  it('cuts an upload slower than the minimum rate after its grace, and lets one at the rate through', async () => {
    const cmsUp = await cms('cms');
    const { raw, close } = await site([cmsUp.url], undefined, { bodies: limits });
    const head = (length: number) =>
      'POST /api/job-add HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
      `Content-Length: ${length}\r\n\r\n`;
    // 100 bytes every 100 ms: 1 KB/s against 20 KB/s.
    const slow = raw(head(100_000));
    const drip = setInterval(() => slow.socket.write('x'.repeat(100)), 100);
    await slow.closed;
    clearInterval(drip);
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /);
    // 5 KB every 100 ms (50 KB/s) for 1.2 s: past the deadline a small body has, at the rate an upload needs.
    const total = 60_000;
    const steady = raw(head(total));
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        steady.socket.write('y'.repeat(5_000));
        sent += 5_000;
        if (sent >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 100);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(steady.answer()).toMatch(/^HTTP\/1\.1 200 /);
    steady.socket.destroy();
    close();
  });
});
