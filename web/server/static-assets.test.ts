import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, expect, it } from 'vitest';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { loadAssets, loadPublicFiles, serveAssets } from './static-assets.mjs';
import { serve, type Served } from './test-servers';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A build's assets folder, precompressed as scripts/build.mjs does, served as server.mjs does. */
async function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-assets-'));
  const js = `export const routes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `/route-${i}`))};\n`;
  fs.writeFileSync(path.join(dir, 'entry-AbC123.js'), js);
  fs.writeFileSync(path.join(dir, 'font-XyZ.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  precompress(dir);
  const app = express();
  app.use('/assets', serveAssets(loadAssets(dir)));
  const served = await serve(app);
  open.push(served);
  const get = (file: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${served.url}/assets/${file}`, { method, headers }, async (res) => {
          const chunks: Buffer[] = [];
          for await (const chunk of res) chunks.push(chunk as Buffer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        })
        .on('error', reject)
        .end();
    });
  return { get, js };
}

it('sends a hashed chunk precompressed, brotli first, cacheable for a year', async () => {
  const { get, js } = await site();
  const br = await get('entry-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(js);
  expect(Number(br.headers['content-length'])).toBe(br.body.length);

  const gz = await get('entry-AbC123.js', { 'Accept-Encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).toString()).toBe(js);

  const plain = await get('entry-AbC123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(js);
});

it('sends a font as it is, answers 304 to its validator and 404 for an unknown name', async () => {
  const { get } = await site();
  const font = await get('font-XyZ.woff2', { 'Accept-Encoding': 'br' });
  expect(font.headers['content-encoding']).toBeUndefined();
  expect(font.headers['content-type']).toBe('font/woff2');
  const again = await get('font-XyZ.woff2', { 'If-None-Match': String(font.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect((await get('entry-Old999.js')).status).toBe(404);
  expect((await get('entry-AbC123.js.br')).status).toBe(404);
  const head = await get('entry-AbC123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
});

it('holds the public files outside assets/ by path, with the copies the build compressed, each with a content hash for a validator', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-public-'));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(50)}</svg>`;
  fs.writeFileSync(path.join(dir, 'favicon.svg'), svg);
  fs.mkdirSync(path.join(dir, 'images'));
  fs.writeFileSync(path.join(dir, 'images', 'hero-home-640.webp'), Buffer.from('RIFF....WEBP'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'entry-AbC.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'background.mp3'), Buffer.alloc(1024 * 1024 + 1));
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  precompress(dir);

  const files = loadPublicFiles(dir);
  expect([...files.keys()].sort()).toEqual(['/favicon.svg', '/images/hero-home-640.webp']);
  const favicon = files.get('/favicon.svg')!;
  expect(favicon.type).toBe('image/svg+xml');
  expect(favicon.cacheControl).toBe('public, max-age=3600');
  expect(zlib.brotliDecompressSync(favicon.br!).toString()).toBe(svg);
  expect(zlib.gunzipSync(favicon.gzip!).toString()).toBe(svg);
  // An image is sent as it is; the validator changes with the content, not with the name.
  const image = files.get('/images/hero-home-640.webp')!;
  expect([image.br, image.gzip]).toEqual([undefined, undefined]);
  // The validator follows the content.
  fs.writeFileSync(path.join(dir, 'favicon.svg'), `${svg} `);
  expect(loadPublicFiles(dir).get('/favicon.svg')!.etag).not.toBe(favicon.etag);
});
