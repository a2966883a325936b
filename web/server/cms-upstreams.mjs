// The CMS instances the web server talks to, shared by the /api proxy (server.mjs) and the SSR loaders and form
// actions (app/api/cms.server.ts). Opening a TCP connection per request capped the proxy's throughput and made its
// slowest answers take seconds, so every call goes out on one of an instance's kept-alive connections (undici's
// `Pool`, which also drops a connection before the CMS's keep-alive timeout would).
//
// Every call first takes a place in the pool (`admit`): at most MAX_SOCKETS calls per instance go out at once, at
// most QUEUE_MAX more wait, each at most QUEUE_TIMEOUT_MS. Past that the call is refused at once (`CmsBusy`) and the
// visitor gets 503 with Retry-After, rather than a wait without end in the agent's own unbounded queue.
//
// An instance leaves the rotation when a connection to it is refused or its readiness check fails, and comes back
// when its readiness check answers 200 (polled every HEALTH_POLL_MS): a CMS that stops gracefully answers "not
// ready" first (cms/src/lib/health.ts), so it is out of the rotation before it stops listening.
import { Pool } from 'undici';
import { HEALTH_PATHS } from './health.mjs';

/** Connections per CMS instance: enough for a burst of SSR renders and proxied calls without queueing. */
export const MAX_SOCKETS = 64;
/**
 * Places one visitor may hold or wait for at once through the /api proxy: a body is received whole before its call
 * takes a place (request-bodies.mjs), so a place is held only while the CMS answers and the answer is read.
 */
export const PLACES_PER_CLIENT = 16;
/** Calls that may wait for a socket, over all instances; past them a call is refused at once. */
export const QUEUE_MAX = 256;
/** How long a call may wait for a socket before it is refused. */
export const QUEUE_TIMEOUT_MS = 5_000;
/** How long a proxied call may wait for the CMS's answer (an upload on a slow link included). */
export const UPSTREAM_TIMEOUT_MS = 60_000;
/** What a refused call's 503 tells the client, in seconds, and what it says. */
export const RETRY_AFTER_S = 1;
export const BUSY_MESSAGE = 'The site is busy right now. Please try again in a moment.';
/** How often each instance's readiness is asked, and how long an answer may take. */
export const HEALTH_POLL_MS = 1_000;
const HEALTH_TIMEOUT_MS = 2_000;

/** The pool and its queue are full, or the wait for a socket ran out: answer 503 with Retry-After. */
export class CmsBusy extends Error {
  code = 'ECMSBUSY';
  /** @param {boolean} [client] whether it is this client that holds too many places (429), not the site (503) */
  constructor(client = false) {
    super('The content service is busy.');
    this.client = client;
  }
}

/**
 * The CMS base URLs from `CMS_INTERNAL_URL` (comma-separated), else the local CMS on `CMS_PORT`.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function cmsUrls(env) {
  const raw = env.CMS_INTERNAL_URL?.trim() || `http://127.0.0.1:${env.CMS_PORT ?? '1337'}`;
  const urls = raw
    .split(',')
    .map((u) => u.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const protocols = new Set(urls.map((u) => URL.canParse(u) && new URL(u).protocol));
  if (urls.length === 0 || protocols.size !== 1 || !(protocols.has('http:') || protocols.has('https:'))) {
    throw new Error(
      `CMS_INTERNAL_URL must be one or more http:// (or all https://) URLs separated by commas, got "${raw}".`,
    );
  }
  return urls;
}

/**
 * A bounded gate: `capacity` holders at once, `queueMax` waiting, each at most `timeoutMs`; one client (named by the
 * caller) holds or waits for at most `perClient` places at once, so a few clients cannot hold them all.
 * @param {{ capacity: number, queueMax: number, timeoutMs: number, perClient?: number }} limits
 */
export function createGate({ capacity, queueMax, timeoutMs, perClient = Infinity }) {
  let active = 0;
  /** @type {{ grant: () => void, timer: NodeJS.Timeout }[]} */
  const waiting = [];
  /** Places held or waited for, per client that has any. */
  /** @type {Map<string, number>} */
  const byClient = new Map();
  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant();
    } else active -= 1;
  };
  /** A client's count, less one (gone at zero). */
  const leave = (/** @type {string | undefined} */ client) => {
    if (client === undefined) return;
    const n = (byClient.get(client) ?? 1) - 1;
    if (n > 0) byClient.set(client, n);
    else byClient.delete(client);
  };
  /** A release that counts once however often it is called. */
  const once = (/** @type {string | undefined} */ client) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      leave(client);
      release();
    };
  };
  return {
    capacity,
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    /**
     * Resolves to this call's release once it holds a place; rejects with `CmsBusy` at once when the queue is full
     * or `client` already holds its share (`CmsBusy.client`), and when the wait passes `timeoutMs`.
     * @param {string} [client] who the call is for (the visitor's address); calls of none are not counted per client
     * @returns {Promise<() => void>}
     */
    admit(client) {
      if (client !== undefined) {
        const held = byClient.get(client) ?? 0;
        if (held >= perClient) return Promise.reject(new CmsBusy(true));
        byClient.set(client, held + 1);
      }
      if (active < capacity) {
        active += 1;
        return Promise.resolve(once(client));
      }
      if (waiting.length >= queueMax) {
        leave(client);
        return Promise.reject(new CmsBusy());
      }
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => resolve(once(client)),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            leave(client);
            reject(new CmsBusy());
          }, timeoutMs),
        };
        waiting.push(entry);
      });
    },
  };
}

