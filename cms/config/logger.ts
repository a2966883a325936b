import { cmsEnv } from '../src/lib/env';
import { strapiLoggerConfig } from '../src/lib/request-log';

/** Strapi's own log lines: JSON with the request's id, at LOG_LEVEL (src/lib/request-log.ts). */
const config = () => strapiLoggerConfig(cmsEnv().LOG_LEVEL);

export default config;
