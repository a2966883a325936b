// Failed calls from this web server to a CMS instance, by instance (docs/deployment.md, "Metrics"): the /api proxy
// (cms-proxy.mjs) and the SSR loaders' and form actions' calls (app/api/cms.server.ts) report each failure where they
// see it, and metrics.mjs counts it. The SSR build bundles its own copy of this module, so the listener lives on a
// global both copies find (as the CMS pool does).
import { neverConnected } from './cms-upstreams.mjs';

/** @typedef {'refused' | 'reset' | 'timeout' | 'error'} FailureReason */
/** @typedef {(upstream: string, reason: FailureReason) => void} FailureListener */

const globals = /** @type {Record<symbol, FailureListener | undefined>} */ (/** @type {unknown} */ (globalThis));
const LISTENER = Symbol.for('cadmax.upstream-failures');

/** @param {FailureListener} listener */
export const onUpstreamFailure = (listener) => {
  globals[LISTENER] = listener;
};

/**
 * Why a call got no answer: the connection was never made, it was dropped, or the instance took too long.
 * @param {unknown} error
 * @returns {FailureReason}
 */
export function failureReason(error) {
  if (neverConnected(error)) return 'refused';
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  if (['ECONNABORTED', 'ETIMEDOUT'].includes(code)) return 'timeout';
  if (['ECONNRESET', 'EPIPE'].includes(code)) return 'reset';
  return 'error';
}

/**
 * A call to the instance at `upstream` (its URL, as the pool lists it) got no answer.
 * @param {string | undefined} upstream
 * @param {FailureReason} reason
 */
export const upstreamFailed = (upstream, reason) => {
  if (upstream) globals[LISTENER]?.(upstream, reason);
};
