// An in-memory cache of server-rendered public pages, per URL. Rendering the home page costs tens of milliseconds
// of CPU, so visitors get a copy made earlier. A copy stays until something it shows changes: each is kept with the
// tags of the CMS reads it was made from (the CMS answers them, `x-cache-tags`), and the CMS announces the tags of
// every write (change-stream.mjs; an admin write through the /api proxy answers them too, cms-proxy.mjs), which drop
// exactly the copies that read them. The TTL (HTML_CACHE_MS, minutes) is only a safety net.
//
// An expired copy is served a while longer (stale-while-revalidate, at most another TTL) while its successor is
// rendered off the request path (`revalidate`, server.mjs): no visitor waits for that render, and requests
// arriving meanwhile do not render too (the cached page's p99: docs/performance.md).
//
// A copy past that, or dropped by a change, is still kept (`fallback`) until newer copies push it out: while the CMS
// cannot be reached, or the pool to it is full, or a render fails, the last copy is answered instead of an error
// (stale-if-error, with no age limit: an old page is better than none), marked `X-Cache: STALE`.
//
// A replayed page is byte-identical for every visitor, so it is compressed once per encoding, not once per
// request. That rules out a per-response nonce in the stored copy: the page is rendered with a nonce, and
// the stored copy drops it and allows its inline scripts by their SHA-256 hashes instead (docs/security.md,
// "Content Security Policy"). Still no 'unsafe-inline' for scripts: an injected script matches no hash.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { acceptedEncodings } from './accept-encoding.mjs';
import { CHANGED_ALL } from './content-changes.mjs';
import { requestTags } from './request-context.mjs';
import { OTHER_CSP, POLICY_HEADERS, contentSecurityPolicy } from './security-headers.mjs';

/**
 * Paths that are never cached: the admin, what the proxy owns (kept here should the order change), and the signed
 * previews of drafts (D-11.5: a copy would show a draft to the next visitor of the URL). In any case: React Router
 * matches routes case-insensitively, so `/PREVIEW/...` is the preview too. A page is also checked by the
 * route it matched (`recordPages`), which sees through %-escapes as the router does.
 */
const PRIVATE_PATHS = /^\/(admin|api|uploads|preview)(\/|$)/i;

/**
 * Whether a path (a request's, or the pattern of the route it matched) is one of the private paths above.
 * @param {string} path
 */
export const isPrivatePath = (path) => PRIVATE_PATHS.test(path);
/** Headers every stored copy's answers carry, whatever the encoding. */
const HIT = ['Vary', 'Accept-Encoding'];
/**
 * Headers that belong to one response, not to the page: the server's own policy headers (each answer gets them
 * anew: HSTS depends on how the request came), and the stored page gets its own policy and ETag.
 */
