#!/usr/bin/env node
// Generates every image the seed uploads (media/out/ + manifest.json), the site's logo,
// favicon and Open Graph card (web/public/), and the background music
// (web/public/background.mp3). Deterministic: each image is seeded by its file name, so
// every run writes the same pictures. Nothing is downloaded.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { root, webDir } from '../lib/env.mjs';
import { createRng, hashSeed } from './lib/svg.mjs';
import { encodeMp3, renderLoop } from './music.mjs';
import { buildPlan } from './plan.mjs';
import { siteLogoSvg } from './scenes/marks.mjs';

export const outDir = path.join(root, 'media', 'out');
const publicDir = path.join(webDir, 'public');
const JPEG = { quality: 78, progressive: true, mozjpeg: false };

async function renderOne(entry, dir) {
  const svg = entry.render(entry.width, entry.height, createRng(hashSeed(entry.file)));
  const image = sharp(Buffer.from(svg), { density: 72 }).resize(entry.width, entry.height, { fit: 'fill' });
  const buffer = entry.file.endsWith('.png')
    ? await image.png({ palette: true, quality: 90, effort: 4 }).toBuffer()
    : await image.flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer();
  await fs.writeFile(path.join(dir, entry.file), buffer);
  return {
    file: entry.file,
    slot: entry.slot,
    width: entry.width,
    height: entry.height,
    alt: entry.alt,
    bytes: buffer.length,
  };
}

/** The widths of each banner's WebP copies; web/app/lib/hero-images.ts lists the same. */
const HERO_WEBP_WIDTHS = [640, 960, 1280, 1920];

/** A banner as the site serves it: the JPEG, and WebP copies for srcset (hero-home-960.webp, …). */
async function writeBanner(file) {
  const jpeg = path.join(outDir, file);
  await fs.copyFile(jpeg, path.join(publicDir, 'images', file));
  const stem = file.replace(/\.jpg$/, '');
  for (const width of HERO_WEBP_WIDTHS)
    await sharp(jpeg)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(path.join(publicDir, 'images', `${stem}-${width}.webp`));
}

/** Runs `task` over `items` with at most `limit` in flight; keeps the input order. */
async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A favicon.ico holding 16, 32 and 48 px PNGs (the ICO format allows PNG payloads). */
async function faviconIco() {
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(
    sizes.map((s) =>
      sharp(Buffer.from(siteLogoSvg(s * 8, { wordmark: false })))
        .resize(s, s)
        .png()
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((s, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(s, e);
    header.writeUInt8(s, e + 1);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(pngs[i].length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += pngs[i].length;
  });
  return Buffer.concat([header, ...pngs]);
}

export async function generate({ log = console.log } = {}) {
  const started = Date.now();
  // Render into a fresh folder and swap it in at the end, so a seed reading media/out at the
  // same time never sees a half-written set.
  const workDir = `${outDir}.tmp-${process.pid}`;
  const oldDir = `${outDir}.old-${process.pid}`;
  await fs.rm(workDir, { recursive: true, force: true });
  await fs.mkdir(workDir, { recursive: true });
  await fs.mkdir(publicDir, { recursive: true });
  sharp.concurrency(1);
  const plan = buildPlan();
  const files = await mapLimit(plan, Math.max(2, os.availableParallelism()), (entry) => renderOne(entry, workDir));
  const manifest = { generatedBy: 'scripts/media/generate.mjs', files };
  await fs.writeFile(path.join(workDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.rename(outDir, oldDir).catch((err) => {
    if (err.code !== 'ENOENT') throw err;
  });
  await fs.rename(workDir, outDir);
  await fs.rm(oldDir, { recursive: true, force: true });
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  log(`[media] ${files.length} images, ${(bytes / 1e6).toFixed(1)} MB in media/out`);

  await fs.writeFile(path.join(publicDir, 'logo.svg'), siteLogoSvg(400));
  await fs.writeFile(path.join(publicDir, 'favicon.ico'), await faviconIco());
  await fs.copyFile(path.join(outDir, 'site-logo.png'), path.join(publicDir, 'logo.png'));
  await fs.copyFile(path.join(outDir, 'og-image.jpg'), path.join(publicDir, 'og-image.jpg'));
  // Page banners have no CMS field: the site serves them as static files.
  await fs.mkdir(path.join(publicDir, 'images'), { recursive: true });
  for (const f of files.filter((entry) => entry.slot === 'hero')) await writeBanner(f.file);
  log('[media] web/public: logo.svg, logo.png, favicon.ico, og-image.jpg, images/hero-*.jpg and .webp');

  const mp3 = encodeMp3(renderLoop());
  await fs.writeFile(path.join(publicDir, 'background.mp3'), mp3);
  log(`[media] web/public/background.mp3: ${(mp3.length / 1024).toFixed(0)} kB`);
  log(`[media] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  generate().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
