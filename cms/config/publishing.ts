import type { Core } from '@strapi/strapi';
import type { SchedulerSettings } from '../src/api/adapter/publishing';
import { positiveInt } from '../src/lib/positive-int';

/** Scheduled publishing (issue 15, src/api/adapter/publishing.ts), read once at each start: `strapi.config.get('publishing')`. */
const config = ({ env }: Core.Config.Shared.ConfigParams): SchedulerSettings => ({
  /** How often each instance looks for records whose 'Publish at' time has come (PUBLISH_POLL_MS, default 15 s). */
  pollMs: positiveInt(env('PUBLISH_POLL_MS'), 15_000),
});

export default config;
