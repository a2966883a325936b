import { STATUS_CODES } from 'node:http';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import {
  BUSY_MESSAGE,
  carriesSubmissionKey,
  endToEnd,
  failureReason,
  isRetryable,
  sendInTurn,
  sharedCmsPool,
  type CmsPool,
} from '../../server/cms-upstreams.mjs';
import { CACHE_TAGS_HEADER } from '@cadmax/contract';
import { currentRequestId, markCmsBusy, noteCmsTags } from '../../server/request-context.mjs';

/**
 * Sends the route loaders' and form actions' calls straight to the CMS (never through the site's own proxy),
 * round-robin over the `CMS_INTERNAL_URL` instances on kept-alive connections, through the same pool as the /api
 * proxy (web/server/cms-upstreams.mjs): each call takes a place in it first, and a full pool and queue fail the
 * call at once (the page or form answers 503 with Retry-After, web/server/request-context.mjs `answerBusyPages`).
 * A call whose connection was refused is tried on the next instance, writes included (the body is held, and a form
 * is encoded anew for each attempt), and a read whose kept-alive connection was dropped too (see `attempts`); a
 * call that ran out of time marks its page request busy as well. Each call carries the id of the page request it
 * serves (X-Request-Id, web/server/request-context.mjs), so the CMS's log line names it too, and the tags a public
 * read answers (what it read) are noted for the page's cached copy (web/server/html-cache.mjs).
 * Lives in a `.server` module so undici never reaches the browser bundle.
 */
export function sendToCms(instance: AxiosInstance, pool: CmsPool = sharedCmsPool()): void {
  const adapter: AxiosAdapter = async (config) => {
    // The path as axios would send it (params serialised), under the CMS's /api.
    const path = axios.getUri({ ...config, baseURL: '/api' });
    const data: unknown = config.data;
    if (!path.startsWith('/') || (data != null && !isReplayable(data)) || !TEXT_ANSWERS.has(config.responseType))
      throw new AxiosError(
        'Only relative calls with a string or form body and a JSON or text answer go to the CMS.',
        AxiosError.ERR_BAD_OPTION,
        config,
      );
    const requestId = currentRequestId();
    if (requestId) config.headers.set('X-Request-Id', requestId);
    let release: () => void;
    try {
      release = await pool.admit();
    } catch {
      markCmsBusy();
      throw new AxiosError(BUSY_MESSAGE, 'ECMSBUSY', config);
    }
    const method = (config.method ?? 'get').toUpperCase();
    // A form post with its submission key is stored once however often it arrives: safe to send again.
    const idempotent = carriesSubmissionKey(data);
    const timeout = config.timeout || undefined;
    let response: AxiosResponse;
    try {
      response = await sendInTurn(
        pool,
        async (index) => {
          const { body, contentType } = await encode(data);
          const sent = AxiosHeaders.from(config.headers);
          if (contentType) sent.setContentType(contentType);
          const answer = await pool.pool(index).request({
            path,
            method,
            headers: endToEnd(sent.toJSON(true) as Record<string, string>),
            body,
            signal: config.signal as AbortSignal | undefined,
            headersTimeout: timeout,
            bodyTimeout: timeout,
          });
          return {
            data: await answer.body.text(),
            status: answer.statusCode,
            statusText: STATUS_CODES[answer.statusCode] ?? '',
            headers: new AxiosHeaders(answer.headers as Record<string, string>),
            config,
            request: {},
          };
        },
        (error) => isRetryable(method, error, idempotent),
      );
    } catch (error) {
      // A CMS that did not answer in time is overloaded: the page or form answers 503 with Retry-After.
      if (failureReason(error) === 'timeout') markCmsBusy();
      throw toAxiosError(error, config);
    } finally {
      release();
    }
    noteCmsTags(response.headers[CACHE_TAGS_HEADER]);
    if (config.validateStatus && !config.validateStatus(response.status))
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        response.request,
        response,
      );
    return response;
  };
  instance.defaults.adapter = adapter;
}

/** The answers axios parses from text (JSON by default). */
const TEXT_ANSWERS = new Set([undefined, 'json', 'text']);

/** What axios hands an adapter after its request transforms: a JSON or URL-encoded string, or a FormData. */
const isReplayable = (data: unknown) => typeof data === 'string' || data instanceof FormData;

/** The body for one attempt: a FormData is encoded anew each time (its stream is read once). */
async function encode(data: unknown): Promise<{ body: string | Buffer | null; contentType?: string }> {
  if (data == null) return { body: null };
  if (typeof data === 'string') return { body: data };
  const encoded = new Response(data as FormData);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? undefined,
  };
}

/** undici's error as axios names it, so callers read one kind of error (the timeout as axios's own). */
function toAxiosError(error: unknown, config: Parameters<AxiosAdapter>[0]): AxiosError {
  const timedOut = failureReason(error) === 'timeout';
  const code = timedOut ? AxiosError.ETIMEDOUT : (error as { code?: string }).code;
  return AxiosError.from(error as Error, code, config, {});
}
