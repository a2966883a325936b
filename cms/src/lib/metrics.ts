/**
 * The CMS instance's Prometheus metrics (docs/deployment.md, "Metrics"), served at GET /_metrics by
 * middlewares/metrics.ts: requests and latency by route pattern and status, the public read cache's lookups,
 * rate-limit refusals, the mail outbox's depth and sends, what was done without Redis, the object store's errors,
 * the database pool's connections, and prom-client's default process metrics. One registry per process; the series
 * that read the database ask the instance that serves the scrape.
 *
 * Access (config/metrics.ts): with METRICS_TOKEN set, a request must carry it as a bearer token; without it, only a
 * request made on this machine directly (a loopback peer, no X-Forwarded-For: nothing relayed by the web server's
 * proxy counts as local). The web server forwards only /api and /uploads, so /_metrics is never proxied anyway.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import client from 'prom-client';
import { isLoopback } from '@cadmax/contract/env';

export const METRICS_PATH = '/_metrics';

/** config/observability.ts. */
export interface ObservabilitySettings {
  /** METRICS_TOKEN: the bearer token GET /_metrics needs; unset, only direct requests from this machine get it. */
  metricsToken: string;
  /** LOG_LEVEL: the request log's level (default info, a line per request not answered from the cache; warn: problems). */
  logLevel: string;
}

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });
const labelNames = ['method', 'route', 'status'] as const;

export const httpRequests = new client.Counter({
  name: 'cms_http_requests_total',
  help: 'Requests answered by this CMS instance, by method, route pattern and status.',
  labelNames,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'cms_http_request_duration_seconds',
  help: 'Time from a request’s arrival to the end of its answer, by method, route pattern and status.',
  labelNames,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/**
 * Counts and times one answered request. Each label set's children are found once: prom-client hashes a labels
 * object on every call, a cost a cached read (answered in tens of microseconds) would pay twice.
 */
const requestSeries = new Map<string, { count: client.Counter.Internal; time: client.Histogram.Internal<string> }>();
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const key = `${method} ${status} ${route}`;
  let series = requestSeries.get(key);
  if (!series) {
    const labels = { method, route, status: String(status) };
    series = { count: httpRequests.labels(labels), time: httpDuration.labels(labels) };
    requestSeries.set(key, series);
  }
  series.count.inc();
  series.time.observe(seconds);
}

/** A counter of this instance's series by one label. */
const counterBy = <L extends string>(label: L, name: string, help: string) =>
  new client.Counter<L>({ name, help, labelNames: [label], registers: [registry] });

/** lib/public-cache.ts: a public read answered from memory (hit) or by a query (miss). */
export const publicCacheLookups = counterBy(
  'result',
  'cms_public_cache_lookups_total',
  'Lookups in the public read cache, by result (hit, miss).',
);

/** lib/rate-limit.ts: an attempt refused with 429, by the limit that refused it (config/rate-limits.ts). */
export const rateLimitRefusals = counterBy(
  'limit',
  'cms_rate_limit_refusals_total',
  'Requests refused by a rate limit (429), by limit: loginPerIp, loginPerAccount, publicForm, pageView, resumesPerNetwork.',
);

/** lib/mail-outbox.ts: one attempt to send a mail, by result (sent, retry, given_up). */
export const outboxSends = counterBy(
  'result',
  'cms_outbox_sends_total',
  'Attempts to send an outbox mail by this instance, by result: sent, retry (failed, tried again later), given_up, unsubscribed (a subscriber mail closed unsent).',
);

/**
 * lib/poll-worker.ts: a finished round of a background worker (outbox, publishing), failed or not. A worker that
 * stopped counting is stuck; tests wait on it to know that every round which could act has acted.
 */
export const workerRounds = counterBy(
  'worker',
  'cms_worker_rounds_total',
  "Rounds finished by this instance's background workers, by worker: outbox, publishing, page-views.",
);

/** lib/mail-outbox.ts: an acknowledgement to a sender not queued because the hourly cap was reached. */
export const ackMailsSkipped = new client.Counter({
  name: 'cms_ack_mails_skipped_total',
  help: 'Acknowledgement mails to senders not queued by this instance: the hourly cap (ACK_MAILS_PER_HOUR) was reached.',
  registers: [registry],
});

type OutboxBacklog = { pending: number; failed: number; oldestPendingSeconds: number };
let outboxSource: (() => Promise<OutboxBacklog>) | null = null;
/** The instance whose outbox the gauges read (middlewares/metrics.ts, at each start). */
export const readOutboxFrom = (source: () => Promise<OutboxBacklog>) => {
  outboxSource = source;
};

// Read from the database at each scrape, so every instance reports the shared table's state.
const outboxGauge = (name: string, help: string, key: keyof OutboxBacklog) =>
  new client.Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      // A database that does not answer keeps the last value; /_health/ready tells that story.
      const counts = await outboxSource?.().catch(() => null);
      if (counts) this.set(counts[key]);
    },
  });
