import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import {
  BUSY_MESSAGE,
  carriesSubmissionKey,
  isRetryable,
  neverConnected,
  sharedCmsPool,
} from '../../server/cms-upstreams.mjs';
import { CACHE_TAGS_HEADER } from '@cadmax/contract';
import { currentRequestId, markCmsBusy, noteCmsTags } from '../../server/request-context.mjs';
import { failureReason, upstreamFailed } from '../../server/upstream-failures.mjs';

/**
 * Sends the route loaders' and form actions' calls straight to the CMS (never through the site's own proxy),
 * round-robin over the `CMS_INTERNAL_URL` instances on kept-alive connections, through the same pool as the /api
 * proxy (web/server/cms-upstreams.mjs): each call takes a place in it first, and a full pool and queue fail the
 * call at once (the page or form answers 503 with Retry-After, web/server/request-context.mjs `answerBusyPages`).
 * A call whose connection was refused is tried on the next instance, writes included (axios sends a body it holds
 * anew on each attempt; a stream body is never sent twice), and a read whose kept-alive connection was dropped too
 * (see `attempts`); a call that ran out of time marks its page request busy as well. Each call carries the id
 * of the page request it serves (X-Request-Id, web/server/request-context.mjs), so the CMS's log line names it too,
 * and the tags a public read answers (what it read) are noted for the page's cached copy (web/server/html-cache.mjs).
 * Lives in a `.server` module so `node:http` never reaches the browser bundle.
 */
/** How axios names a call that ran past its `timeout`. */
const TIMED_OUT = new Set(['ECONNABORTED', 'ETIMEDOUT']);

export function sendToCms(instance: AxiosInstance, pool = sharedCmsPool()): void {
  const viaHttp: AxiosAdapter = axios.getAdapter('http');
  instance.defaults.adapter = async (config) => {
    const requestId = currentRequestId();
    if (requestId) config.headers.set('X-Request-Id', requestId);
    let release: () => void;
    try {
      release = await pool.admit();
    } catch {
      markCmsBusy();
      throw new AxiosError(BUSY_MESSAGE, 'ECMSBUSY', config);
    }
    // A stream body is read by the first attempt: it cannot be sent again.
    const replayable = typeof (config.data as { pipe?: unknown } | undefined)?.pipe !== 'function';
    // A form post with its submission key is stored once however often it arrives: safe to send again.
    const idempotent = replayable && carriesSubmissionKey(config.data);
    try {
      let index = pool.first();
      for (let tries = 1; ; tries += 1) {
        try {
          const response = await viaHttp({
            ...config,
            baseURL: `${pool.urls[index]}/api`,
            httpAgent: pool.agent,
            httpsAgent: pool.agent,
          });
          noteCmsTags(response.headers[CACHE_TAGS_HEADER]);
          return response;
        } catch (error) {
          if (neverConnected(error)) pool.failed(index);
          // No answer at all (an error answer is the instance's own, counted in its metrics).
          if (!(error as AxiosError).response) upstreamFailed(pool.urls[index], failureReason(error));
          // A CMS that did not answer in time is overloaded: the page or form answers 503 with Retry-After.
          if (TIMED_OUT.has((error as { code?: string }).code ?? '')) markCmsBusy();
          if (tries >= pool.attempts || !replayable || !isRetryable(config.method, error, idempotent)) throw error;
          index = pool.after(index);
        }
      }
    } finally {
      release();
    }
  };
}