const PER_RESPONSE = new Set([
  ...POLICY_HEADERS,
  'x-cache',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'date',
  'etag',
  // Each request's own id (request-context.mjs), and the CMS's echo of the one that filled the cache.
  'x-request-id',
  // What the CMS read or changed: for this server's cache, not for visitors.
  'x-cache-tags',
  // Hop-by-hop: about the CMS connection a proxied answer came over.
  'connection',
  'keep-alive',
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Quality 5 comes close to brotli's best size for a page at a small part of its cost: a page is compressed again
 * whenever its copy expires. zlib's work runs off the main thread.
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
 * @typedef {Page & {
 *   csp?: string,
 *   etag: string,
 *   encoded: Map<Encoding, Promise<Buffer>>,
 *   ready: Map<Encoding, Buffer>,
 *   answers: Map<Encoding | 'identity', string[]>,
 *   raw?: string[],
 *   refreshing: number,
 *   tags: readonly string[],
 *   dropped?: boolean,
 * }} Entry `raw`: the stored headers as one flat name/value list, made on the first replay; `ready`: the compressed
 *   bodies made so far; `answers`: a 200's headers per encoding; `tags`: what the copy was made from
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

/** How soon a failed background render (or one that stored nothing: not a 200) is tried again, at most. */
const RETRY_MS = 5_000;

/**
 * @param {{ ttlMs: number, maxEntries: number, now?: () => number, revalidate?: (key: string) => void }} options
 *   `revalidate` renders a stale copy's successor off the request path; without it, the one request told to
 *   refresh renders it. `now`: a test's clock.
 */
export function createHtmlCache({ ttlMs, maxEntries, now, revalidate }) {
  // Least recently answered out first: new query strings push out what is rarely read, not the home page. A copy
  // past its TTL is stale, and kept (allowStale, noDeleteOnStaleGet) for the stale window and as the fallback.
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    max: Math.max(1, maxEntries),
    ttl: Math.max(1, ttlMs),
    allowStale: true,
    noDeleteOnStaleGet: true,
    ttlResolution: 0, // the clock read at each lookup, not kept behind a timer per millisecond
    // A test's clock may start at 0, which lru-cache reads as a copy with no age.
    ...(now && { perf: { now: () => now() + 1 } }),
  });
  /** How long past its TTL a copy is, in ms (negative while fresh: lru-cache's own staleness is one ms later). */
  const overdue = (/** @type {string} */ key) => -entries.getRemainingTTL(key);
  // A render that started before a change it read must not store what it read before that change: each drop
  // counts, and remembers its count per tag.
  let generation = 0;
  let droppedAll = 0;
  /** @type {Map<string, number>} */
  const droppedTag = new Map();
  const retryMs = Math.min(ttlMs / 4, RETRY_MS);

  return {
    enabled: ttlMs > 0,
    get generation() {
      return generation;
    },
    /**
     * The copy to answer `key` with, fresh or within its stale window (one more TTL). Once per expiry (again if
     * that render has stored nothing within `retryMs`) a stale copy is revalidated: in the background when the
     * cache has `revalidate` (every caller gets the stale copy), else by the one caller answered undefined, which
     * renders and `set`s the successor while the others keep getting the stale copy.
     * @param {string} key
     * @param {boolean} [refresh] whether this caller's miss may store a new copy (a GET; a HEAD does not)
     */
    get(key, refresh = true) {
      const entry = entries.get(key);
      if (!entry || entry.dropped) return undefined;
      const late = overdue(key);
      if (late < 0) return entry;
      if (late >= ttlMs) return undefined;
      const t = entries.perf.now();
      if (refresh && t >= entry.refreshing) {
        entry.refreshing = t + retryMs;
        if (!revalidate) return undefined;
        revalidate(key);
      }
      return entry;
    },
    /**
     * The last copy of `key` however old, dropped by a change or not: the answer when a fresh one cannot be made.
     * @param {string} key
     */
    fallback: (key) => entries.peek(key),
    /**
     * @param {string} key
     * @param {Page & { csp?: string }} page a page's own policy (html), or none (API answers keep the server's)
     * @param {number} renderedIn the generation when the render started
     * @param {readonly string[]} [tags] what the page was made from (the tags of its CMS reads)
     */
    set(key, page, renderedIn, tags = []) {
      if (ttlMs <= 0 || droppedAll > renderedIn || tags.some((tag) => (droppedTag.get(tag) ?? 0) > renderedIn)) return;
      const etag = `W/"${crypto.createHash('sha1').update(page.body).digest('base64url')}"`;
      entries.set(key, {
        ...page,
        etag,
        encoded: new Map(),
        ready: new Map(),
        answers: new Map(),
        refreshing: 0,
        tags,
      });
    },
    /**
     * Drops the copies made from any of `tags` (every copy for `CHANGED_ALL`), stale ones included, and keeps a
     * render in progress that read one from storing its copy. A dropped copy is never a hit again; it stays a
     * `fallback` until a newer copy replaces it.
     * @param {Iterable<string>} tags
     * @returns {number} how many copies were dropped
     */
    drop(tags) {
      const changed = new Set(tags);
      if (changed.size === 0) return 0;
      generation += 1;
      const all = changed.has(CHANGED_ALL);
      if (all) {
        droppedAll = generation;
        droppedTag.clear();
      } else for (const tag of changed) droppedTag.set(tag, generation);
      let n = 0;
      for (const entry of entries.values()) {
        if (!entry.dropped && (all || entry.tags.some((tag) => changed.has(tag)))) {
          entry.dropped = true;
          n += 1;
        }
      }
      return n;
    },
    clear() {
      this.drop([CHANGED_ALL]);
    },
    /** The copies that are answered, fresh or stale (those kept only as fallbacks are not counted). */
    get size() {
      let n = 0;
      for (const [key, entry] of entries.entries()) if (!entry.dropped && overdue(key) < ttlMs) n += 1;
      return n;
    },
  };
}

