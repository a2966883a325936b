// Precompresses the web build's client files (hashed assets and public files alike) once, at build time, so the
// web server sends brotli or gzip bytes without compressing at start or per request (web/server/static-assets.mjs).
// Brotli at its best quality (too slow per request, free at build time), gzip at level 9.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text formats; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|map|xml|webmanifest|ico)$/;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir` that they make smaller. */
export function precompress(dir) {
  let files = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    files += 1;
  }
  return files;
}
