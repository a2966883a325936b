// @vitest-environment node
import axios from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { createCmsPool } from '../../server/cms-upstreams.mjs';
import { createMetrics } from '../../server/metrics.mjs';
import { withRequestId } from '../../server/request-context.mjs';
import { closedPortUrl, droppingReusedSockets, serve, type Served } from '../../server/test-servers';
import { sendToCms } from './cms.server';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function cms(name: string) {
  const served = await serve((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ name }));
    });
  });
  open.push(served);
  return served;
}

function client(urls: string[]) {
  const instance = axios.create({ baseURL: '/api', timeout: 5_000 });
  const pool = createCmsPool(urls);
  sendToCms(instance, pool);
  return { instance, close: () => pool.close() };
}

describe('sendToCms', () => {
  it('spreads the loaders’ calls over the instances on kept-alive connections', async () => {
    const [a, b] = [await cms('a'), await cms('b')];
    const { instance, close } = client([a.url, b.url]);
    const names = [];
    for (let i = 0; i < 6; i += 1)
      names.push((await instance.get<{ name: string }>('/site/home', { params: { i } })).data.name);
    expect(names).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(a.requests[0]).toBe('GET /api/site/home?i=0');
    expect([a.connections, b.connections]).toEqual([1, 1]);
    close();
  });

  it('sends a read again when the one CMS closed the kept-alive connection it went out on', async () => {
    const served = await droppingReusedSockets((_req, res) => res.end('{"ok":true}'));
    open.push(served);
    const { instance, close } = client([served.url]);
    for (let i = 0; i < 3; i += 1) expect((await instance.get('/site/home')).data).toEqual({ ok: true });
    // Every call was answered, though at least one went out on a connection the CMS dropped and was sent again.
    expect(served.requests.length).toBeGreaterThan(3);
    close();
  });

  it('tries the next instance when a call cannot connect, writes included, but never a write that may have arrived', async () => {
    const metrics = createMetrics();
    const b = await cms('b');
    const closed = await closedPortUrl();
    const { instance, close } = client([closed, b.url]);
    for (let i = 0; i < 3; i += 1) expect((await instance.get<{ name: string }>('/site/settings')).data.name).toBe('b');
    const writes = await Promise.all([
      instance.post('/contact-add', { n: 1 }),
      instance.post('/contact-add', { n: 2 }),
    ]);
    expect(writes.map((w) => (w.data as { name: string }).name)).toEqual(['b', 'b']);
    close();

    const dropping = await serve((req) => req.socket.destroy());
    open.push(dropping);
    const other = await cms('other');
    const risky = client([dropping.url, other.url]);
    await expect(risky.instance.post('/contact-add', { n: 3 })).rejects.toMatchObject({ code: 'UND_ERR_SOCKET' });
    expect(other.requests).toEqual([]);
    risky.close();

    // Each failure is counted against its instance, by reason; the instances that answered have none.
    const failures = (await metrics.registry.metrics())
      .split('\n')
      .filter((line) => line.startsWith('web_cms_upstream_failures_total{'));
    expect(failures.sort()).toEqual(
      [
        `web_cms_upstream_failures_total{upstream="${closed}",reason="refused"} 1`,
        `web_cms_upstream_failures_total{upstream="${dropping.url}",reason="reset"} 1`,
      ].sort(),
    );
  });

  it('refuses a call at once when the pool and its queue are full', async () => {
    const slow = await serve((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'), 100);
    });
    open.push(slow);
    const instance = axios.create({ baseURL: '/api', timeout: 5_000 });
    const pool = createCmsPool([slow.url], { maxSockets: 2, queueMax: 2 });
    sendToCms(instance, pool);
    const settled = await Promise.allSettled(Array.from({ length: 10 }, () => instance.get('/site/home')));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(4);
    expect(settled.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason.code)).toEqual(
      Array(6).fill('ECMSBUSY'),
    );
    pool.close();
  });

  it('sends the id of the page request it serves (X-Request-Id), and none outside a request', async () => {
    const ids: (string | undefined)[] = [];
    const served = await serve((req, res) => {
      ids.push(req.headers['x-request-id'] as string | undefined);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    open.push(served);
    const { instance, close } = client([served.url]);
    const page = { headers: { 'x-request-id': 'lb-42' }, socket: { remoteAddress: '127.0.0.1' } };
    const answer = { setHeader: () => undefined };
    await new Promise<void>((resolve, reject) =>
      withRequestId(() => true)(page as never, answer as never, () => {
        instance.get('/site/home').then(() => resolve(), reject);
      }),
    );
    await instance.get('/site/home');
    expect(ids).toEqual(['lb-42', undefined]);
    close();
  });

  it("sends a form with a file whole, to the next instance when the first refused it, and keeps the CMS's refusal", async () => {
    const received: { type: string | undefined; body: string }[] = [];
    const b = await serve((req, res) => {
      let body = '';
      req.setEncoding('latin1');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push({ type: req.headers['content-type'], body });
        const refused = body.includes('name="name"\r\n\r\n\r\n');
        res.writeHead(refused ? 400 : 200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(refused ? { status: false, message: 'Name is required.' } : { status: true }));
      });
    });
    open.push(b);
    const { instance, close } = client([await closedPortUrl(), b.url]);
    const resume = 'x'.repeat(300_000);
    const form = (name: string) => {
      const data = new FormData();
      data.set('name', name);
      data.set('resume', new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
      return data;
    };
    expect((await instance.post('/job-add', form('Asha'))).data).toEqual({ status: true });
    const sent = received[0]!;
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(sent.type ?? '')?.[1];
    expect(boundary).toBeTruthy();
    expect(sent.body).toContain(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n`);
    expect(sent.body).toContain(
      `filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${resume}\r\n--${boundary}--`,
    );

    const refusal = await instance.post('/job-add', form('')).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ response: { status: 400, data: { message: 'Name is required.' } } });
    close();
  });
});