/**
 * A request whose page may be shared: GET or HEAD without Authorization, outside the private paths.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} pathname
 */
export const isCacheablePage = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization && !PRIVATE_PATHS.test(pathname);

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
 * The stored headers, the copy's own policy and validator, as one flat list (made once per copy).
 * @param {Entry} entry
 */
function rawHeaders(entry) {
  if (!entry.raw) {
    const raw = [];
    for (const [name, value] of Object.entries(entry.headers)) {
      for (const v of Array.isArray(value) ? value : [value]) raw.push(name, String(v));
    }
    // A page has its own (hash) policy; a stored API answer the server's policy for non-pages.
    raw.push('Content-Security-Policy', entry.csp ?? OTHER_CSP);
    raw.push('ETag', entry.etag, ...HIT);
    entry.raw = raw;
  }
  return entry.raw;
}

/** The encodings of the Accept-Encoding values seen (browsers send a handful), so each is parsed once. */
const preferred = new Map();
/** @param {string | undefined} header */
function preferredEncoding(header) {
  const key = header ?? '';
  let encoding = preferred.get(key);
  if (encoding === undefined) {
    encoding = acceptedEncodings(header)[0] ?? null;
    // Any client can vary the header: a bounded memo.
    if (preferred.size >= 64) preferred.clear();
    preferred.set(key, encoding);
  }
  return /** @type {Encoding | null} */ (encoding);
}

/**
 * The copy's headers for a 200 in `encoding` (or plain), made once per copy and encoding.
 * @param {Entry} entry
 * @param {Encoding | null} encoding
 * @param {Buffer} body
 */
function answerHeaders(entry, encoding, body) {
  const key = encoding ?? 'identity';
  let headers = entry.answers.get(key);
  if (!headers) {
    headers = [...rawHeaders(entry)];
    if (encoding) headers.push('Content-Encoding', encoding);
    headers.push('Content-Length', String(body.length));
    entry.answers.set(key, headers);
  }
  return headers;
}

/**
 * Answers `req` with a stored copy: its headers, a 304 to its validator, else its body in the best encoding the
 * client takes (compressed once per encoding, then kept). Written with one writeHead of a flat header list made
 * once per copy and encoding, the cheapest answer Node can give; `base` are the policy headers the server adds to
 * every answer but the CSP (security-headers.mjs `policyHeaders`), and the request's id.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Entry} entry
 * @param {string[]} base
 * @param {'HIT' | 'STALE'} [marker] X-Cache: a copy answered as it should be, or a last copy answered for want of a
 *   fresh one (`answerStaleOnError`, `createCacheFront`'s `unavailable`)
 */
export function replay(req, res, entry, base, marker = 'HIT') {
  const cacheHeader = ['X-Cache', marker];
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, base.concat(cacheHeader, rawHeaders(entry)));
    return res.end();
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const send = (/** @type {Buffer} */ body, /** @type {Encoding | null} */ as) => {
    res.writeHead(200, base.concat(cacheHeader, answerHeaders(entry, as, body)));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (!encoding) return send(entry.body, null);
  const ready = entry.ready.get(encoding);
  if (ready) return send(ready, encoding);
  // zlib failing is next to impossible; the plain copy is then still a correct answer.
  encodedBody(entry, encoding).then(
    (body) => {
      entry.ready.set(encoding, body);
      send(body, encoding);
    },
    () => send(entry.body, null),
  );
}

