import type { Core } from '@strapi/strapi';
import { envWarnings } from '@cadmax/contract/env';
import { ensureAdminAccount } from './lib/admin-account';
import { repairEditorArticles } from './lib/article-repair';
import { markStart, removeDefaultApiTokens } from './lib/default-api-tokens';
import { answerClientErrors } from './lib/client-errors';
import { ensureBuckets } from './lib/buckets';
import { trustProxiesOnly } from './lib/client-ip';
import { drainConnections } from './lib/drain';
import { checkPanelFieldRules } from './lib/field-rules';
import { checkPanelSlugs } from './lib/slug';
import { ensureSlugHistory, keepSlugHistory } from './lib/slug-history';
import { followPublishedTitles } from './lib/image-alts';
import { markShuttingDown } from './lib/health';
import { defaultLocaleOnQueryWrites, ensureLocales } from './lib/locales';
import { LOCALIZED_UIDS } from './lib/content-types';
import { ensureListIndexes, ensureSubmissionIndexes, ensureVersionIndex } from './lib/indexes';
import { ensureTextIndexes } from './lib/text-search';
import { outboxOf } from './lib/mail-outbox';
import { ensurePageViewTable, pageViewsOf } from './lib/page-views';
import { checkQuoteServiceWrites, ensureQuoteServices } from './lib/quote-services';
import { ensureEditorRole, lockInternalTypes, removeSampleRoles } from './lib/panel-access';
import { guardPanelRoutes } from './lib/panel-guard';
import { hideMarketplace } from './lib/panel-marketplace';
import { applyPanelLayouts } from './lib/panel-layouts';
import { registerRichTextField } from './lib/panel-rich-text';
import { ensurePanelSuperAdmin } from './lib/panel-super-admin';
import { closeRedis, connectRedis } from './lib/redis';
import { releaseStartLock, takeStartLock } from './lib/start-lock';
import { firstStartSeed } from './seed/first-start';
import { answerHitsFirst, cachePublicReads, invalidateOnWrites, publicCache } from './lib/public-cache';
import { changeFeed, traceDocumentReads } from './lib/content-changes';
import { securityOncePerKind } from './lib/security-headers';
import { useSmtpForStrapiEmail } from './lib/strapi-email';
import { removingTempFiles } from './lib/temp-files';
import { pipelineOf } from './api/adapter/pipeline-lists';
import { schedulerOf } from './api/adapter/publishing';
import { auditPanelDocuments, auditPanelMedia } from './api/audit-entry/panel-writes';
import { panelDeletesToTrash } from './api/trash-entry/panel-deletes';
import { keepVersions } from './api/record-version/keep-versions';

