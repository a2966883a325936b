import { cmsEnv } from '../src/lib/env';
import type { ObservabilitySettings } from '../src/lib/metrics';

/** Metrics and request logs (src/lib/metrics.ts, src/lib/request-log.ts), read once at each start: `strapi.config.get('observability')`. */
const config = (): ObservabilitySettings => ({
  /** The bearer token GET /_metrics needs (METRICS_TOKEN); unset, only direct requests from this machine get it. */
  metricsToken: cmsEnv().METRICS_TOKEN ?? '',
  /** The log level (LOG_LEVEL, default info: a line per request not answered from the cache; warn keeps only problems). */
  logLevel: cmsEnv().LOG_LEVEL,
});

export default config;
