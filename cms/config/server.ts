import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../src/lib/env';
import cronTasks from './cron-tasks';

// The first config Strapi loads: every variable is checked here, and a wrong one stops the start naming it
// (@cadmax/contract/env).
const config = (): Core.Config.Server => {
  const env = cmsEnv();
  return {
    host: env.CMS_HOST,
    port: env.CMS_PORT,
    url: env.CMS_PUBLIC_URL ?? '',
    // One trust setting, TRUSTED_PROXIES: Koa reads X-Forwarded-Proto and -Host when there is a trusted proxy at all,
    // and lib/client-ip drops those headers (and reads X-Forwarded-For) unless the peer is one of them.
    proxy: { koa: env.TRUSTED_PROXIES.length > 0 },
    // The integration tests point this at a throwaway folder so their uploads never land in cms/public.
    dirs: { public: env.CMS_PUBLIC_DIR },
    app: {
      keys: env.APP_KEYS!,
    },
    // No network calls beyond the npm registry: no update check.
    logger: { updates: { enabled: false }, startup: { enabled: false } },
    // The scheduled publishing and the trash purge (config/cron-tasks.ts).
    cron: { enabled: true, tasks: cronTasks },
    webhooks: {
      populateRelations: env.WEBHOOKS_POPULATE_RELATIONS,
    },
  };
};

export default config;
