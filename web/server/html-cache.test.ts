import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHtmlCache, recordPages, serveCachedPages } from './html-cache.mjs';
import { pageNonce } from './security-headers.mjs';
import { serve, type Served } from './test-servers';

describe('createHtmlCache', () => {
  const page = { headers: { 'content-type': 'text/html' }, parts: [Buffer.from('<p>'), Buffer.from('</p>')] };

  it('keeps an entry for the TTL', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('/', page, cache.generation);
    now = 999;
    expect(cache.get('/')?.parts).toEqual(page.parts);
    now = 1000;
    expect(cache.get('/')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, page, cache.generation);
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map(Boolean)).toEqual([false, true, true]);
  });

  it('empties on clear and refuses a render that began before it', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 10 });
    const before = cache.generation;
    cache.set('/', page, before);
    cache.clear();
    expect(cache.get('/')).toBeUndefined();
    cache.set('/', page, before);
    expect(cache.get('/')).toBeUndefined();
    cache.set('/', page, cache.generation);
    expect(cache.get('/')).toBeDefined();
  });

  it('stores nothing when the TTL is 0', () => {
    const cache = createHtmlCache({ ttlMs: 0, maxEntries: 10 });
    cache.set('/', page, cache.generation);
    expect(cache.enabled).toBe(false);
    expect(cache.get('/')).toBeUndefined();
  });
});

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** The web server's page chain with a stand-in for React Router: it streams the nonce into inline scripts. */
async function pages(ttlMs = 60_000) {
  const cache = createHtmlCache({ ttlMs, maxEntries: 10 });
  const renders: string[] = [];
  const app = express();
  // @types/compression resolves the root's Express 4 types; this file uses Express 5's.
  app.use(compression({ threshold: 0 }) as unknown as express.RequestHandler);
  app.use(serveCachedPages(cache));
  app.all('/{*splat}', pageNonce, recordPages(cache), (req, res) => {
    renders.push(req.originalUrl);
    const nonce = String(res.locals.cspNonce);
    const status = req.path === '/missing' ? 404 : 200;
    res.status(status).setHeader('Content-Type', req.path === '/robots.txt' ? 'text/plain' : 'text/html');
    res.setHeader('Link', '</assets/a.css>; rel=preload');
    res.write(`<!DOCTYPE html><script nonce="${nonce}">1</script>`);
    // Compresses to more than a socket buffers before asking the writer to wait.
    if (req.path === '/large') res.write(crypto.randomBytes(96 * 1024).toString('base64'));
    res.end(`<p>${req.originalUrl} ✓</p><script nonce="${nonce}">2</script>`);
  });
  const served = await serve(app);
  open.push(served);
  const get = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${served.url}${path}`, { ...init, headers: { 'Accept-Encoding': 'identity', ...init.headers } });
    const body = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    return { res, body, nonce: /'nonce-([^']+)'/.exec(csp)?.[1], cache: res.headers.get('x-cache') };
  };
  return { get, renders, cache, url: served.url };
}

describe('serveCachedPages and recordPages', () => {
  it('replays a page with this response’s nonce in place of the stored one', async () => {
    const { get, renders } = await pages();
    const first = await get('/about?x=1');
    const second = await get('/about?x=1');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(renders).toEqual(['/about?x=1']);
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toBe(first.body.replaceAll(first.nonce!, second.nonce!));
    expect(second.body).toContain(`<script nonce="${second.nonce}">2</script>`);
    expect(second.body).not.toContain(first.nonce!);
    expect(second.body).toContain('✓');
    expect(second.res.headers.get('content-type')).toBe('text/html');
    expect(second.res.headers.get('link')).toBe('</assets/a.css>; rel=preload');
    expect(Number(second.res.headers.get('content-length'))).toBe(Buffer.byteLength(second.body));
    expect((await get('/about?x=2')).cache).toBe('MISS');
  });

  it.each(['/', '/large'])('compresses a replayed page %s for a client that accepts it', async (path) => {
    const { get, url } = await pages();
    const fresh = await get(path);
    const res = await new Promise<http.IncomingMessage>((resolve) => http.get(`${url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, resolve));
    const raw: Buffer[] = [];
    for await (const chunk of res) raw.push(chunk as Buffer);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.headers['x-cache']).toBe('HIT');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.concat(raw)).toString()).toBe(fresh.body.replaceAll(fresh.nonce!, nonce!));
  });

  it('answers HEAD from a cached page', async () => {
    const { get, renders } = await pages();
    await get('/contact');
    const head = await get('/contact', { method: 'HEAD' });
    expect(head.cache).toBe('HIT');
    expect(head.body).toBe('');
    expect(renders).toEqual(['/contact']);
  });

  it('renders every time what must not be shared or is not a page', async () => {
    const { get, renders } = await pages();
    for (const path of ['/admin', '/admin/dashboard', '/missing', '/robots.txt']) {
      await get(path);
      await get(path);
    }
    await get('/blog', { headers: { Authorization: 'Bearer x' } });
    await get('/blog', { headers: { Authorization: 'Bearer x' } });
    expect((await get('/admin')).cache).toBe('BYPASS');
    expect(renders).toEqual(['/admin', '/admin', '/admin/dashboard', '/admin/dashboard', '/missing', '/missing', '/robots.txt', '/robots.txt', '/blog', '/blog', '/admin']);
  });

  it('renders every time when the TTL is 0', async () => {
    const { get, renders } = await pages(0);
    expect([(await get('/')).cache, (await get('/')).cache]).toEqual(['BYPASS', 'BYPASS']);
    expect(renders).toEqual(['/', '/']);
  });

  it('renders again after a clear', async () => {
    const { get, renders, cache } = await pages();
    await get('/');
    cache.clear();
    expect((await get('/')).cache).toBe('MISS');
    expect(renders).toEqual(['/', '/']);
  });
});
