// A short in-memory cache of server-rendered public pages, per URL. Rendering the home page costs
// tens of milliseconds of CPU, so under load most visitors get a copy made moments ago. A successful
// admin write through the /api proxy empties it (see cms-proxy.mjs; visitors' forms do not), so an admin save
// shows at once; the TTL bounds how stale a page can be after a write made elsewhere (the Strapi panel,
// another web server).
//
// A replayed page is byte-identical for every visitor, so it is compressed once per encoding, not once per
// request. That rules out a per-response nonce in the stored copy: the page is rendered with a nonce, and
// the stored copy drops it and allows its inline scripts by their SHA-256 hashes instead (docs/security.md,
// "Content Security Policy"). Still no 'unsafe-inline' for scripts: an injected script matches no hash.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptedEncodings } from './accept-encoding.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

/** Paths that are never cached: the admin, and what the proxy owns (kept here should the order change). */
const PRIVATE_PATHS = /^\/(admin|api|uploads)(\/|$)/;
/** Headers that belong to one response, not to the page (the stored page gets its own policy and ETag). */
const PER_RESPONSE = new Set([
  'content-security-policy',
  'x-cache',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'date',
  'etag',
  // Each request's own id (request-context.mjs), and the CMS's echo of the one that filled the cache.
  'x-request-id',
  // Hop-by-hop: about the CMS connection a proxied answer came over.
  'connection',
  'keep-alive',
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Quality 5 is within 15% of brotli's best size for a page at about 2% of its cost (3 ms against 145 ms for
 * the 120 KB home page): a page is compressed again whenever its copy expires. zlib's work runs off the main
 * thread.
 */
const ENCODERS = {
  br: (/** @type {Buffer} */ body) =>
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (/** @type {Buffer} */ body) => gzip(body, { level: 6 }),
};

/**
 * @typedef {import('./accept-encoding.mjs').Encoding} Encoding
 * @typedef {{ headers: Record<string, string | number | string[]>, body: Buffer }} Page
 * @typedef {Page & { csp?: string, etag: string, encoded: Map<Encoding, Promise<Buffer>>, expires: number }} Entry
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The stored form of a page rendered with `nonce`: the nonce attributes dropped, and a policy that allows
 * exactly the inline scripts that carried it, by hash.
 * @param {string} html
 * @param {string} nonce
 */
export function hashedPage(html, nonce) {
  const attribute = ` nonce="${nonce}"`;
  const hashes = [];
  // Both groups always take part in a match: the defaults only tell the type so.
  for (const [, attributes = '', source = ''] of html.matchAll(INLINE_SCRIPT)) {
    // A data block (JSON-LD) never runs: it needs no allowance.
    const dataBlock = /\btype="(?!module"|text\/javascript")/.test(attributes);
    if (attributes.includes(attribute) && !dataBlock)
      hashes.push(`sha256-${crypto.createHash('sha256').update(source).digest('base64')}`);
  }
  return {
    body: Buffer.from(html.replaceAll(attribute, '')),
    csp: contentSecurityPolicy(undefined, [...new Set(hashes)]),
  };
}

/**
 * @param {{ ttlMs: number, maxEntries: number, now?: () => number }} options
 */
export function createHtmlCache({ ttlMs, maxEntries, now = Date.now }) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  // A render that started before a write must not store what it read before that write.
  let generation = 0;

  return {
    enabled: ttlMs > 0,
    get generation() {
      return generation;
    },
    /** @param {string} key */
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires <= now()) entries.delete(key);
      else return entry;
      return undefined;
    },
    /**
     * @param {string} key
     * @param {Page & { csp?: string }} page a page's own policy (html), or none (API answers keep the server's)
     * @param {number} renderedIn the generation when the render started
     */
    set(key, page, renderedIn) {
      if (renderedIn !== generation || ttlMs <= 0) return;
      entries.delete(key);
      // Any visitor can vary the query string. Every entry lives as long, so the first inserted is
      // the first to expire: it makes room.
      const oldest = entries.keys().next();
      if (!oldest.done && entries.size >= maxEntries) entries.delete(oldest.value);
      const etag = `W/"${crypto.createHash('sha1').update(page.body).digest('base64url')}"`;
      entries.set(key, { ...page, etag, encoded: new Map(), expires: now() + ttlMs });
    },
    clear() {
      entries.clear();
      generation += 1;
    },
    get size() {
      return entries.size;
    },
  };
}

