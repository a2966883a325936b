import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createCacheFront } from './cache-front.mjs';
import { CHANGED_ALL } from './content-changes.mjs';
import { createHtmlCache, hashedPage, recordPages, staleOnError } from './html-cache.mjs';
import { pageRoutes } from './metrics.mjs';
import { pageNonce } from './security-headers.mjs';
import { serve, type Served } from './test-servers';

describe('createHtmlCache', () => {
  const page = { headers: { 'content-type': 'text/html' }, body: Buffer.from('<p></p>'), csp: "script-src 'self'" };

  /** A one-second cache holding `page` at '/', stored at time 0 on a clock the test sets with `at`. */
  function storedAtZero() {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('/', page, cache.generation);
    const at = (ms: number) => {
      now = ms;
    };
    return { cache, at };
  }

  it('keeps an entry for the TTL, then serves it stale for one more while a single caller renders its successor', () => {
    const { cache, at } = storedAtZero();
    at(999);
    expect(cache.get('/')?.body).toEqual(page.body);
    at(1000);
    // The first GET after expiry renders (a miss); everyone else keeps the stale copy meanwhile.
    expect(cache.get('/')).toBeUndefined();
    expect(cache.get('/')?.body).toEqual(page.body);
    expect(cache.get('/', false)?.body).toEqual(page.body);
    // The successor replaces it as fresh.
    const next = { ...page, body: Buffer.from('<p>2</p>') };
    cache.set('/', next, cache.generation);
    expect(cache.get('/')?.body).toEqual(next.body);
    expect(cache.size).toBe(1);
  });

  it('hands the refresh out again when the render stored nothing within a quarter TTL, and answers no copy a TTL past expiry (keeping it as the fallback)', () => {
    const { cache, at } = storedAtZero();
    at(1000);
    expect(cache.get('/')).toBeUndefined();
    at(1249);
    expect(cache.get('/')).toBeDefined();
    at(1250);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.get('/')).toBeDefined();
    at(2000);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.get('/')).toBeUndefined();
    expect(cache.size).toBe(0);
    // However old, it is what a failed render answers (stale-if-error), until a newer copy takes its place.
    at(1_000_000);
    expect(cache.fallback('/')?.body).toEqual(page.body);
  });

  it('keeps a copy dropped by a change as the fallback only: never a hit again', () => {
    const { cache } = storedAtZero();
    expect(cache.drop([CHANGED_ALL])).toBe(1);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.fallback('/')?.body).toEqual(page.body);
    expect(cache.drop([CHANGED_ALL])).toBe(0);
  });

  it('never hands the refresh to a caller that would not store (a HEAD)', () => {
    const { cache, at } = storedAtZero();
    at(1500);
    expect(cache.get('/', false)).toBeDefined();
    expect(cache.get('/')).toBeUndefined();
  });

  it('makes room by dropping the copy answered least recently, so new query strings do not push out a read page', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, page, cache.generation);
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map(Boolean)).toEqual([false, true, true]);
    // '/b' was answered since '/c': '/c' makes room for the next.
    cache.get('/b');
    cache.set('/?x=1', page, cache.generation);
    expect([cache.get('/b'), cache.get('/c'), cache.get('/?x=1')].map(Boolean)).toEqual([true, false, true]);
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
async function pages(ttlMs = 60_000, routeOf?: (pathname: string) => string) {
  const cache = createHtmlCache({ ttlMs, maxEntries: 10 });
  const renders: string[] = [];
  /** `failing`: every render fails (500), as when its CMS calls do; `unavailable`: the CMS cannot take calls. */
  const cms = { failing: false, unavailable: false };
  const app = express();
  // As in server.mjs: a hit is answered before Express and its per-request compression, which only renders go through.
  const front = createCacheFront({
    pages: cache,
    api: createHtmlCache({ ttlMs: 0, maxEntries: 1 }),
    hsts: false,
    unavailable: () => cms.unavailable,
  });
  app.use(staleOnError(cache, () => []));
  // @types/compression resolves the root's Express 4 types; this file uses Express 5's.
  app.use(compression({ threshold: 0 }) as unknown as express.RequestHandler);
  app.all('/{*splat}', pageNonce, recordPages(cache, routeOf), (req, res) => {
    renders.push(req.originalUrl);
    const nonce = String(res.locals.cspNonce);
    if (cms.failing) {
      res.status(500).setHeader('Content-Type', 'text/html');
      res.setHeader('Retry-After', '1');
      res.write('<h1>Something went wrong</h1>');
      return void res.end('<p>Please try again.</p>');
    }
    const status = req.path === '/missing' ? 404 : 200;
    const types: Record<string, string> = {
      '/robots.txt': 'text/plain',
      '/rss.xml': 'application/rss+xml; charset=utf-8',
    };
    res.status(status).setHeader('Content-Type', types[req.path] ?? 'text/html');
    if (req.path === '/search') res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Link', '</assets/a.css>; rel=preload');
    res.write(`<!DOCTYPE html><script nonce="${nonce}">1</script>`);
    // Compresses to more than a socket buffers before asking the writer to wait.
    if (req.path === '/large') res.write(crypto.randomBytes(96 * 1024).toString('base64'));
    res.end(`<p>${req.originalUrl} ✓</p><script nonce="${nonce}">2</script>`);
  });
  const served = await serve((req, res) => {
    if (!front(req, res)) void app(req, res);
  });
  open.push(served);
  const get = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${served.url}${path}`, {
      ...init,
      headers: { 'Accept-Encoding': 'identity', ...init.headers },
    });
    const body = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    return { res, body, csp, nonce: /'nonce-([^']+)'/.exec(csp)?.[1], cache: res.headers.get('x-cache') };
  };
  return { get, renders, cache, cms, url: served.url };
}

describe('the cache front and recordPages', () => {
  it('replays one byte-identical copy that allows its inline scripts by hash instead of the render’s nonce', async () => {
    const { get, renders } = await pages();
    const first = await get('/about?x=1');
    const second = await get('/about?x=1');
    const third = await get('/about?x=1');
    expect([first.cache, second.cache, third.cache]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(renders).toEqual(['/about?x=1']);
    expect(first.nonce).toBeTruthy();
    expect(second.nonce).toBeUndefined();
    expect(second.body).toBe(first.body.replaceAll(` nonce="${first.nonce}"`, ''));
    expect(second.body).not.toContain('nonce');
    expect(third.body).toBe(second.body);
    const sha = (source: string) => `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;
    const scriptSrc = second.csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('1')} ${sha('2')}`);
    expect(second.body).toContain('✓');
    expect(second.res.headers.get('content-type')).toBe('text/html');
    expect(second.res.headers.get('link')).toBe('</assets/a.css>; rel=preload');
    expect(Number(second.res.headers.get('content-length'))).toBe(Buffer.byteLength(second.body));
    expect((await get('/about?x=2')).cache).toBe('MISS');
  });

  it('hashes only the scripts the render allowed: an unnonced inline script stays blocked', async () => {
    const html = `<script nonce="n1">ok()</script><script>injected()</script><script type="application/ld+json" nonce="n1">{}</script>`;
    const { body, csp } = hashedPage(html, 'n1');
    const sha = (source: string) => `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;
    expect(body.toString()).toBe(
      '<script>ok()</script><script>injected()</script><script type="application/ld+json">{}</script>',
    );
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('ok()')}`);
  });

  it.each([
    ['br', 'gzip, deflate, br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('answers %s from one compressed copy per encoding', async (encoding, accept, decode) => {
    for (const path of ['/', '/large']) {
      const { get, url, cache } = await pages();
      const fresh = await get(path);
      const raw = async () => {
        const res = await new Promise<http.IncomingMessage>((resolve) =>
          http.get(`${url}${path}`, { headers: { 'Accept-Encoding': accept } }, resolve),
        );
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        return { res, body: Buffer.concat(chunks) };
      };
      const a = await raw();
      const copy = cache.get(path)!.encoded.get(encoding);
      const b = await raw();
      expect(a.res.headers['x-cache']).toBe('HIT');
      expect(a.res.headers['content-encoding']).toBe(encoding);
      expect(a.res.headers.vary).toBe('Accept-Encoding');
      expect(decode(a.body).toString()).toBe(fresh.body.replaceAll(` nonce="${fresh.nonce}"`, ''));
      // The second answer sent the same stored bytes: nothing was compressed again.
      expect(cache.get(path)!.encoded.get(encoding)).toBe(copy);
      expect(b.body.equals(a.body)).toBe(true);
    }
  });

  it('answers a failed render with the last copy, however old and even after a change dropped it (stale-if-error)', async () => {
    const { get, cache, cms } = await pages();
    const fresh = await get('/about');
    cache.drop([CHANGED_ALL]);
    cms.failing = true;
    for (const encoding of ['identity', 'gzip, br']) {
      const stale = await get('/about', { headers: { 'Accept-Encoding': encoding } });
      expect(stale.res.status).toBe(200);
      expect(stale.cache).toBe('STALE');
      expect(stale.res.headers.get('retry-after')).toBeNull();
      expect(stale.body).toBe(fresh.body.replaceAll(` nonce="${fresh.nonce}"`, ''));
      expect(stale.csp).not.toContain('nonce');
    }
    // Still not a hit: the next request renders again, and a page with no copy gets the error.
    expect(cache.get('/about')).toBeUndefined();
    const none = await get('/never-kept');
    expect([none.res.status, none.body]).toEqual([500, '<h1>Something went wrong</h1><p>Please try again.</p>']);
    cms.failing = false;
    expect((await get('/about')).cache).toBe('MISS');
    expect((await get('/about')).cache).toBe('HIT');
  });

  it('answers the last copy without rendering while the CMS cannot take calls', async () => {
    const { get, cache, cms, renders } = await pages();
    await get('/contact');
    cache.drop(['site']);
    cache.drop([CHANGED_ALL]);
    cms.unavailable = true;
    const stale = await get('/contact');
    expect([stale.res.status, stale.cache]).toEqual([200, 'STALE']);
    expect(renders).toEqual(['/contact']);
    // A page never kept still renders (and its error answer is the render's).
    expect((await get('/about')).cache).toBe('MISS');
  });

  it('answers 304 to a revalidation of the same copy', async () => {
    const { get } = await pages();
    await get('/services');
    const hit = await get('/services');
    const etag = hit.res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/services', { headers: { 'If-None-Match': etag } });
    expect(again.res.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD from a cached page', async () => {
    const { get, renders } = await pages();
    await get('/contact');
    const head = await get('/contact', { method: 'HEAD' });
    expect(head.cache).toBe('HIT');
    expect(head.body).toBe('');
    expect(renders).toEqual(['/contact']);
  });

  it('keeps the feed like a page (D-14.1), with its own type', async () => {
    const { get, renders } = await pages();
    const first = await get('/rss.xml');
    const second = await get('/rss.xml');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(renders).toEqual(['/rss.xml']);
  });

  it('renders every time what must not be shared or is not a page', async () => {
    const { get, renders } = await pages();
    for (const path of ['/admin', '/admin/dashboard', '/missing', '/robots.txt', '/search?q=stepwell']) {
      await get(path);
      await get(path);
    }
    await get('/blog', { headers: { Authorization: 'Bearer x' } });
    await get('/blog', { headers: { Authorization: 'Bearer x' } });
    expect((await get('/admin')).cache).toBe('BYPASS');
    expect(renders).toEqual([
      '/admin',
      '/admin',
      '/admin/dashboard',
      '/admin/dashboard',
      '/missing',
      '/missing',
      '/robots.txt',
      '/robots.txt',
      '/search?q=stepwell',
      '/search?q=stepwell',
      '/blog',
      '/blog',
      '/admin',
    ]);
  });

  it('never keeps a draft’s signed preview page (D-11.5)', async () => {
    const { get, renders } = await pages();
    const preview = '/preview/blog/abc123?token=kx.sig';
    expect([(await get(preview)).cache, (await get(preview)).cache]).toEqual(['BYPASS', 'BYPASS']);
    expect(renders).toEqual([preview, preview]);
  });

  it('never keeps a preview however its path is spelt: any case, %-escaped', async () => {
    // server.mjs checks the route React Router matches, which ignores case and decodes %-escapes.
    const routeOf = pageRoutes({
      root: { id: 'root', path: '' },
      preview: { id: 'preview', parentId: 'root', path: 'preview/blog/:id' },
      missing: { id: 'missing', parentId: 'root', path: '*' },
    });
    const { get, renders } = await pages(60_000, routeOf);
    const spellings = ['/PREVIEW/blog/abc?token=t', '/Preview/Blog/abc?token=t', '/%70review/blog/abc?token=t'];
    for (const path of spellings)
      expect([(await get(path)).cache, (await get(path)).cache], path).toEqual(['BYPASS', 'BYPASS']);
    expect(renders).toEqual(spellings.flatMap((path) => [path, path]));
    // Any other page is still kept.
    expect([(await get('/about')).cache, (await get('/about')).cache]).toEqual(['MISS', 'HIT']);
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
