// A short in-memory cache of server-rendered public pages, per URL. Rendering the home page costs
// tens of milliseconds of CPU, so under load most visitors get a copy made moments ago. A successful
// admin write through the /api proxy empties it (see cms-proxy.mjs; visitors' forms do not), so an admin save shows at once; the TTL
// bounds how stale a page can be after a write made elsewhere (the Strapi panel, another web server).
//
// The page carries the response's CSP nonce. The stored copy is split on the nonce it was rendered
// with (128 random bits, so it occurs nowhere else) and each replay is joined with a fresh one.
import { setPageNonce } from './security-headers.mjs';

/** Paths that are never cached: the admin, and what the proxy owns (kept here should the order change). */
const PRIVATE_PATHS = /^\/(admin|api|uploads)(\/|$)/;
/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set(['content-security-policy', 'x-cache', 'content-length', 'content-encoding', 'transfer-encoding', 'vary', 'date', 'etag']);

/**
 * @typedef {{ headers: Record<string, string | number | string[]>, parts: Buffer[], expires: number }} Entry
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
     * @param {Omit<Entry, 'expires'>} page
     * @param {number} renderedIn the generation when the render started
     */
    set(key, page, renderedIn) {
      if (renderedIn !== generation || ttlMs <= 0) return;
      entries.delete(key);
      // Any visitor can vary the query string. Every entry lives as long, so the first inserted is
      // the first to expire: it makes room.
      const oldest = entries.keys().next();
      if (!oldest.done && entries.size >= maxEntries) entries.delete(oldest.value);
      entries.set(key, { ...page, expires: now() + ttlMs });
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
const isCacheable = (req) => (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization && !PRIVATE_PATHS.test(req.path);

/**
 * Answers from the cache. Mounted before the static files, so a hit costs no file lookup, and after
 * compression, which compresses the replayed HTML.
 * @param {ReturnType<typeof createHtmlCache>} cache
 * @returns {import('express').RequestHandler}
 */
export function serveCachedPages(cache) {
  return (req, res, next) => {
    const hit = cache.enabled && isCacheable(req) ? cache.get(req.originalUrl) : undefined;
    if (!hit) return next();
    const nonce = setPageNonce(res);
    res.statusCode = 200;
    for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
    res.setHeader('X-Cache', 'HIT');
    res.setHeader('Content-Length', hit.parts.reduce((n, part) => n + part.length, (hit.parts.length - 1) * nonce.length));
    // Written piece by piece into one writev, without copying the page. Uncorked before end():
    // compression writes later, and a corked socket would never drain for it.
    res.cork();
    hit.parts.forEach((part, i) => {
      if (i > 0) res.write(nonce);
      res.write(part);
    });
    res.uncork();
    res.end();
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
      tee(res, (headers, html) => cache.set(key, { headers, parts: html.split(nonce).map((part) => Buffer.from(part)) }, generation));
    }
    next();
  };
}

/**
 * Copies what is written to `res`; hands over a 200 HTML answer once it has ended.
 * @param {import('express').Response} res
 * @param {(headers: Entry['headers'], html: string) => void} store
 */
function tee(res, store) {
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
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
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
      const type = String(res.getHeader('content-type') ?? '');
      if (headers && res.statusCode === 200 && type.startsWith('text/html') && !res.getHeader('set-cookie')) {
        store(headers, Buffer.concat(chunks).toString('utf8'));
      }
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
