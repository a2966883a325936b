// What the first view of / costs a visitor: the JavaScript it references (gzip) and the images a phone loads.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/** Lighthouse's mobile preset screen (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/**
 * The JavaScript the first view loads: what the inline module script imports (React Router's route
 * modules and client entry, imported after the first paint: web/app/lib/first-paint.server.ts), any
 * module script or modulepreload link, and, followed through each chunk, their static imports.
 * Dynamic `import()`s inside the chunks are left out: they load later (the sliders, the toaster).
 */
async function firstViewScriptUrls(html, site) {
  const start = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
    if (attr(tag, 'type') === 'module' && attr(tag, 'src')) start.add(attr(tag, 'src'));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g))
    if (attr(tag, 'rel') === 'modulepreload') start.add(attr(tag, 'href'));
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, url] of body.matchAll(/(?:from\s*|import\s*\(?\s*)"(\/assets\/[^"]+\.js)"/g)) start.add(url);
  const seen = new Map();
  const visit = async (url) => {
    if (seen.has(url)) return;
    const body = Buffer.from(await (await fetch(new URL(url, site))).arrayBuffer());
    seen.set(url, body);
    const text = body.toString('utf8');
    // Static imports in Vite's minified chunks: `import{a as b}from"./x.js"` and `import"./x.js"`.
    const deps = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
      ([, rel]) => new URL(rel, new URL(url, site)).pathname,
    );
    await Promise.all(deps.map(visit));
  };
  await Promise.all([...start].map(visit));
  return seen;
}

/** Chunks that only admin routes import, from React Router's client manifest. */
async function adminOnlyChunks(site, html) {
  const manifestUrl = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!manifestUrl) return null;
  const text = await (await fetch(new URL(manifestUrl, site))).text();
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const chunksOf = (r) => [r.module, ...(r.imports ?? [])];
  const routes = Object.values(manifest.routes);
  const publicChunks = new Set([
    ...chunksOf(manifest.entry),
    ...routes.filter((r) => !r.id.startsWith('admin')).flatMap(chunksOf),
  ]);
  // A chunk a public chunk imports dynamically (the toaster's react-hot-toast, the footer's sign-up) is public too,
  // though the manifest lists it under the admin routes that import it statically.
  for (const chunk of [...publicChunks]) {
    const text = await (await fetch(new URL(chunk, site))).text();
    for (const [, rel] of text.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g))
      publicChunks.add(new URL(rel, new URL(chunk, site)).pathname);
  }
  return new Set(
    routes
      .filter((r) => r.id.startsWith('admin'))
      .flatMap(chunksOf)
      .filter((c) => !publicChunks.has(c)),
  );
}

export async function firstViewScripts(site) {
  const html = await (await fetch(`${site}/`)).text();
  const scripts = [];
  for (const [url, body] of await firstViewScriptUrls(html, site)) {
    scripts.push({
      url,
      bytes: body.length,
      gzip: zlib.gzipSync(body).length,
      quill: /quill/i.test(body.toString('utf8')),
    });
  }
  const adminChunks = await adminOnlyChunks(site, html);
  return {
    scripts,
    gzipBytes: scripts.reduce((n, s) => n + s.gzip, 0),
    adminOnlyChunks: adminChunks ? [...adminChunks] : null,
    adminChunksReferenced: adminChunks ? scripts.filter((s) => adminChunks.has(s.url)).map((s) => s.url) : null,
    quillChunksReferenced: scripts.filter((s) => s.quill).map((s) => s.url),
  };
}

/** Loads / at the phone size (no scrolling) and adds up the image responses, and the web fonts' apart. */
export async function phoneFirstView(site) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage(PHONE);
    // The image and font responses, each as its body's size once it has arrived.
    const pending = { image: [], font: [] };
    page.on('response', (res) => {
      const list = pending[res.request().resourceType()];
      list?.push(
        res.body().then(
          (b) => ({ url: res.url(), type: res.headers()['content-type'] ?? '', bytes: b.length }),
          () => null,
        ),
      );
    });
    const scripts = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${site}/`, { waitUntil: 'networkidle' });
    const [images, fonts] = await Promise.all(
      [pending.image, pending.font].map(async (list) => (await Promise.all(list)).filter(Boolean)),
    );
    const bytes = (list) => list.reduce((n, r) => n + r.bytes, 0);
    return { images, totalBytes: bytes(images), fonts, fontBytes: bytes(fonts), scriptsLoaded: scripts };
  } finally {
    await browser.close();
  }
}
