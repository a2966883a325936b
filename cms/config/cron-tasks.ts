import type { Core } from '@strapi/strapi';
import { everyRule, schedulerOf } from '../src/api/adapter/publishing';
import { trashOf } from '../src/api/adapter/trash';
import { cmsEnv } from '../src/lib/env';

/**
 * The CMS's timed work, as Strapi cron tasks (config/server.ts `cron`), run by every instance: each claims a row with
 * an UPDATE or DELETE only one instance's succeeds, so however many run, each row is acted on once.
 */
const tasks = {
  /** D-11.5: publishes the drafts whose 'Publish at' has come (api/adapter/publishing.ts), every PUBLISH_POLL_MS. */
  publishing: {
    task: ({ strapi }: { strapi: Core.Strapi }) => schedulerOf(strapi).tick(),
    options: { rule: everyRule(cmsEnv().PUBLISH_POLL_MS) },
  },
  /** D-11.1: trash entries past 30 days are deleted for good, hourly (and whenever the trash is listed). */
  trashPurge: {
    task: ({ strapi }: { strapi: Core.Strapi }) =>
      trashOf(strapi)
        .purgeExpired()
        .catch((error: Error) => strapi.log.error(`[trash] purge failed: ${error.message}`)),
    options: { rule: '0 0 * * * *' },
  },
};

export default tasks;
