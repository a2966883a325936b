import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createCacheFront } from './cache-front.mjs';
import { createCmsProxy } from './cms-proxy.mjs';
import { createCmsPool } from './cms-upstreams.mjs';
import { CHANGED_ALL, CHANGE_STREAM_PATH, followChanges } from './content-changes.mjs';
import { createHtmlCache, recordPages } from './html-cache.mjs';
import { noteCmsTags, withRequestId } from './request-context.mjs';
import { createRevalidator } from './revalidate.mjs';
import { pageNonce } from './security-headers.mjs';
import { serve, type Served } from './test-servers';

const open: { close: () => unknown }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
const served = (s: Served) => {
  open.push(s);
  return s;
};

const page = (body: string) => ({ headers: { 'content-type': 'text/html' }, body: Buffer.from(body) });

describe('tagged copies', () => {
  it('drops exactly the copies made from a changed tag, stale ones included', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('/', page('home'), cache.generation, ['settings', 'blog', 'project']);
    cache.set('/blog', page('blog'), cache.generation, ['settings', 'blog']);
    cache.set('/about', page('about'), cache.generation, ['settings', 'team-member']);
    cache.set('/untagged', page('untagged'), cache.generation);
    now = 1500;
    expect(cache.drop(['project'])).toBe(1);
    expect(['/', '/blog', '/about', '/untagged'].map((k) => Boolean(cache.get(k, false)))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(cache.drop(['blog', 'award'])).toBe(1);
    expect(cache.get('/blog', false)).toBeUndefined();
    expect(cache.drop([CHANGED_ALL])).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('refuses a render that read a tag dropped while it ran, and keeps one that read none of them', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 10 });
    const started = cache.generation;
    cache.drop(['blog']);
    cache.set('/blog', page('old'), started, ['settings', 'blog']);
    cache.set('/about', page('about'), started, ['settings', 'team-member']);
    expect(cache.get('/blog')).toBeUndefined();
    expect(cache.get('/about')?.body.toString()).toBe('about');
    cache.drop([CHANGED_ALL]);
    cache.set('/about', page('about'), started, ['settings', 'team-member']);
    expect(cache.get('/about')).toBeUndefined();
  });

  it('with `revalidate`, answers every caller with the stale copy and asks once per retry for its successor', () => {
    let now = 0;
    const asked: string[] = [];
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 10, now: () => now, revalidate: (k) => asked.push(k) });
    cache.set('/', page('v1'), cache.generation, ['blog']);
    now = 1000;
    expect([cache.get('/'), cache.get('/'), cache.get('/', false)].map((e) => e?.body.toString())).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
    expect(asked).toEqual(['/']);
    now = 1250;
    cache.get('/');
    expect(asked).toEqual(['/', '/']);
  });

  it('stores a page under the tags its CMS reads answered, and drops it by them', async () => {
    const cache = createHtmlCache({ ttlMs: 60_000, maxEntries: 10 });
    const renders: string[] = [];
    const app = express();
    app.use(withRequestId(() => false));
    app.all('/{*splat}', pageNonce, recordPages(cache), async (req, res) => {
      renders.push(req.path);
      // What the loaders' CMS calls note (app/api/cms.server.ts), after an await as theirs are.
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteCmsTags(req.path === '/blog' ? 'blog settings' : 'settings team-member');
      res.type('html').end('<p>page</p>');
    });
    const front = createCacheFront({ pages: cache, api: createHtmlCache({ ttlMs: 0, maxEntries: 1 }), hsts: false });
    const site = served(
      await serve((req, res) => {
        if (!front(req, res)) void app(req, res);
      }),
    );
    const cached = async (path: string) => (await fetch(`${site.url}${path}`)).headers.get('x-cache');
    expect([await cached('/blog'), await cached('/blog'), await cached('/about')]).toEqual(['MISS', 'HIT', 'MISS']);
    cache.drop(['blog']);
    expect([await cached('/blog'), await cached('/about')]).toEqual(['MISS', 'HIT']);
    cache.drop(['team-member']);
    expect(await cached('/about')).toBe('MISS');
    expect(renders).toEqual(['/blog', '/about', '/blog', '/about']);
  });

  it('renders a stale copy again in the background, through the server itself, while every visitor gets the copy', async () => {
    let version = 1;
    let release = () => {};
    const rendered: string[] = [];
    // Its handler is added below, once the cache front exists.
    const server = http.createServer();
    const revalidator = createRevalidator(() => server.address());
    open.push(revalidator);
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 10, now: () => now, revalidate: revalidator.revalidate });
    const app = express();
    app.all('/{*splat}', pageNonce, recordPages(cache), async (_req, res) => {
      rendered.push(`v${version}`);
      // The background render waits here until the test has checked that visitors are not kept waiting.
      if (version > 1) await new Promise<void>((resolve) => (release = resolve));
      res.type('html').end(`<p>v${version}</p>`);
    });
    const front = createCacheFront({
      pages: cache,
      api: createHtmlCache({ ttlMs: 0, maxEntries: 1 }),
      hsts: false,
      revalidation: revalidator.isRevalidation,
    });
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!front(req, res)) void app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    open.push({ close: () => new Promise((resolve) => server.close(resolve)) });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const body = async () => (await (await fetch(url)).text()).replace(/<[^>]+>/g, '');
    expect(await body()).toBe('v1');
    version = 2;
    now = 1000;
    // Expired: both visitors get the stale copy at once, while one background render runs.
    expect([await body(), await body()]).toEqual(['v1', 'v1']);
    await expect.poll(() => rendered).toEqual(['v1', 'v2']);
    release();
    await expect.poll(body).toBe('v2');
    expect(rendered).toEqual(['v1', 'v2']);
  });
});

