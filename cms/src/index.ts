import type { Core } from '@strapi/strapi';
import { ensureAdminAccount } from './lib/admin-account';
import { answerClientErrors } from './lib/client-errors';
import { ensureListIndexes } from './lib/indexes';
import { closeRedis } from './lib/redis';
import { cachePublicReads, invalidateOnWrites, publicCache } from './lib/public-cache';
import { securityOncePerKind } from './lib/security-headers';
import { removingTempFiles } from './lib/temp-files';

export default {
  /** The public reads answer from memory until the next CMS write (cms/src/lib/public-cache.ts). */
  register({ strapi }: { strapi: Core.Strapi }) {
    cachePublicReads(strapi, publicCache);
    // Strapi's security middleware rebuilds helmet on every request; the wrapper replays its headers.
    const middlewares = strapi.get('middlewares');
    middlewares.set('strapi::security', securityOncePerKind(middlewares.get('strapi::security')));
    // Uploads' temporary files are removed whatever the answer (cms/src/lib/temp-files.ts).
    middlewares.set('strapi::body', removingTempFiles(middlewares.get('strapi::body')));
  },

  /** Makes the site admin from ADMIN_EMAIL / ADMIN_PASSWORD on first start (production refuses the local default). */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    invalidateOnWrites(strapi, publicCache);
    answerClientErrors(strapi.server.httpServer);
    // The paged lists' sort-and-search indexes (cms/src/lib/indexes.ts): a 10,000-row page stays under a millisecond.
    await ensureListIndexes(strapi);
    await ensureAdminAccount(strapi);
  },

  /** The shared Redis connections (rate limits, cache clears), if any, close with the CMS. */
  async destroy() {
    await closeRedis();
  },
};
