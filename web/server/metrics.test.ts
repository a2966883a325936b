import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHtmlCache } from './html-cache.mjs';
import { createMetrics, pageRoutes } from './metrics.mjs';
import { requestIdOf, withRequestId } from './request-context.mjs';
import { serve, type Served } from './test-servers';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** The shape of React Router's `build.routes`: flat, each naming its parent. */
const routes = {
  root: { id: 'root', path: '' },
  layout: { id: 'layout', parentId: 'root' },
  home: { id: 'home', parentId: 'layout', index: true },
  career: { id: 'career', parentId: 'layout', path: 'career/:slug' },
  missing: { id: 'missing', parentId: 'layout', path: '*' },
  robots: { id: 'robots', parentId: 'root', path: 'robots.txt' },
};

/** pageRoutes(build) labels each path with its pattern. */
function expectLabels(build: Parameters<typeof pageRoutes>[0], labels: Record<string, string>) {
  const label = pageRoutes(build);
  for (const [path, pattern] of Object.entries(labels)) expect(label(path), path).toBe(pattern);
}

describe('pageRoutes', () => {
  it('labels a page by its route pattern, never by what the visitor typed', () => {
    expectLabels(routes, {
      '/': '/',
      '/career/gis-analyst': '/career/:slug',
      '/career/other': '/career/:slug',
      '/career/gis-analyst.data': '/career/:slug',
      '/_root.data': '/',
      '/robots.txt': '/robots.txt',
      '/no/such/page': '/*',
    });
  });

  it("labels each language's page by the segments its path has (D-15: /hi? is /hi or nothing)", () => {
    const localized = {
      root: { id: 'root', path: '' },
      layout: { id: 'layout', parentId: 'root' },
      home: { id: 'home', parentId: 'layout', index: true, path: 'hi?' },
      career: { id: 'career', parentId: 'layout', path: 'hi?/career/:slug' },
      missing: { id: 'missing', parentId: 'layout', path: '*' },
    };
    expectLabels(localized, {
      '/': '/',
      '/hi': '/hi',
      '/hi.data': '/hi',
      '/career/gis-analyst': '/career/:slug',
      '/hi/career/gis-analyst': '/hi/career/:slug',
      '/HI/career/gis-analyst': '/hi/career/:slug',
      '/hi/no/such/page': '/*',
    });
  });
});

describe('createMetrics', () => {
  async function app(token?: string) {
    const metrics = createMetrics({ token });
    metrics.pageRoute = pageRoutes(routes);
    const cache = metrics.countLookups(createHtmlCache({ ttlMs: 60_000, maxEntries: 10 }), 'html');
    const server = express();
    server.set('trust proxy', 'loopback');
    server.use(withRequestId(server.get('trust proxy fn')));
    server.use(metrics.middleware);
    server.get('/career/:slug', (req, res) => {
      const hit = cache.get(req.path);
      if (!hit) cache.set(req.path, { headers: {}, body: Buffer.from('x') }, cache.generation);
      res.set('X-Cache', hit ? 'HIT' : 'MISS').send('page');
    });
    const served = await serve(server);
    open.push(served);
    return served.url;
  }

  it('counts requests by route pattern and status, and the cache’s hits and misses', async () => {
    const url = await app();
    for (const slug of ['a', 'a', 'b']) expect((await fetch(`${url}/career/${slug}`)).status).toBe(200);
    const res = await fetch(`${url}/_metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('web_http_requests_total{method="GET",route="/career/:slug",status="200"} 3');
    expect(text).toContain('web_cache_lookups_total{cache="html",result="hit"} 1');
    expect(text).toContain('web_cache_lookups_total{cache="html",result="miss"} 2');
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('serves a direct local request without a token, never one relayed by a proxy', async () => {
    const url = await app();
    expect((await fetch(`${url}/_metrics`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(403);
  });

  it.each([
    ['X-Real-IP', '203.0.113.7'],
    ['Forwarded', 'for=203.0.113.7'],
    ['X-Forwarded-Host', 'cadmax.example'],
    ['X-Forwarded-Proto', 'https'],
    ['Via', '1.1 nginx'],
  ])('refuses a local request relayed with %s', async (name, value) => {
    const url = await app();
    expect((await fetch(`${url}/_metrics`, { headers: { [name]: value } })).status).toBe(403);
    expect((await fetch(`${url}/_metrics`)).status).toBe(200);
  });

  it('answers GET and HEAD only, to anyone', async () => {
    const url = await app('s3cret-token');
    const bearer = { Authorization: 'Bearer s3cret-token' };
    expect((await fetch(`${url}/_metrics`, { method: 'HEAD', headers: bearer })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await fetch(`${url}/_metrics`, { method, headers: bearer });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('with METRICS_TOKEN, serves only its bearer', async () => {
    const url = await app('s3cret-token');
    expect((await fetch(`${url}/_metrics`)).status).toBe(401);
    expect((await fetch(`${url}/_metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${url}/_metrics`, { headers: { Authorization: 'Bearer s3cret-token' } })).status).toBe(200);
  });
});

describe('requestIdOf', () => {
  const request = (remoteAddress: string, id?: string) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress } }) as never;
  const loopback = (address: string) => address === '127.0.0.1';

  it('keeps a trusted proxy’s well-formed id, and makes a new one otherwise', () => {
    expect(requestIdOf(request('127.0.0.1', 'lb-123'), loopback)).toBe('lb-123');
    expect(requestIdOf(request('203.0.113.7', 'lb-123'), loopback)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(request('127.0.0.1', 'two words\n'), loopback)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(request('127.0.0.1'), loopback)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
