// The build's client files, held in memory with their precompressed copies (scripts/lib/precompress.mjs writes
// `.br` and `.gz` at build time), so no byte is read from disk or compressed at request time. A hashed asset
// (/assets/*) never changes content under its name, so it is cacheable for a year; the other public files (the
// logo, the favicon, the page banners) keep their names across builds, so each carries a content hash for its
// validator. Every page asks for some of them, and reading them from disk on each request cost what a cached page
// costs several times over.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { acceptedEncodings } from './accept-encoding.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/vnd.microsoft.icon',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A public file keeps its name across builds, so a browser asks again after an hour (as Express's static did). */
const SHORT = 'public, max-age=3600';
/** Larger files (audio) are left to Express's static, which answers the Range requests a player sends. */
const MAX_HELD_BYTES = 1024 * 1024;

/**
 * @typedef {{ type: string, etag: string, identity: Buffer, br?: Buffer, gzip?: Buffer, cacheControl?: string }} Asset
 * @param {string} dir the build's client assets folder
 */
export function loadAssets(dir) {
  /** @type {Map<string, Asset>} */
  const assets = new Map();
  if (!fs.existsSync(dir)) return assets;
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    assets.set(name, {
      type: TYPES[/** @type {keyof TYPES} */ (path.extname(name))] ?? 'application/octet-stream',
      // The name carries the content hash: it is the validator.
      etag: `"${name}"`,
      ...readEncoded(path.join(dir, name)),
    });
  }
  return assets;
}

/**
 * A file's bytes and, where the build wrote them, its brotli and gzip copies.
 * @param {string} file
 */
function readEncoded(file) {
  const read = (/** @type {string} */ suffix) =>
    fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
  return { identity: fs.readFileSync(file), br: read('.br'), gzip: read('.gz') };
}

/**
 * The build's other public files (everything in `dir` outside `assets/`, up to MAX_HELD_BYTES each), by URL path.
 * @param {string} dir the build's client folder
 * @returns {Map<string, Asset>}
 */
export function loadPublicFiles(dir) {
  /** @type {Map<string, Asset>} */
  const files = new Map();
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    if (!entry.isFile() || urlPath.startsWith('/assets/') || entry.name.startsWith('.')) continue;
    const ext = /** @type {keyof TYPES} */ (path.extname(entry.name).toLowerCase());
    if (!(ext in TYPES) || fs.statSync(file).size > MAX_HELD_BYTES) continue;
    const encoded = readEncoded(file);
    files.set(urlPath, {
      type: TYPES[ext],
      etag: `"${crypto.createHash('sha256').update(encoded.identity).digest('base64url').slice(0, 27)}"`,
      ...encoded,
      cacheControl: SHORT,
    });
  }
  return files;
}

/**
 * Answers a GET or HEAD of a known asset in one writeHead (the cache front calls it before Express): 304 when the
 * client holds it, else the best precompressed copy the client accepts.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Asset} asset
 * @param {(string | number)[]} policy the security headers as a flat name/value list
 */
export function answerAsset(req, res, asset, policy) {
  const headers = [...policy, 'Content-Type', asset.type, 'Cache-Control', asset.cacheControl ?? IMMUTABLE];
  headers.push('ETag', asset.etag);
  if (asset.br || asset.gzip) headers.push('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === asset.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = acceptedEncodings(req.headers['accept-encoding']).find((e) => asset[e]);
  const body = encoding ? /** @type {Buffer} */ (asset[encoding]) : asset.identity;
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', body.length);
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The same answers through Express (while the server stops, the cache front leaves every request to Express), and
 * a plain 404 for a name the build does not have.
 * @param {Map<string, Asset>} assets
 * @returns {import('express').RequestHandler}
 */
export function serveAssets(assets) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing hashed asset (an old page after a deploy) is a plain 404, not a rendered page.
    const asset = assets.get(req.path.slice(1));
    if (!asset) return res.status(404).end();
    answerAsset(req, res, asset, []);
  };
}