/**
 * Round-robin over the instances in rotation, with one connection pool per instance and one gate for all.
 * @param {string[]} urls
 * @param {{ maxSockets?: number, queueMax?: number, queueTimeoutMs?: number, pollMs?: number, perClient?: number }} [limits]
 */
export function createCmsPool(urls, limits = {}) {
  const {
    maxSockets = MAX_SOCKETS,
    queueMax = QUEUE_MAX,
    queueTimeoutMs = QUEUE_TIMEOUT_MS,
    pollMs = HEALTH_POLL_MS,
    perClient = PLACES_PER_CLIENT,
  } = limits;
  // An idle connection is closed two seconds before the CMS's `Keep-Alive: timeout` hint says it would drop it.
  const pools = urls.map((url) => new Pool(url, { connections: maxSockets }));
  const gate = createGate({ capacity: maxSockets * urls.length, queueMax, timeoutMs: queueTimeoutMs, perClient });
  /** Whether each instance is in the rotation; all are until a call or a check says otherwise. */
  const up = urls.map(() => true);
  /** @type {NodeJS.Timeout | undefined} */
  let poller;
  let turn = 0;

  /** The next instance in rotation from `start` on (any instance when none is: it may be back by now). */
  const nextUp = (/** @type {number} */ start) => {
    for (let i = 0; i < urls.length; i += 1) {
      const index = (start + i) % urls.length;
      if (up[index]) return index;
    }
    return start % urls.length;
  };

  const check = async (/** @type {number} */ index) => {
    const ready = await fetch(`${urls[index]}${HEALTH_PATHS.ready}`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    }).then(
      async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        return res.ok;
      },
      () => false,
    );
    if (up[index] !== ready)
      console.log(`[web] CMS instance ${index + 1} of ${urls.length} ${ready ? 'back in' : 'out of'} the rotation`);
    up[index] = ready;
  };

  return {
    urls,
    gate,
    /** The connection pool to the instance at `index` (undici's `request` and `stream`). */
    pool: (/** @type {number} */ index) => /** @type {Pool} */ (pools[index]),
    /** Each instance once, plus one: a kept-alive socket can be closed by the CMS just as it is reused. */
    attempts: urls.length + 1,
    /** The instance for a new request. */
    first() {
      const index = nextUp(turn);
      turn = (index + 1) % urls.length;
      return index;
    },
    /** The instance to retry on after `index` failed. */
    after(/** @type {number} */ index) {
      return nextUp(index + 1);
    },
    /**
     * A place in the pool for one call, for `client` if it names one (see createGate).
     * @param {string} [client]
     */
    admit: (client) => gate.admit(client),
    /** A connection to `index` was refused: out of the rotation until its readiness check answers. */
    failed(/** @type {number} */ index) {
      if (up[index]) console.log(`[web] CMS instance ${index + 1} of ${urls.length} out of the rotation (refused)`);
      up[index] = false;
    },
    /** How many instances are in the rotation. */
    readyCount: () => up.filter(Boolean).length,
    /** Asks every instance's readiness now and then every `pollMs` (the timer does not keep the process up). */
    watch() {
      if (poller) return Promise.resolve();
      poller = setInterval(() => void Promise.all(urls.map((_, i) => check(i))), pollMs);
      poller.unref();
      return Promise.all(urls.map((_, i) => check(i))).then(() => undefined);
    },
    /** Stops the checks and closes the kept-alive connections. */
    close() {
      clearInterval(poller);
      poller = undefined;
      for (const pool of pools) void pool.destroy();
    },
  };
}

/** @typedef {ReturnType<typeof createCmsPool>} CmsPool */

/**
 * One pool per process: the SSR build bundles its own copy of this module (app/api/cms.server.ts imports it), so the
 * pool server.mjs made lives on a global both copies find; without server.mjs (`react-router dev`) the first caller
 * makes it from the environment.
 */
