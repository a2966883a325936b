// The web server's Prometheus metrics (docs/deployment.md, "Metrics"), at GET /_metrics: requests and their
// latency by route and status, the page and API caches' lookups (hits and misses), the calls to each CMS instance
// that got no answer (cms-upstreams.mjs), and prom-client's default process metrics. Not public: the answer goes to a request that carries `Authorization: Bearer $METRICS_TOKEN`,
// or, while METRICS_TOKEN is unset, to one made on this machine directly (a loopback peer and no forwarding header:
// X-Forwarded-*, X-Real-IP, Forwarded, Via; so nothing relayed by a proxy on this machine counts as local). GET and
// HEAD only.
import crypto from 'node:crypto';
import client from 'prom-client';
import { matchRoutes } from 'react-router';
import { isLoopback } from './env.mjs';
import { onUpstreamFailure } from './cms-upstreams.mjs';

export const METRICS_PATH = '/_metrics';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/**
 * Headers a proxy adds to a request it relays (X-Forwarded-For and its kin, X-Real-IP, RFC 7239's Forwarded, Via):
 * any of them means the loopback peer is a proxy on this machine, not a local reader.
 */
const RELAYED = /^(x-forwarded-.+|x-real-ip|forwarded|via|x-client-ip|true-client-ip|cf-connecting-ip)$/;
/** The metrics are read, never written: other methods get 405. */
const READ_METHODS = new Set(['GET', 'HEAD']);
/** Seconds: from a cached page (a millisecond) to a slow SSR render or upload. */
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Whether `req` may read the metrics.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} token METRICS_TOKEN
 */
export function mayReadMetrics(req, token) {
  if (token) {
    const sent = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && crypto.timingSafeEqual(sent, expected);
  }
  return isLoopback(req.socket.remoteAddress) && !Object.keys(req.headers).some((name) => RELAYED.test(name));
}

/**
 * The route pattern of a page path, from React Router's route table (`build.routes`): `/career/:slug`, not the
 * visited slug, so the label's values are as few as the routes. A `.data` request (a client navigation's loader
 * data) counts as its page.
 * @param {Record<string, { id: string, parentId?: string, path?: string, index?: boolean } | undefined>} routes
 * @returns {(pathname: string) => string}
 */
export function pageRoutes(routes) {
  /** @typedef {{ id: string, path?: string, index?: boolean, children?: Tree[] }} Tree */
  /** @param {string | undefined} parentId @returns {Tree[]} */
  const childrenOf = (parentId) =>
    Object.values(routes)
      .filter((route) => route && route.parentId === parentId)
      .map((route) => {
        const { id, path, index } = /** @type {NonNullable<typeof route>} */ (route);
        return index ? { id, path, index: true } : { id, path, children: childrenOf(id) };
      });
  const tree = /** @type {import('react-router').RouteObject[]} */ (childrenOf(undefined));
  /** @type {Map<string, string>} */
  const known = new Map();
  return (pathname) => {
    let label = known.get(pathname);
    if (label) return label;
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
    const matches = matchRoutes(tree, page) ?? [];
    label = presentSegments(
      `/${matches
        .map((match) => match.route.path)
        .filter(Boolean)
        .join('/')}`,
      page,
    );
    // Any visitor can vary the path: the memo is bounded, the labels are not what grows.
    if (known.size >= 1000) known.clear();
    known.set(pathname, label);
    return label;
  };
}

/**
 * A pattern's optional static segments as the path has them (D-15: `/hi?/about` is `/about` or `/hi/about`), so
 * each language's pages count apart and an English page keeps the label it had.
 * @param {string} pattern
 * @param {string} pathname
 */
function presentSegments(pattern, pathname) {
  if (!pattern.includes('?')) return pattern;
  const given = pathname.split('/').filter(Boolean);
  let at = 0;
  /** @type {string[]} */
  const kept = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.endsWith('?') && !segment.startsWith(':')) {
      const name = segment.slice(0, -1);
      if (given[at]?.toLowerCase() !== name.toLowerCase()) continue;
    }
    kept.push(segment.replace(/\?$/, ''));
    at += 1;
  }
  return `/${kept.join('/')}`;
}

/**
 * The label of a finished request: what answered it. The /api proxy, /uploads and /assets by their prefix (the
 * CMS labels its own routes), a page (React Router or the page cache: both set X-Cache) by its route pattern,
 * anything else (a file from public/, a malformed URL) as `static`.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {(pathname: string) => string} pageRoute
 */
export function routeOf(req, res, pageRoute) {
  const path = req.path;
  const prefix = /^\/(api|uploads|assets)(\/|$)/.exec(path)?.[1];
  if (prefix) return `/${prefix}`;
  if (path === '/_health/live' || path === '/_health/ready') return path;
  return res.getHeader('x-cache') === undefined ? 'static' : pageRoute(path);
}

/**
 * The registry and its series. `pageRoute` labels pages: server.mjs sets it once the build is loaded.
 * @param {{ token?: string }} options `token`: METRICS_TOKEN.
 */
