import http from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createCmsProxy } from './cms-proxy.mjs';
import { createCmsPool } from './cms-upstreams.mjs';
import { forwardedFor } from './forwarded-for.mjs';
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
async function site(urls: string[]) {
  const writes = { count: 0 };
  /** What the route actions would send as X-Forwarded-For for each request (forwarded-for.mjs). */
  const actionChains: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    actionChains.push(forwardedFor(req));
    next();
  });
  app.use(createCmsProxy(createCmsPool(urls), { onWrite: () => (writes.count += 1) }));
  app.use((_req, res) => {
    res.status(418).end('not proxied');
  });
  const served = await serve(app);
  open.push(served);
  const agent = new http.Agent({ keepAlive: true });
  const call = async (method: string, path: string, headers: Record<string, string> = {}) => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request(`${served.url}${path}`, { method, agent, headers: { 'Content-Length': 0, ...headers } }, resolve)
        .on('error', reject)
        .end(),
    );
    let body = '';
    for await (const chunk of res) body += chunk;
    return { status: res.statusCode, body };
  };
  return { call, writes, actionChains, close: () => agent.destroy() };
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

  it('sends a read whose connection is refused to the next instance', async () => {
    const b = await cms('b');
    const { call, close } = await site([await closedPortUrl(), b.url]);
    for (let i = 0; i < 4; i += 1) {
      const res = await call('GET', '/api/site/home');
      expect(res.status).toBe(200);
      // Once, though the retried attempts forwarded it twice.
      expect(JSON.parse(res.body)).toMatchObject({ name: 'b', forwardedFor: '127.0.0.1' });
    }
    close();
  });

  it('sends a read again when the one CMS closed the kept-alive connection it went out on', async () => {
    const cmsUp = await droppingReusedSockets((_req, res) => res.end('{"ok":true}'));
    open.push(cmsUp);
    const { call, close } = await site([cmsUp.url]);
    for (let i = 0; i < 3; i += 1)
      expect(await call('GET', '/api/site/home')).toEqual({ status: 200, body: '{"ok":true}' });
    expect(cmsUp.requests).toHaveLength(5);
    close();
  });

  it('never resends a write, and answers 502 when no instance is reachable', async () => {
    const b = await cms('b');
    const { call, close } = await site([await closedPortUrl(), b.url]);
    const statuses = [(await call('POST', '/api/contact-add')).status, (await call('POST', '/api/contact-add')).status];
    expect(statuses.sort()).toEqual([200, 502]);
    expect(b.requests).toEqual(['POST /api/contact-add']);
    const down = await site([await closedPortUrl()]);
    expect(await down.call('GET', '/api/site/home')).toEqual({
      status: 502,
      body: JSON.stringify({ status: false, message: 'The content service is unavailable.' }),
    });
    close();
    down.close();
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
    expect(proxied).toEqual(['127.0.0.1', '203.0.113.9,127.0.0.1', '198.51.100.1, 203.0.113.9,127.0.0.1']);
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
});