const globals = /** @type {Record<symbol, CmsPool | undefined>} */ (/** @type {unknown} */ (globalThis));
const SHARED = Symbol.for('cadmax.cms-pool');
/** @param {CmsPool} pool */
export const shareCmsPool = (pool) => (globals[SHARED] = pool);
export const sharedCmsPool = () => (globals[SHARED] ??= createCmsPool(cmsUrls(process.env)));

/** Errors raised before the connection was made: the CMS received nothing, whatever the method. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/**
 * A kept-alive connection the CMS had just closed (undici: "other side closed"): the request may have been read, so
 * only a read is sent again.
 */
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/** The CMS did not answer, or finish its answer, in time. */
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** @param {unknown} error */
const codeOf = (error) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * Whether the connection itself was never made (refused, unreachable): the instance is out of the rotation.
 * @param {unknown} error
 */
export const neverConnected = (error) => NEVER_CONNECTED.has(codeOf(error) ?? '');

/**
 * Why a call got no answer: the connection was never made, it was dropped, or the instance took too long.
 * @param {unknown} error
 * @returns {'refused' | 'reset' | 'timeout' | 'error'}
 */
export function failureReason(error) {
  const code = codeOf(error) ?? '';
  if (NEVER_CONNECTED.has(code)) return 'refused';
  if (TIMED_OUT.has(code)) return 'timeout';
  if (DROPPED.has(code)) return 'reset';
  return 'error';
}

/**
 * Whether a failed call may be sent to another instance: any call whose connection was never made (the CMS received
 * nothing; the caller must still hold the body to send it again), and a read whose kept-alive connection was
 * dropped. A write whose connection dropped is sent again only when it is `idempotent`: a public form's post with its
 * submission key, which the CMS stores once however often it arrives. Never after a timeout or an answer.
 * @param {string | undefined} method
 * @param {unknown} error
 * @param {boolean} [idempotent]
 */
export function isRetryable(method, error, idempotent = false) {
  const code = codeOf(error);
  if (method === undefined || code === undefined) return false;
  if (NEVER_CONNECTED.has(code)) return true;
  return (idempotent || ['GET', 'HEAD'].includes(method.toUpperCase())) && DROPPED.has(code);
}

/** @typedef {(upstream: string, reason: ReturnType<typeof failureReason>) => void} FailureListener */
// Failed calls, by instance (docs/deployment.md, "Metrics"), counted by metrics.mjs. The SSR build bundles its own
// copy of this module, so the listener lives on a global both copies find (as the pool does).
const LISTENER = Symbol.for('cadmax.upstream-failures');
const listeners = /** @type {Record<symbol, FailureListener | undefined>} */ (/** @type {unknown} */ (globalThis));

/** @param {FailureListener} listener */
export const onUpstreamFailure = (listener) => {
  listeners[LISTENER] = listener;
};

/**
 * One call to the CMS, shared by the /api proxy and the SSR calls: `attempt(index)` on the next instance in the
 * rotation and, when it got no answer and `mayRetry(error)`, on the instances after it, at most `pool.attempts`
 * times. A refused instance leaves the rotation, and every failure is counted against its instance. An error
 * answer is not a failure here: `attempt` resolves with it.
 * @template T
 * @param {CmsPool} pool
 * @param {(index: number) => Promise<T>} attempt
 * @param {(error: unknown) => boolean} mayRetry whether sending again is safe (see isRetryable)
 * @returns {Promise<T>} the first answer, or the last failure
 */
export async function sendInTurn(pool, attempt, mayRetry) {
  let index = pool.first();
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt(index);
    } catch (error) {
      if (neverConnected(error)) pool.failed(index);
      listeners[LISTENER]?.(/** @type {string} */ (pool.urls[index]), failureReason(error));
      if (tries >= pool.attempts || !mayRetry(error)) throw error;
      index = pool.after(index);
    }
  }
}

/**
 * The request headers to send on: undici refuses the hop-by-hop ones (they describe one connection, and a client's
 * `Connection: close` would make the CMS close a pooled one).
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function endToEnd(headers) {
  /** @type {Record<string, string | string[]>} */
  const sent = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) sent[name] = value;
  return sent;
}
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
]);

/**
 * Whether a request body (as axios hands it to its adapter: a JSON string, URLSearchParams or FormData) carries a
 * public form's submission key.
 * @param {unknown} data
 */
export function carriesSubmissionKey(data) {
  if (typeof data === 'string') return /"submission_key":"[^"]+"/.test(data);
  if (data instanceof URLSearchParams || data instanceof FormData) return Boolean(data.get('submission_key'));
  return false;
}
