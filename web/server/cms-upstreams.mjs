// The CMS instances the web server talks to, shared by the /api proxy (server.mjs) and the SSR
// loaders (app/api/cms.server.ts). Opening a TCP connection per request capped the proxy at a few
// hundred requests a second with multi-second p99s, so every call goes through a keep-alive agent.
import http from 'node:http';
import https from 'node:https';

/** Per CMS instance: enough for a burst of SSR renders and proxied calls without queueing. */
const MAX_SOCKETS = 64;
/**
 * Idle sockets are closed before a Node server (the CMS) drops them at its default 5 s. Node 20's agent
 * honours a shorter `Keep-Alive: timeout` hint only when this is set.
 */
const IDLE_TIMEOUT_MS = 4_000;

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
 * Round-robin over the instances with one keep-alive agent for all of them.
 * @param {string[]} urls
 */
export function createCmsPool(urls) {
  const Agent = urls[0]?.startsWith('https:') ? https.Agent : http.Agent;
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, timeout: IDLE_TIMEOUT_MS });
  let turn = 0;
  return {
    urls,
    agent,
    /** Each instance once, plus one: a kept-alive socket can be closed by the CMS just as it is reused. */
    attempts: urls.length + 1,
    /** The instance for a new request. */
    first() {
      const index = turn;
      turn = (turn + 1) % urls.length;
      return index;
    },
    /** The instance to retry on after `index` failed. */
    after(/** @type {number} */ index) {
      return (index + 1) % urls.length;
    },
  };
}

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Whether a failed call may be sent to another instance: only reads, and only when the connection
 * itself failed (refused, or a kept-alive socket the CMS had just closed), never after a timeout.
 * @param {string | undefined} method
 * @param {unknown} error
 */
export function isRetryable(method, error) {
  const safe = method !== undefined && ['GET', 'HEAD'].includes(method.toUpperCase());
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  return safe && typeof code === 'string' && CONNECTION_FAILURES.has(code);
}
