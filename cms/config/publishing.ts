import { cmsEnv } from '../src/lib/env';
import type { SchedulerSettings } from '../src/api/adapter/publishing';

/**
 * Scheduled publishing (D-11.5, src/api/adapter/publishing.ts), read once at each start:
 * `strapi.config.get('publishing')`.
 */
const config = (): SchedulerSettings => ({
  /** How often each instance looks for records whose 'Publish at' time has come (PUBLISH_POLL_MS, default 15 s). */
  pollMs: cmsEnv().PUBLISH_POLL_MS,
});

export default config;