describe('followChanges', () => {
  it('reports each change of every instance, and everything when a stream opens (again)', async () => {
    const streams: http.ServerResponse[] = [];
    const cms = served(
      await serve((req, res) => {
        if (req.url !== CHANGE_STREAM_PATH) return res.writeHead(404).end();
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write(': open\n\n');
        streams.push(res);
      }),
    );
    const seen: string[] = [];
    open.push(followChanges([cms.url], (tags) => seen.push(tags.join(' '))));
    await expect.poll(() => streams.length).toBe(1);
    await expect.poll(() => seen).toEqual([CHANGED_ALL]);
    // One event may arrive in pieces, and two in one.
    streams[0]!.write('data: blog pro');
    streams[0]!.write('ject\n\ndata: media\n\n: \n\n');
    await expect.poll(() => seen).toEqual([CHANGED_ALL, 'blog project', 'media']);
    // The instance restarts: the stream opens again, and whatever changed meanwhile is dropped.
    streams[0]!.end();
    await expect.poll(() => streams.length).toBe(2);
    await expect.poll(() => seen).toEqual([CHANGED_ALL, 'blog project', 'media', CHANGED_ALL]);
  });
});

describe('the CMS proxy', () => {
  it('hands an admin write the tags its answer names (what it changed), and none for a write that names none', async () => {
    const cms = served(
      await serve((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, {
            'Content-Type': 'application/json',
            ...(req.url === '/api/blog/create' ? { 'X-Cache-Tags': 'blog media' } : {}),
          });
          res.end('{"status":true}');
        });
      }),
    );
    const writes: string[][] = [];
    const app = express();
    app.use(createCmsProxy(createCmsPool([cms.url]), { onWrite: (tags) => writes.push(tags) }));
    const site = served(await serve((req, res) => void app(req, res)));
    const post = (path: string) =>
      fetch(`${site.url}${path}`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: '{}' });
    await (await post('/api/blog/create')).text();
    await (await post('/api/contact-status')).text();
    expect(writes).toEqual([['blog', 'media'], []]);
  });
});
