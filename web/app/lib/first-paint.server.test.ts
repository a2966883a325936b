import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_HREF_ATTR } from './first-paint';
import {
  createCssReader,
  deferModuleScript,
  firstPaintStream,
  MAX_INLINE_BYTES,
  rewriteHead,
} from './first-paint.server';

// A built client folder with a small stylesheet, one too big to inline, and one that would close <style>.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'assets/root-abc.css'), '.hero{color:#123}');
fs.writeFileSync(path.join(clientDir, 'assets/big-abc.css'), `.x{content:"${'a'.repeat(MAX_INLINE_BYTES)}"}`);
fs.writeFileSync(path.join(clientDir, 'assets/evil-abc.css'), '.x{content:"</style><script>alert(1)</script>"}');
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
const readCss = createCssReader(clientDir);

// The shape React Router 7 streams (trimmed): links in the head, <Scripts> at the end of the body, then streamed data.
const moduleScript = [
  '<script nonce="N" type="module" async="">;',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/route-2.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-3.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"site/home/route":route1};',
  '',
  'import("/assets/entry.client-3.js");</script>',
].join('\n');
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Cadmax — वास्तु</title>',
  '<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="N"/>',
  '<link nonce="N" rel="stylesheet" href="/assets/root-abc.css"/>',
  '<link nonce="N" rel="stylesheet" href="/assets/big-abc.css"/>',
  '<link nonce="N" rel="stylesheet" href="/assets/evil-abc.css"/>',
  '<link rel="stylesheet" href="https://example.com/other.css"/>',
  '</head><body><main><h1>Your Dreams, Our Design ₹</h1></main>',
  '<script nonce="N">window.__reactRouterContext = {"a":1};</script>',
  moduleScript,
  '<script nonce="N">window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>',
].join('');

async function throughStream(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(firstPaintStream(readCss))) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('rewriteHead', () => {
  const head = rewriteHead(page.slice(0, page.indexOf('</head>') + 7), readCss);

  it('inlines a built stylesheet and keeps its link, disabled, for hydration', () => {
    expect(head).toContain(
      `<style ${INLINE_HREF_ATTR}="/assets/root-abc.css">.hero{color:#123}</style><link disabled="" nonce="N" rel="stylesheet" href="/assets/root-abc.css"/>`,
    );
  });

  it('leaves stylesheets it must not inline as they are', () => {
    expect(head).toContain('<link nonce="N" rel="stylesheet" href="/assets/big-abc.css"/>');
    expect(head).toContain('<link nonce="N" rel="stylesheet" href="/assets/evil-abc.css"/>');
    expect(head).not.toContain('alert(1)');
    expect(head).toContain('<link rel="stylesheet" href="https://example.com/other.css"/>');
  });

  it('drops the module preloads', () => {
    expect(head).not.toContain('modulepreload');
  });
});

describe('deferModuleScript', () => {
  const out = deferModuleScript(moduleScript);

  it('waits for the first paint and the main images, then imports the route modules under the same names', () => {
    expect(out).not.toMatch(/import \* as/);
    const wait = out.indexOf("'first-contentful-paint'");
    const images = out.indexOf('img[fetchpriority=high]');
    const load = out.indexOf(
      'const [route0,route1]=await Promise.all([import("/assets/root-1.js"),import("/assets/route-2.js")]);',
    );
    expect(wait).toBeGreaterThan(0);
    expect(images).toBeGreaterThan(wait);
    expect(load).toBeGreaterThan(images);
    // The rest of React Router's script runs after the imports, unchanged.
    expect(out.indexOf('window.__reactRouterRouteModules = {"root":route0,"site/home/route":route1};')).toBeGreaterThan(
      load,
    );
    expect(out).toContain('import("/assets/entry.client-3.js");</script>');
  });

  it('is valid module code', async () => {
    const body = /<script[^>]*>([\s\S]*)<\/script>/.exec(out)?.[1] ?? '';
    // An async function accepts the same top-level await and dynamic imports a module does.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (code: string) => unknown;
    expect(() => new AsyncFunction(body)).not.toThrow();
  });
});

describe('firstPaintStream', () => {
  const expected = (() => {
    const headEnd = page.indexOf('</head>') + 7;
    return rewriteHead(page.slice(0, headEnd), readCss) + deferModuleScript(page.slice(headEnd));
  })();

  it('gives the same page however React splits its output', async () => {
    const bytes = Buffer.from(page);
    // Every split point, including ones inside a multi-byte character, `</head>` and `<script`.
    for (let at = 1; at < bytes.length; at += 7) {
      expect(await throughStream([bytes.subarray(0, at), bytes.subarray(at)])).toBe(expected);
    }
    const single = [...bytes].map((b) => Buffer.from([b]));
    expect(await throughStream(single)).toBe(expected);
  });

  it('passes a document it cannot read through untouched', async () => {
    const fragment = '<p>no head here</p><script type="module">import * as a from "/x.js";</script>';
    expect(await throughStream([Buffer.from(fragment)])).toBe(fragment);
  });
});
