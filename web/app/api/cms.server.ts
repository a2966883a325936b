import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { cmsUrls, createCmsPool, isRetryable } from '../../server/cms-upstreams.mjs';
import { currentRequestId } from '../../server/request-context.mjs';

/**
 * Sends the route loaders' calls straight to the CMS (never through the site's own proxy),
 * round-robin over the `CMS_INTERNAL_URL` instances on kept-alive connections. A read whose
 * connection failed is tried on the next instance (see `attempts`). Each call carries the id of the page
 * request it serves (X-Request-Id, web/server/request-context.mjs), so the CMS's log line names it too.
 * Lives in a `.server` module so `node:http` never reaches the browser bundle.
 */
export function sendToCms(instance: AxiosInstance, pool = createCmsPool(cmsUrls(process.env))): void {
  const viaHttp: AxiosAdapter = axios.getAdapter('http');
  instance.defaults.adapter = async (config) => {
    const requestId = currentRequestId();
    if (requestId) config.headers.set('X-Request-Id', requestId);
    const first = pool.first();
    for (let tries = 0; ; tries += 1) {
      const base = pool.urls[(first + tries) % pool.urls.length];
      try {
        return await viaHttp({ ...config, baseURL: `${base}/api`, httpAgent: pool.agent, httpsAgent: pool.agent });
      } catch (error) {
        if (tries + 1 >= pool.attempts || !isRetryable(config.method, error)) throw error;
      }
    }
  };
}
