import zlib from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { createCacheFront } from './cache-front.mjs';
import { createHtmlCache } from './html-cache.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';
import { serve, type Served } from './test-servers';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A front over one stored page and one stored API read; whatever it does not answer gets 404 "behind". */
async function front(hsts: boolean) {
  const pages = createHtmlCache({ ttlMs: 60_000, maxEntries: 10 });
  const api = createHtmlCache({ ttlMs: 60_000, maxEntries: 10 });
  pages.set(
    '/about',
    {
      headers: { 'content-type': 'text/html' },
      body: Buffer.from('<p>about</p>'),
      csp: "script-src 'self' 'sha256-x'",
    },
    pages.generation,
  );
  api.set('/api/blog/get?page=1', { headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') }, 0);
  const js = Buffer.from('export const x = 1;\n');
  const assets = new Map([
    [
      'entry-AbC.js',
      { type: 'text/javascript; charset=utf-8', etag: '"entry-AbC.js"', identity: js, br: zlib.brotliCompressSync(js) },
    ],
  ]);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
  const files = new Map([
    [
      '/favicon.svg',
      {
        type: 'image/svg+xml',
        etag: '"f1"',
        identity: svg,
        br: zlib.brotliCompressSync(svg),
        cacheControl: 'public, max-age=3600',
      },
    ],
  ]);
  const answer = createCacheFront({ pages, assets, files, api, hsts });
  const served = await serve((req, res) => {
    if (answer(req, res)) return;
    res.writeHead(404).end('behind');
  });
  open.push(served);
  return served.url;
}

it('answers stored pages and public reads with the policy headers every answer carries, one CSP each', async () => {
  const url = await front(false);
  for (const [path, csp] of [
    ['/about', "script-src 'self' 'sha256-x'"],
    ['/api/blog/get?page=1', contentSecurityPolicy(undefined)],
  ]) {
    const res = await fetch(`${url}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // fetch joins repeated headers with ", ": one policy means no second one is enforced beside it.
    expect(res.headers.get('content-security-policy')).toBe(csp);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  }
});

it('answers a hashed asset from memory, precompressed, immutable, with the policy headers and 304', async () => {
  const url = await front(false);
  const res = await fetch(`${url}/assets/entry-AbC.js`, { headers: { 'Accept-Encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(undefined));
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await res.text()).toBe('export const x = 1;\n');
  const again = await fetch(`${url}/assets/entry-AbC.js`, { headers: { 'If-None-Match': '"entry-AbC.js"' } });
  expect(again.status).toBe(304);
  // A name the build does not have, and a write, are Express's (a plain 404 there).
  expect(await (await fetch(`${url}/assets/entry-old.js`)).text()).toBe('behind');
  expect(await (await fetch(`${url}/assets/entry-AbC.js`, { method: 'POST' })).text()).toBe('behind');
});

it('answers a public file from memory, short-cached, with 304; a part of one (Range) and a write are Express’s', async () => {
  const url = await front(false);
  const res = await fetch(`${url}/favicon.svg?v=2`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('vary')).toBe('Accept-Encoding');
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(undefined));
  expect(await res.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  expect((await fetch(`${url}/favicon.svg`, { headers: { 'If-None-Match': '"f1"' } })).status).toBe(304);
  expect(await (await fetch(`${url}/favicon.svg`, { headers: { Range: 'bytes=0-3' } })).text()).toBe('behind');
  expect(await (await fetch(`${url}/favicon.svg`, { method: 'POST' })).text()).toBe('behind');
  expect(await (await fetch(`${url}/logo.svg`)).text()).toBe('behind');
});

it('leaves to Express what it holds no copy of, what is not shared, and the admin', async () => {
  const url = await front(false);
  for (const [path, init] of [
    ['/about?x=1', {}],
    ['/api/blog/get?page=1', { headers: { Authorization: 'Bearer t' } }],
    ['/api/blog/get?page=1', { headers: { Origin: 'https://elsewhere.example' } }],
    ['/about', { headers: { Authorization: 'Bearer t' } }],
    ['/about', { method: 'POST' }],
  ] as const) {
    const res = await fetch(`${url}${path}`, init);
    expect(await res.text(), `${path} ${JSON.stringify(init)}`).toBe('behind');
  }
});

it('adds HSTS in production to a request a proxy on this machine says came over HTTPS', async () => {
  const url = await front(true);
  const plain = await fetch(`${url}/about`);
  expect(plain.headers.get('strict-transport-security')).toBeNull();
  const https = await fetch(`${url}/about`, { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
});