/** @param {import('express').Request} req */
const isCacheable = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization && !PRIVATE_PATHS.test(req.path);

/**
 * The body of `entry` in `encoding`, compressed on first use and kept with the entry.
 * @param {Entry} entry
 * @param {Encoding} encoding
 */
function encodedBody(entry, encoding) {
  let body = entry.encoded.get(encoding);
  if (!body) {
    body = ENCODERS[encoding](entry.body);
    entry.encoded.set(encoding, body);
  }
  return body;
}

/**
 * Answers `req` with a stored copy: its headers, a 304 to its validator, else its body in the best encoding
 * the client takes (compressed once per encoding, then kept).
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {Entry} entry
 * @param {import('express').NextFunction} next
 */
export function replay(req, res, entry, next) {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', entry.etag);
  res.setHeader('X-Cache', 'HIT');
  if (req.headers['if-none-match'] === entry.etag) {
    res.statusCode = 304;
    return res.end();
  }
  const [encoding] = acceptedEncodings(req.headers['accept-encoding']);
  const send = (/** @type {Buffer} */ body) => {
    res.statusCode = 200;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (!encoding) return send(entry.body);
  encodedBody(entry, encoding).then(send, next);
}

/**
 * Answers from the cache. Mounted before the compression middleware: a hit is already compressed.
 * @param {ReturnType<typeof createHtmlCache>} cache
 * @returns {import('express').RequestHandler}
 */
export function serveCachedPages(cache) {
  return (req, res, next) => {
    const hit = cache.enabled && isCacheable(req) ? cache.get(req.originalUrl) : undefined;
    if (!hit) return next();
    replay(req, res, hit, next);
  };
}

/**
 * Stores what the page handler renders: a 200 HTML answer to a cacheable GET. Runs after the
 * page's nonce is in `res.locals.cspNonce`.
 * @param {ReturnType<typeof createHtmlCache>} cache
 * @returns {import('express').RequestHandler}
 */
export function recordPages(cache) {
  return (req, res, next) => {
    if (!cache.enabled || !isCacheable(req)) {
      res.setHeader('X-Cache', 'BYPASS');
      return next();
    }
    res.setHeader('X-Cache', 'MISS');
    if (req.method === 'GET') {
      const key = req.originalUrl;
      const nonce = String(res.locals.cspNonce);
      const generation = cache.generation;
      tee(
        res,
        () => res.statusCode === 200 && String(res.getHeader('content-type') ?? '').startsWith('text/html'),
        (headers, body) => cache.set(key, { headers, ...hashedPage(body.toString('utf8'), nonce) }, generation),
      );
    }
    next();
  };
}

/**
 * Copies what is written to `res`; once it has ended, hands it to `store` if `keep()` says so then (never an
 * answer that sets a cookie).
 * @param {import('express').Response} res
 * @param {() => boolean} keep
 * @param {(headers: Entry['headers'], body: Buffer) => void} store
 */
export function tee(res, keep, store) {
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {Entry['headers'] | undefined} */
  let headers;
  const write = res.write;
  const end = res.end;

  /** @param {unknown} chunk @param {unknown} encoding */
  const capture = (chunk, encoding) => {
    // The headers as the app set them, before compression rewrites them on the first write.
    headers ??= pageHeaders(res);
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));
    // isView, not instanceof: a Buffer from another realm (a test's jsdom) is still bytes.
    else if (ArrayBuffer.isView(chunk)) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };

  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      capture(chunk, rest[0]);
      return write.apply(res, /** @type {never} */ ([chunk, ...rest]));
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      if (typeof chunk !== 'function') capture(chunk, rest[0]);
      if (headers && keep() && !res.getHeader('set-cookie')) store(headers, Buffer.concat(chunks));
      return end.apply(res, /** @type {never} */ ([chunk, ...rest]));
    }
  );
}

/** @param {import('express').Response} res */
function pageHeaders(res) {
  /** @type {Entry['headers']} */
  const kept = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !PER_RESPONSE.has(name)) kept[name] = value;
  }
  return kept;
}
