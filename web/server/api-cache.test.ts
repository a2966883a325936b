import http from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, expect, it } from 'vitest';
import { cachePublicApi } from './api-cache.mjs';
import { createCacheFront } from './cache-front.mjs';
import { createCmsProxy } from './cms-proxy.mjs';
import { createCmsPool } from './cms-upstreams.mjs';
import { createHtmlCache } from './html-cache.mjs';
import { serve, type Served } from './test-servers';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A CMS stand-in: public reads carry X-Cache as the CMS's public cache marks them; /api/teams does not. */
async function site() {
  let version = 1;
  const cms = await serve((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST') version += 1;
      const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
      if (req.method === 'GET' && !req.url!.startsWith('/api/teams')) headers['X-Cache'] = 'MISS';
      res.writeHead(200, headers);
      res.end(JSON.stringify({ status: true, url: req.url, version, data: 'x'.repeat(2000) }));
    });
  });
  open.push(cms);
  const cache = createHtmlCache({ ttlMs: 60_000, maxEntries: 10 });
  const app = express();
  app.use(cachePublicApi(cache));
  app.use(createCmsProxy(createCmsPool([cms.url]), { onWrite: () => cache.clear() }));
  const front = createCacheFront({ pages: createHtmlCache({ ttlMs: 0, maxEntries: 1 }), api: cache, hsts: false });
  const web = await serve((req, res) => {
    if (!front(req, res)) void app(req, res);
  });
  open.push(web);
  const call = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${web.url}${path}`, { method, headers: { 'Content-Length': '0', ...headers } }, async (res) => {
          const chunks: Buffer[] = [];
          for await (const chunk of res) chunks.push(chunk as Buffer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        })
        .on('error', reject)
        .end();
    });
  const cmsReads = () => cms.requests.filter((r) => r.startsWith('GET')).length;
  return { call, cmsReads };
}

it('answers a public read the CMS marked cacheable from memory, compressed once', async () => {
  const { call, cmsReads } = await site();
  const first = await call('/api/blog/get?page=1');
  expect(first.headers['x-cache']).toBe('MISS');
  const second = await call('/api/blog/get?page=1', { 'Accept-Encoding': 'gzip, br' });
  expect(cmsReads()).toBe(1);
  expect(second.headers['x-cache']).toBe('HIT');
  expect(second.headers['content-encoding']).toBe('br');
  expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(zlib.brotliDecompressSync(second.body).equals(first.body)).toBe(true);
  expect((await call('/api/blog/get?page=2')).headers['x-cache']).toBe('MISS');
  expect(cmsReads()).toBe(2);
});

it('always asks the CMS for unmarked answers, the admin’s reads and cross-origin reads', async () => {
  const { call, cmsReads } = await site();
  for (let i = 0; i < 2; i += 1) {
    await call('/api/teams');
    await call('/api/blog/get', { Authorization: 'Bearer t' });
    await call('/api/project-get', { Origin: 'https://elsewhere.example' });
  }
  expect(cmsReads()).toBe(6);
});

it('forgets every read after an admin write, and keeps them after a visitor’s form', async () => {
  const { call, cmsReads } = await site();
  await call('/api/blog/get');
  await call('/api/contact-add', {}, 'POST');
  expect(JSON.parse((await call('/api/blog/get')).body.toString()).version).toBe(1);
  expect(cmsReads()).toBe(1);
  await call('/api/blog/create', { Authorization: 'Bearer t' }, 'POST');
  const after = await call('/api/blog/get');
  expect(after.headers['x-cache']).toBe('MISS');
  expect(JSON.parse(after.body.toString()).version).toBe(3);
});
