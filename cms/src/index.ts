import type { Core } from '@strapi/strapi';
import { ensureAdminAccount } from './lib/admin-account';
import { answerClientErrors } from './lib/client-errors';
import { trustProxiesOnly } from './lib/client-ip';
import { ensureListIndexes } from './lib/indexes';
import { closeRedis } from './lib/redis';
import { cachePublicReads, invalidateOnWrites, publicCache } from './lib/public-cache';
import { securityOncePerKind } from './lib/security-headers';
import { useSmtpForStrapiEmail } from './lib/strapi-email';

export default {
  /** The public reads answer from memory until the next CMS write (cms/src/lib/public-cache.ts). */
  register({ strapi }: { strapi: Core.Strapi }) {
    cachePublicReads(strapi, publicCache);
    trustProxiesOnly(strapi);
    // Strapi's security middleware rebuilds helmet on every request; the wrapper replays its headers.
    const middlewares = strapi.get('middlewares');
    middlewares.set('strapi::security', securityOncePerKind(middlewares.get('strapi::security')));
  },

  /** Makes the site admin from ADMIN_EMAIL / ADMIN_PASSWORD on first start (production refuses the local default). */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    invalidateOnWrites(strapi, publicCache);
    useSmtpForStrapiEmail(strapi);
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
