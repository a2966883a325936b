/**
 * Issue 15, drafts and scheduled publishing of blogs and projects: the admin's routes the two types share (their
 * drafts with their state, publish, unpublish, delete; the logic is the services', through
 * src/lib/publishable-service.ts) and the scheduler. The queries beneath are in src/lib/publishing.ts.
 *
 * The scheduler: a timer in every CMS instance (started in bootstrap, like the mail outbox's worker) publishes the
 * drafts whose `publish_at` has come. Each due row is claimed and published in one transaction, so exactly one
 * instance publishes it and records it in the activity list, and a failed publish leaves the schedule in place for
 * the next round. Publishing writes rows, so the public cache is cleared as by any write.
 */
import type { Core } from '@strapi/strapi';
import { messages, publishBody, type PublishableType } from '@cadmax/contract';
import { action } from '../../lib/action';
import { auditSubject } from '../../lib/audit';
import { bodyOf, notFound, ok } from '../../lib/http';
import { readsOf } from '../../lib/lean-read';
import { pageQuery, paged } from '../../lib/paging';
import { publishDocument, titleOf, type PublishableMethods } from '../../lib/publishable-service';
import { claimDue, dueDrafts } from '../../lib/publishing';
import type { ContentUid } from '../../lib/records';
import { parseBody, pathId, recordId } from '../../lib/validation';
import type { AuditService } from '../audit-entry/services/audit-entry';
import { trashAction } from './trash';

export const PUBLISHABLE_UIDS: Record<PublishableType, ContentUid> = {
  blog: 'api::blog.blog',
  project: 'api::project.project',
};

/** Who the activity list names for a scheduled publish. */
export const SCHEDULER_USER = 'scheduler';

export interface SchedulerSettings {
  pollMs: number;
}

const BATCH = 20;

/** The type's public reads (published records only): one by id, and a page newest first with a search. */
export interface PublishedReads<R> {
  one: (documentId: string) => Promise<R | null>;
  page: (offset: number, limit: number, search: string) => Promise<{ rows: R[]; total: number }>;
}

/** GET /blog/get[/{id}] and /project-get[/{id}]: the same for blogs and projects, with the type's reads and mapper. */
export function publishedActions<R, T>(reads: () => PublishedReads<R>, toItem: (row: R) => T, notFoundMessage: string) {
  return {
    findOne: action(async (ctx) => {
      const row = await reads().one(pathId(ctx.params.id, notFoundMessage));
      if (!row) throw notFound(notFoundMessage);
      ok(ctx, { data: toItem(row) });
    }),

    list: action(async (ctx) => {
      const query = pageQuery(ctx);
      const { rows, total } = await reads().page((query.page - 1) * query.limit, query.limit, query.search);
      ok(ctx, paged(rows.map(toItem), total, query));
    }),
  };
}

/**
 * GET /{type}/admin-get[/{id}], POST /{type}/publish, /{type}/unpublish and /{type}/delete: the same for blogs and
 * projects. `notFoundMessage` is the type's 404, `deleted` the delete's answer.
 */
export function draftActions(strapi: Core.Strapi, type: PublishableType, notFoundMessage: string, deleted: string) {
  const service = () => readsOf<PublishableMethods>(strapi, PUBLISHABLE_UIDS[type]);
  return {
    /** Every record, drafts included, with its state (admin). */
    adminList: action(async (ctx) => {
      const query = pageQuery(ctx);
      const { items, total } = await service().adminPage(query);
      ok(ctx, paged(items, total, query));
    }),

    /** One record's draft with its state (admin: the edit form). */
    adminFindOne: action(async (ctx) => {
      ok(ctx, { data: await service().adminOne(pathId(ctx.params.id, notFoundMessage)) });
    }),

    /** `{_id, publishAt?}`: publish now, or at that time. */
    publish: action(async (ctx) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const { publishAt } = parseBody(publishBody, body);
      const { message, subject } = await service().publish(id, publishAt);
      auditSubject(ctx, subject);
      ok(ctx, { message });
    }),

    /** `{_id}`: off the public site; the draft stays. */
    unpublish: action(async (ctx) => {
      const id = recordId(bodyOf(ctx)._id);
      auditSubject(ctx, await service().unpublish(id));
      ok(ctx, { message: messages.unpublished });
    }),

    remove: trashAction(strapi, type, notFoundMessage, deleted),
  };
}

/** One round: publishes every due draft this instance claims; returns how many. */
async function publishDue(strapi: Core.Strapi): Promise<number> {
  const audit = strapi.service('api::audit-entry.audit-entry') as unknown as AuditService;
  let published = 0;
  for (const [type, uid] of Object.entries(PUBLISHABLE_UIDS) as [PublishableType, ContentUid][]) {
    const now = new Date();
    for (const due of await dueDrafts(strapi, uid, now, BATCH)) {
      const done = await strapi.db.transaction(async ({ trx }) => {
        if (!(await claimDue(strapi, uid, due.id, now, trx))) return false;
        await publishDocument(strapi, uid, due.documentId);
        return true;
      });
      if (!done) continue;
      published++;
      await audit.record({
        action: 'publish',
        type,
        recordId: due.documentId,
        title: (await titleOf(strapi, uid, due.documentId)) ?? '',
        user: SCHEDULER_USER,
        detail: 'Published at its scheduled time',
      });
    }
  }
  return published;
}

export function createScheduler(strapi: Core.Strapi) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const round = () => {
    running ??= publishDue(strapi)
      .catch((error: Error) => {
        strapi.log.error(`[publishing] scheduled publish failed: ${error.message}`);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    /** In bootstrap(): a round every PUBLISH_POLL_MS (config/publishing.ts), and one at once for what came due while down. */
    start() {
      if (timer) return;
      timer = setInterval(() => void round(), (strapi.config.get('publishing') as SchedulerSettings).pollMs);
      timer.unref();
      void round();
    },
    /** In destroy(): no new round; waits for the one in progress. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    round,
  };
}

const schedulers = new WeakMap<Core.Strapi, ReturnType<typeof createScheduler>>();
/** This instance's scheduler. */
export function schedulerOf(strapi: Core.Strapi) {
  let scheduler = schedulers.get(strapi);
  if (!scheduler) schedulers.set(strapi, (scheduler = createScheduler(strapi)));
  return scheduler;
}