export function createMetrics({ token } = {}) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = /** @type {const} */ (['method', 'route', 'status']);
  const requests = new client.Counter({
    name: 'web_http_requests_total',
    help: 'Requests answered by the web server, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'web_http_request_duration_seconds',
    help: 'Time from a request’s arrival to the end of its answer, by method, route pattern and status.',
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  const lookups = new client.Counter({
    name: 'web_cache_lookups_total',
    help: 'Lookups in the web server’s caches (cache="html": public pages, "api": the CMS’s public reads), by result.',
    labelNames: /** @type {const} */ (['cache', 'result']),
    registers: [registry],
  });

  const upstreamFailures = new client.Counter({
    name: 'web_cms_upstream_failures_total',
    help: 'Calls to a CMS instance (the /api proxy, the pages’ and forms’ calls) that got no answer, by instance URL and reason: refused, reset, timeout, error.',
    labelNames: /** @type {const} */ (['upstream', 'reason']),
    registers: [registry],
  });
  onUpstreamFailure((upstream, reason) => upstreamFailures.labels(upstream, reason).inc());
  /** Read when scraped (`watchPool`): what an on-call asks of the CMS pool. */
  /** @type {{ pool?: import('./cms-upstreams.mjs').CmsPool, connections?: () => number }} */
  const watched = {};
  new client.Gauge({
    name: 'web_cms_upstreams_in_rotation',
    help: 'CMS instances this web server sends calls to now (out of the rotation: refused, or not ready).',
    registers: [registry],
    collect() {
      if (watched.pool) this.set(watched.pool.readyCount());
    },
  });
  new client.Gauge({
    name: 'web_cms_pool_places',
    help: 'Places in the pool of calls to the CMS, by state: "held" (calls out now) and "waiting" (queued for one).',
    labelNames: /** @type {const} */ (['state']),
    registers: [registry],
    collect() {
      if (!watched.pool) return;
      this.labels('held').set(watched.pool.gate.active);
      this.labels('waiting').set(watched.pool.gate.waiting);
    },
  });
  new client.Gauge({
    name: 'web_client_connections',
    help: 'Open connections counted against their address’s cap (all but the trusted proxies’).',
    registers: [registry],
    collect() {
      if (watched.connections) this.set(watched.connections());
    },
  });
  /**
   * Each label set's counter and histogram, found once: prom-client hashes a labels object on every call, a cost a
   * cached page (answered in tens of microseconds) would pay twice.
   * @type {Map<string, { count: client.Counter.Internal, time: client.Histogram.Internal<string> }>}
   */
  const series = new Map();

  const metrics = {
    registry,
    /** @type {(pathname: string) => string} */
    pageRoute: () => '/',
    /**
     * The CMS pool and the connection count, read at each scrape.
     * @param {import('./cms-upstreams.mjs').CmsPool} pool
     * @param {() => number} [connections]
     */
    watchPool(pool, connections) {
      watched.pool = pool;
      watched.connections = connections;
    },
    /**
     * Counts every lookup of `cache` (html-cache.mjs's `get`) as a hit or a miss.
     * @template {{ get: (key: string, ...rest: any[]) => unknown }} C
     * @param {C} cache
     * @param {'html' | 'api'} name
     */
    countLookups(cache, name) {
      const get = cache.get;
      const hit = lookups.labels(name, 'hit');
      const miss = lookups.labels(name, 'miss');
      hit.inc(0);
      miss.inc(0);
      cache.get = (key, ...rest) => {
        const found = get.call(cache, key, ...rest);
        (found ? hit : miss).inc();
        return found;
      };
      return cache;
    },
    /**
     * One answered request (the middleware's, and cache-front.mjs's for the copies it answers before Express).
     * @param {string | undefined} method
     * @param {string} route
     * @param {number} status
     * @param {number} seconds
     */
    record(method, route, status, seconds) {
      const verb = method && METHODS.has(method) ? method : 'other';
      const key = `${verb} ${status} ${route}`;
      let found = series.get(key);
      if (!found) {
        const labels = { method: verb, route, status: String(status) };
        found = { count: requests.labels(labels), time: duration.labels(labels) };
        series.set(key, found);
      }
      found.count.inc();
      found.time.observe(seconds);
    },
    /**
     * First middleware: answers GET /_metrics (to whom `mayReadMetrics` allows) and times every other request.
     * @type {import('express').RequestHandler}
     */
    middleware: (req, res, next) => {
      if (req.path === METRICS_PATH) {
        res.set('Cache-Control', 'no-store');
        if (!READ_METHODS.has(req.method)) {
          res.set('Allow', 'GET, HEAD').status(405).json({ status: false, message: 'Metrics are read with GET.' });
          return;
        }
        if (!mayReadMetrics(req, token)) {
          res.status(token ? 401 : 403).json({ status: false, message: 'Metrics are not public.' });
          return;
        }
        registry.metrics().then((text) => res.type(registry.contentType).send(text), next);
        return;
      }
      const start = process.hrtime.bigint();
      // 'close' too: an answer the client dropped took its time as well.
      const done = () => {
        res.off('finish', done).off('close', done);
        metrics.record(
          req.method,
          routeOf(req, res, metrics.pageRoute),
          res.statusCode,
          Number(process.hrtime.bigint() - start) / 1e9,
        );
      };
      res.once('finish', done).once('close', done);
      next();
    },
  };
  return metrics;
}