outboxGauge('cms_outbox_pending', 'Mails in the outbox not sent yet (due or waiting for a retry).', 'pending');
outboxGauge(
  'cms_outbox_failed',
  'Mails given up after the last attempt (also counted on the admin dashboard).',
  'failed',
);
outboxGauge(
  'cms_outbox_oldest_pending_seconds',
  'Age of the oldest mail not sent yet (0 with none): growing means no instance gets mail out.',
  'oldestPendingSeconds',
);

/** lib/private-files.ts and the media library's provider (extensions/upload): a failed call to the store, by operation. */
export const objectStoreErrors = counterBy(
  'operation',
  'cms_object_store_errors_total',
  'Calls to the object store (resumes, media library) that failed, by operation: put, get, delete, probe.',
);

/**
 * lib/rate-limit.ts and lib/public-cache.ts: something done without Redis because it did not answer (REDIS_URL set):
 * an attempt counted in this instance's memory, a cache clear the other instances did not hear of.
 */
export const redisFallbacks = counterBy(
  'use',
  'cms_redis_fallbacks_total',
  "What this instance did without Redis because it did not answer, by use: rate_limit (an attempt counted in this instance's memory), cache_clear (a public cache clear not published to the other instances).",
);

/** The knex pool (tarn) of the instance's database connections, as the gauge below reads it. */
export interface PoolState {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
  max: number;
}
let poolSource: (() => PoolState | undefined) | null = null;
/** The pool the gauge reads (middlewares/metrics.ts, at each start). */
export const readPoolFrom = (source: () => PoolState | undefined) => {
  poolSource = source;
};

/** Read at each scrape: a pool whose `pending` stays above 0 is too small for the load (DATABASE_POOL_MAX). */
new client.Gauge({
  name: 'cms_db_pool_connections',
  help: "This instance's database connections, by state: used (by a query or transaction), free, pending (requests waiting for a connection), max (the pool's size).",
  labelNames: ['state'],
  registers: [registry],
  collect() {
    const pool = poolSource?.();
    if (!pool) return;
    this.set({ state: 'used' }, pool.numUsed());
    this.set({ state: 'free' }, pool.numFree());
    this.set({ state: 'pending' }, pool.numPendingAcquires() + pool.numPendingCreates());
    this.set({ state: 'max' }, pool.max);
  },
});

let dependencySource: (() => Promise<unknown>) | null = null;
/** What the gauge below asks at each scrape (middlewares/metrics.ts: lib/health.ts's optional checks, which set it). */
export const readDependenciesFrom = (source: () => Promise<unknown>) => {
  dependencySource = source;
};

/** lib/health.ts: 1 while a dependency the instance can serve without answers, 0 while it serves degraded. */
export const dependencyUp = new client.Gauge({
  name: 'cms_dependency_up',
  help: 'Whether an optional dependency answers (1) or the instance serves degraded without it (0): redis, objectStore.',
  labelNames: ['dependency'],
  registers: [registry],
  async collect() {
    await dependencySource?.().catch(() => undefined);
  },
});

for (const result of ['hit', 'miss']) publicCacheLookups.labels(result).inc(0);
for (const result of ['sent', 'retry', 'given_up', 'unsubscribed']) outboxSends.labels(result).inc(0);
for (const operation of ['put', 'get', 'delete', 'probe']) objectStoreErrors.labels(operation).inc(0);
for (const use of ['rate_limit', 'cache_clear']) redisFallbacks.labels(use).inc(0);

export const metricsText = () => registry.metrics();
export const METRICS_CONTENT_TYPE = registry.contentType;

/** Whether the request may read the metrics (see the top of this file). */
export function mayReadMetrics(ctx: Context, token: string | undefined): boolean {
  if (!token) return isLoopback(ctx.req.socket.remoteAddress) && !ctx.get('x-forwarded-for');
  const sent = Buffer.from(ctx.get('authorization'));
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * The route label of a request: the router's pattern (`/api/project-get/:id`, never the id), so the label's
 * values are as few as the routes; files under /uploads as one; the Strapi panel's files as one; anything
 * unrouted as `unmatched`.
 */
export function routeLabel(ctx: Context): string {
  const pattern = matchedRoute(ctx);
  if (pattern) return pattern;
  if (ctx.path === '/_health/live' || ctx.path === '/_health/ready') return ctx.path;
  if (ctx.path.startsWith('/uploads/')) return '/uploads/*';
  if (ctx.path === '/admin' || ctx.path.startsWith('/admin/')) return '/admin/*';
  return 'unmatched';
}

/** The route pattern a matched request is answered by (what a cached read stores with its answer). */
export const matchedRoute = (ctx: Context): string | undefined => {
  const pattern = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  return typeof pattern === 'string' ? pattern : undefined;
};