export default {
  /** The public reads answer from memory until the next CMS write (cms/src/lib/public-cache.ts); the panel's editor field. */
  async register({ strapi }: { strapi: Core.Strapi }) {
    markStart();
    // One instance at a time from here (Strapi's schema sync comes next) to the end of bootstrap (lib/start-lock.ts).
    await takeStartLock(strapi);
    // The environment was checked when config/server.ts loaded; a variable no longer read is only worth a line.
    for (const line of envWarnings()) strapi.log.warn(line);
    registerRichTextField(strapi);
    // The panel's APIs reach no type the caller's role cannot read, and no file's links (lib/panel-guard.ts).
    guardPanelRoutes(strapi);
    cachePublicReads(strapi, publicCache);
    // Each public read names what it read, so the web servers drop exactly what a write changes (lib/content-changes.ts).
    traceDocumentReads(strapi);
    // D-12.3: the panel's content writes are in the activity log too (api/audit-entry/panel-writes.ts).
    auditPanelDocuments(strapi);
    // D-11.2: a panel delete goes to the trash, as the React admin's (api/trash-entry/panel-deletes.ts).
    panelDeletesToTrash(strapi);
    // D-14.2: every save of a blog or project keeps a version, the panel's too (api/record-version/keep-versions.ts).
    keepVersions(strapi);
    trustProxiesOnly(strapi);
    // A project's gallery alt texts follow its published title, never a draft's (lib/image-alts.ts).
    followPublishedTitles(strapi);
    // every write of the quote form's services passes the contract's rules (lib/quote-services.ts).
    checkQuoteServiceWrites(strapi);
    // The panel refuses what the React admin refuses: the field tables' required fields and limits (lib/field-rules.ts).
    checkPanelFieldRules(strapi);
    // D-14.6: the panel keeps the admin's slug rules, and every slug a page has had is remembered (lib/slug-history.ts).
    checkPanelSlugs(strapi);
    keepSlugHistory(strapi);
    // Strapi's security middleware rebuilds helmet on every request; the wrapper replays its headers.
    const middlewares = strapi.get('middlewares');
    middlewares.set('strapi::security', securityOncePerKind(middlewares.get('strapi::security')));
    // Uploads' temporary files are removed whatever the answer (cms/src/lib/temp-files.ts).
    middlewares.set('strapi::body', removingTempFiles(middlewares.get('strapi::body')));
  },

  /**
   * Makes the site admin from ADMIN_EMAIL / ADMIN_PASSWORD and the panel's super admin from CMS_ADMIN_EMAIL /
   * CMS_ADMIN_PASSWORD on first start (production refuses the local default and a missing panel password), and seeds
   * an empty database.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // With a bucket configured, it exists (made if missing) before any request or seed, or the start stops saying why.
    await ensureBuckets(strapi);
    // The shared rate limits count this instance's first request in Redis too (lib/redis.ts).
    await connectRedis();
    // Asked before the steps below write their first rows (seed/first-start.ts).
    const firstStart = await firstStartSeed(strapi);
    // D-15: the content's locales (English, the default, and Hindi) exist before anything writes a record, and a
    // localized type's row written without a locale is English (lib/locales.ts).
    await ensureLocales(strapi);
    defaultLocaleOnQueryWrites(strapi, LOCALIZED_UIDS);
    invalidateOnWrites(strapi, publicCache);
    // D-12.3: and its media library's uploads, replacements and deletes.
    auditPanelMedia(strapi);
    useSmtpForStrapiEmail(strapi);
    answerClientErrors(strapi.server.httpServer);
    // A cached public read is answered as it arrives, before Koa and the middlewares (lib/public-cache.ts).
    answerHitsFirst(strapi.server.httpServer, publicCache);
    // The paged lists' sort-and-search indexes (cms/src/lib/indexes.ts): a 10,000-row page stays under a millisecond.
    await ensureListIndexes(strapi);
    // Every search's text index (FTS5 with triggers, or pg_trgm), remade when a migration dropped its triggers.
    await ensureTextIndexes(strapi);
    // A public form's repeat stores once: the database refuses a second row with its key and content (lib/submissions.ts).
    await ensureSubmissionIndexes(strapi);
    // D-14.2: a record's versions are read newest first.
    await ensureVersionIndex(strapi);
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
    // D-14.6: the earlier slugs' table, with the slugs of records saved before it, before the seed's saves note theirs.
    await ensureSlugHistory(strapi);
    // An empty database gets the site's content before this instance serves anything, whatever started it.
    await firstStart.seed();
    // D-11.1: enquiries and applications from before the inbox get its first state (the trash forgets after 30 days:
    // config/cron-tasks.ts).
    await pipelineOf(strapi).fillMissingStates();
    // articles saved while the editors wrote every space as &nbsp; (and videos as bare links) are repaired once.
    await repairEditorArticles(strapi);
    // The start's database work is done: the next instance may start.
    await releaseStartLock();
    // Sends the new-enquiry emails the forms queued, pending ones from an earlier run first (lib/mail-outbox.ts).
    outboxOf(strapi).start();
    // D-11.5: blogs and projects whose 'Publish at' time has come are published by one instance (api/adapter/publishing.ts),
    // what came due while down at once, the rest by the cron task (config/cron-tasks.ts).
    schedulerOf(strapi).start();
    // D-14.3: page views are counted in memory and added to their table on a timer (lib/page-views.ts).
    await ensurePageViewTable(strapi);
    pageViewsOf(strapi).start();
  },

  /** A mail round in progress ends, and the shared Redis connections (rate limits, cache clears) close, with the CMS. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    markShuttingDown(strapi);
    // A start that failed halfway lets the next instance through.
    await releaseStartLock();
    // The web servers follow the other instances' change streams meanwhile (lib/content-changes.ts).
    changeFeed.close();
    // Out of the rotation first, then the requests in flight finish (lib/drain.ts).
    await drainConnections(strapi);
    await outboxOf(strapi).stop();
    await schedulerOf(strapi).stop();
    await pageViewsOf(strapi).stop();
    await closeRedis();
  },
};
