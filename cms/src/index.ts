import type { Core } from '@strapi/strapi';
import { envWarnings } from '@cadmax/contract/env';
import { ensureAdminAccount } from './lib/admin-account';
import { repairEditorArticles } from './lib/article-repair';
import { markStart, removeDefaultApiTokens } from './lib/default-api-tokens';
import { answerClientErrors } from './lib/client-errors';
import { trustProxiesOnly } from './lib/client-ip';
import { drainConnections } from './lib/drain';
import { followPublishedTitles } from './lib/image-alts';
import { markShuttingDown } from './lib/health';
import { ensureListIndexes, ensureSubmissionIndexes } from './lib/indexes';
import { ensureTextIndexes } from './lib/text-search';
import { outboxOf } from './lib/mail-outbox';
import { checkQuoteServiceWrites, ensureQuoteServices } from './lib/quote-services';
import { ensureEditorRole, lockInternalTypes, removeSampleRoles } from './lib/panel-access';
import { guardPanelRoutes } from './lib/panel-guard';
import { hideMarketplace } from './lib/panel-marketplace';
import { applyPanelLayouts } from './lib/panel-layouts';
import { registerRichTextField } from './lib/panel-rich-text';
import { ensurePanelSuperAdmin } from './lib/panel-super-admin';
import { closeRedis } from './lib/redis';
import { cachePublicReads, invalidateOnWrites, publicCache } from './lib/public-cache';
import { securityOncePerKind } from './lib/security-headers';
import { useSmtpForStrapiEmail } from './lib/strapi-email';
import { removingTempFiles } from './lib/temp-files';
import { pipelineOf } from './api/adapter/pipeline-lists';
import { trashOf } from './api/adapter/trash';
import { schedulerOf } from './api/adapter/publishing';
import { auditPanelDocuments, auditPanelMedia } from './api/audit-entry/panel-writes';

export default {
  /** The public reads answer from memory until the next CMS write (cms/src/lib/public-cache.ts); the panel's editor field. */
  register({ strapi }: { strapi: Core.Strapi }) {
    markStart();
    // The environment was checked when config/server.ts loaded; a variable no longer read is only worth a line.
    for (const line of envWarnings()) strapi.log.warn(line);
    registerRichTextField(strapi);
    // The panel's APIs reach no type the caller's role cannot read, and no file's links (lib/panel-guard.ts).
    guardPanelRoutes(strapi);
    cachePublicReads(strapi, publicCache);
    // D-12.3: the panel's content writes are in the activity log too (api/audit-entry/panel-writes.ts).
    auditPanelDocuments(strapi);
    trustProxiesOnly(strapi);
    // A project's gallery alt texts follow its published title, never a draft's (lib/image-alts.ts).
    followPublishedTitles(strapi);
    // every write of the quote form's services passes the contract's rules (lib/quote-services.ts).
    checkQuoteServiceWrites(strapi);
    // Strapi's security middleware rebuilds helmet on every request; the wrapper replays its headers.
    const middlewares = strapi.get('middlewares');
    middlewares.set('strapi::security', securityOncePerKind(middlewares.get('strapi::security')));
    // Uploads' temporary files are removed whatever the answer (cms/src/lib/temp-files.ts).
    middlewares.set('strapi::body', removingTempFiles(middlewares.get('strapi::body')));
  },

  /**
   * Makes the site admin from ADMIN_EMAIL / ADMIN_PASSWORD and the panel's super admin from CMS_ADMIN_EMAIL /
   * CMS_ADMIN_PASSWORD on first start (production refuses the local default and a missing panel password).
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    invalidateOnWrites(strapi, publicCache);
    // D-12.3: and its media library's uploads, replacements and deletes.
    auditPanelMedia(strapi);
    useSmtpForStrapiEmail(strapi);
    answerClientErrors(strapi.server.httpServer);
    // The paged lists' sort-and-search indexes (cms/src/lib/indexes.ts): a 10,000-row page stays under a millisecond.
    await ensureListIndexes(strapi);
    // Every search's text index (FTS5 with triggers, or pg_trgm), remade when a migration dropped its triggers.
    await ensureTextIndexes(strapi);
    // A public form's repeat stores once: the database refuses a second row with its key and address.
    await ensureSubmissionIndexes(strapi);
    await ensureAdminAccount(strapi);
    // The Strapi panel: its super admin exists before the server listens (no open register-admin), the shipped
    // "Content editor" role, the site admin account closed to everyone, human labels (cms/src/lib/panel-*.ts).
    await ensurePanelSuperAdmin(strapi);
    // No API token on a fresh install (Strapi's first start makes two; lib/default-api-tokens.ts).
    await removeDefaultApiTokens(strapi);
    await ensureEditorRole(strapi);
    await lockInternalTypes(strapi);
    // A quieter panel for editors: no sample Author and Editor roles, no Marketplace.
    await removeSampleRoles(strapi);
    await hideMarketplace(strapi);
    await applyPanelLayouts(strapi);
    // the quote form's services start as the spec's three (a fresh install, or one from before the list).
    await ensureQuoteServices(strapi);
    // Sends the new-enquiry emails the forms queued, pending ones from an earlier run first (lib/mail-outbox.ts).
    outboxOf(strapi).start();
    // D-11.1: enquiries and applications from before the inbox get its first state; the trash forgets after 30 days.
    await pipelineOf(strapi).fillMissingStates();
    trashOf(strapi).start();
    // articles saved while the editors wrote every space as &nbsp; (and videos as bare links) are repaired once.
    await repairEditorArticles(strapi);
    // D-11.5: blogs and projects whose 'Publish at' time has come are published by one instance (api/adapter/publishing.ts).
    schedulerOf(strapi).start();
  },

  /** A mail round in progress ends, and the shared Redis connections (rate limits, cache clears) close, with the CMS. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    markShuttingDown(strapi);
    // Out of the rotation first, then the requests in flight finish (lib/drain.ts).
    await drainConnections(strapi);
    await outboxOf(strapi).stop();
    trashOf(strapi).stop();
    await schedulerOf(strapi).stop();
    await closeRedis();
  },
};
