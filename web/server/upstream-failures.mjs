// Failed calls from this web server to a CMS instance, by instance (docs/deployment.md, "Metrics"): the /api proxy
// (cms-proxy.mjs) and the SSR loaders' and form actions' calls (app/api/cms.server.ts) report each failure where they
// see it, and metrics.mjs counts it. The SSR build bundles its own copy of this module, so the listener lives on a
// global both copies find (as the CMS pool does).
import { failureReason } from './cms-upstreams.mjs';

/** @typedef {ReturnType<typeof failureReason>} FailureReason */
/** @typedef {(upstream: string, reason: FailureReason) => void} FailureListener */

const globals = /** @type {Record<symbol, FailureListener | undefined>} */ (/** @type {unknown} */ (globalThis));
const LISTENER = Symbol.for('cadmax.upstream-failures');

/** @param {FailureListener} listener */
export const onUpstreamFailure = (listener) => {
  globals[LISTENER] = listener;
};

/**
 * A call to the instance at `upstream` (its URL, as the pool lists it) got no answer, for the reason `error` gives.
 * @param {string | undefined} upstream
 * @param {unknown} error
 */
export const upstreamFailed = (upstream, error) => {
  if (upstream) globals[LISTENER]?.(upstream, failureReason(error));
};
