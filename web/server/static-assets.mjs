// The build's hashed assets (/assets/*), held in memory with their precompressed copies
// (scripts/lib/precompress.mjs writes `.br` and `.gz` at build time). A hashed name never changes content,
// so each answer is cacheable for a year and no byte is compressed at request time.
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
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * @typedef {{ type: string, etag: string, identity: Buffer, br?: Buffer, gzip?: Buffer }} Asset
 * @param {string} dir the build's client assets folder
 */
export function loadAssets(dir) {
  /** @type {Map<string, Asset>} */
  const assets = new Map();
  if (!fs.existsSync(dir)) return assets;
  const names = new Set(fs.readdirSync(dir));
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const read = (/** @type {string} */ suffix) =>
      names.has(name + suffix) ? fs.readFileSync(path.join(dir, name + suffix)) : undefined;
    assets.set(name, {
      type: TYPES[/** @type {keyof TYPES} */ (path.extname(name))] ?? 'application/octet-stream',
      // The name carries the content hash: it is the validator.
      etag: `"${name}"`,
      identity: fs.readFileSync(path.join(dir, name)),
      br: read('.br'),
      gzip: read('.gz'),
    });
  }
  return assets;
}

/**
 * @param {Map<string, Asset>} assets
 * @returns {import('express').RequestHandler}
 */
export function serveAssets(assets) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing hashed asset (an old page after a deploy) is a plain 404, not a rendered page.
    const asset = assets.get(req.path.slice(1));
    if (!asset) return res.status(404).end();
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', asset.etag);
    if (asset.br || asset.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === asset.etag) return res.status(304).end();
    const encoding = acceptedEncodings(req.headers['accept-encoding']).find((e) => asset[e]);
    const body = encoding ? /** @type {Buffer} */ (asset[encoding]) : asset.identity;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
  };
}
