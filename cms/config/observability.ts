import type { Core } from '@strapi/strapi';
import type { ObservabilitySettings } from '../src/lib/metrics';

/** Metrics and request logs (src/lib/metrics.ts, src/lib/request-log.ts), read once at each start: `strapi.config.get('observability')`. */
const config = ({ env }: Core.Config.Shared.ConfigParams): ObservabilitySettings => ({
  /** The bearer token GET /_metrics needs (METRICS_TOKEN); unset, only direct requests from this machine get it. */
  metricsToken: env('METRICS_TOKEN', ''),
  /** The log level (LOG_LEVEL, default info: a line per request; warn keeps only problems). */
  logLevel: env('LOG_LEVEL', 'info'),
});

export default config;