/** What the page handler renders that is kept: the pages, and the documents for machines (/rss.xml, /sitemap.xml). */
const STORED_TYPES = /^(text\/html|application\/(rss\+)?xml)\b/;

/**
 * Stores what the page handler renders: a 200 HTML answer (or the feed, or the sitemap) to a cacheable GET. Runs after the
 * page's nonce is in `res.locals.cspNonce`. An answer `staleOnError` replaced is not stored.
 * @param {ReturnType<typeof createHtmlCache>} cache
 * @param {(pathname: string) => string} [routeOf] the pattern of the route a path matches (metrics.mjs
 *   `pageRoutes`): a path whose route is private is never stored, however it is spelt
 * @returns {import('express').RequestHandler}
 */
export function recordPages(cache, routeOf = (pathname) => pathname) {
  return (req, res, next) => {
    if (!cache.enabled || !isCacheablePage(req, req.path) || isPrivatePath(routeOf(req.path))) {
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
        () =>
          !res.locals[STALE_ANSWERED] &&
          res.statusCode === 200 &&
          STORED_TYPES.test(String(res.getHeader('content-type') ?? '')) &&
          // A page that says it is not to be kept (the site search's, /unsubscribe) is not shared either.
          !/no-store|private/.test(String(res.getHeader('cache-control') ?? '')),
        (headers, body) =>
          cache.set(key, { headers, ...hashedPage(body.toString('utf8'), nonce) }, generation, requestTags()),
      );
    }
    next();
  };
}

/** Set in `res.locals` when `staleOnError` answered a page's last copy instead of its failed render. */
const STALE_ANSWERED = 'staleAnswered';

/**
 * Stale-if-error for the pages: when the page handler starts an error answer (5xx: the CMS unreachable, busy or
 * failing) to a cacheable request whose page has a last copy (`fallback`), the copy is answered instead, marked
 * `X-Cache: STALE`, and what the handler writes after is dropped. Mounted before compression, so its wrappers sit
 * under compression's: the copy goes out with its own encoding, and the failed render's bytes, compressed or not,
 * reach this wrapper and stop here.
 * @param {ReturnType<typeof createHtmlCache>} cache
 * @param {(req: import('node:http').IncomingMessage) => string[]} base the policy headers every answer carries
 *   (security-headers.mjs `policyHeaders`)
 * @returns {import('express').RequestHandler}
 */
export function staleOnError(cache, base) {
  return (req, res, next) => {
    if (!cache.enabled || !isCacheablePage(req, req.path)) return next();
    const { writeHead, write, end } = res;
    let replaced = false;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
        // A copy is going out (its compressed body may still be on its way): later calls start nothing.
        if (replaced) return res;
        const entry = status >= 500 ? cache.fallback(req.originalUrl) : undefined;
        if (!entry) return writeHead.call(res, status, ...rest);
        replaced = true;
        res.locals[STALE_ANSWERED] = true;
        // The failed render's own headers (its nonce policy, Retry-After, an encoding compression chose) are not
        // the copy's.
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        const direct = /** @type {import('node:http').ServerResponse} */ (
          /** @type {unknown} */ ({
            writeHead: (/** @type {any[]} */ ...args) => writeHead.apply(res, /** @type {never} */ (args)),
            end: (/** @type {any[]} */ ...args) => end.apply(res, /** @type {never} */ (args)),
          })
        );
        replay(req, direct, entry, base(req), 'STALE');
        return res;
      }
    );
    res.write = /** @type {typeof res.write} */ (
      // Node starts an answer through `res.writeHead` (above) before its first byte, so `replaced` is known here.
      function (/** @type {any[]} */ ...args) {
        return replaced ? true : write.apply(res, /** @type {never} */ (args));
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {any[]} */ ...args) {
        if (!replaced) return end.apply(res, /** @type {never} */ (args));
        const done = args.find((arg) => typeof arg === 'function');
        if (done) process.nextTick(done);
        return res;
      }
    );
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
