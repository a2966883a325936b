/**
 * Issue 15, drafts and scheduled publishing of blogs and projects. The spec's saves publish as they always did; a
 * save with `status=draft` or `publishAt` keeps the public version as it is. /blog/publish, /blog/unpublish and the
 * project's pair publish now or at a time, or take a record off the site (its draft stays). The queries beneath are
 * in src/lib/publishing.ts.
 *
 * The scheduler: a timer in every CMS instance (started in bootstrap, like the mail outbox's worker) publishes the
 * drafts whose `publish_at` has come. Each due row is claimed and published in one transaction, so exactly one
 * instance publishes it and records it in the activity list, and a failed publish leaves the schedule in place for
 * the next round. Publishing writes rows, so the public cache is cleared as by any write.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  messages,
  publishingFields,
  type PublishableType,
  type PublishingFields,
  type PublishState,
} from '@cadmax/contract';
import { auditSubject } from '../../lib/audit';
import { notFound } from '../../lib/http';
import { claimDue, dueDrafts, publishStates, setPublishAt, type DraftRow } from '../../lib/publishing';
import type { ContentUid } from '../../lib/records';
import { parseBody } from '../../lib/validation';
import type { AuditService } from '../audit-entry/services/audit-entry';

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

interface Repository {
  findOne(params: { documentId: string; fields?: string[] }): Promise<Record<string, unknown> | null>;
  publish(params: { documentId: string }): Promise<unknown>;
  unpublish(params: { documentId: string }): Promise<unknown>;
}
const repository = (strapi: Core.Strapi, uid: ContentUid) => strapi.documents(uid as never) as unknown as Repository;

/** What a save does: publish (the default), keep a draft, or keep a draft and publish it at a time. */
export interface SaveMode {
  status: 'published' | 'draft';
  publishAt: Date | null;
}

/** A save's optional `status` and `publishAt` (docs/api.md); a 400 when they are wrong. */
export function saveModeOf(body: Record<string, unknown>): SaveMode {
  const fields: PublishingFields = parseBody(publishingFields, body);
  const draft = fields.status === 'draft' || fields.publishAt !== undefined;
  return { status: draft ? 'draft' : 'published', publishAt: fields.publishAt ?? null };
}

/**
 * The document-service parameters of a save in this mode: a publish clears any schedule (it happened now); a draft
 * save replaces the schedule with the one sent, or none (`afterSave` sets it).
 */
export const scheduleData = (mode: SaveMode) => ({ publish_at: mode.status === 'published' ? null : mode.publishAt });

/** After a draft save: the activity list says what became of the record. */
export function describeSave(ctx: Context, mode: SaveMode, row: { documentId: string; title: string }): void {
  if (mode.status === 'published') return;
  const detail = mode.publishAt ? `Draft, to be published at ${mode.publishAt.toISOString()}` : 'Draft';
  auditSubject(ctx, { recordId: row.documentId, title: row.title, detail });
}

/** The title the activity list names a record by. */
async function titleOf(strapi: Core.Strapi, uid: ContentUid, documentId: string): Promise<string | null> {
  const draft = await repository(strapi, uid).findOne({ documentId, fields: ['title'] });
  return draft ? String(draft.title ?? '') : null;
}

/** Publishes a record now, or schedules it (`at` in the future): 404 when there is no such record. */
export async function publish(
  strapi: Core.Strapi,
  ctx: Context,
  type: PublishableType,
  documentId: string,
  at: Date | undefined,
  notFoundMessage: string,
): Promise<string> {
  const uid = PUBLISHABLE_UIDS[type];
  const title = await titleOf(strapi, uid, documentId);
  if (title === null) throw notFound(notFoundMessage);
  if (at && at.getTime() > Date.now()) {
    await setPublishAt(strapi, uid, documentId, at);
    auditSubject(ctx, { recordId: documentId, title, detail: `Scheduled for ${at.toISOString()}` });
    return messages.scheduled;
  }
  await strapi.db.transaction(async ({ trx }) => {
    await setPublishAt(strapi, uid, documentId, null, trx);
    await repository(strapi, uid).publish({ documentId });
  });
  auditSubject(ctx, { recordId: documentId, title });
  return messages.published;
}

/** Takes a record off the public site (its draft stays, and any schedule is cancelled): 404 when there is none. */
export async function unpublish(
  strapi: Core.Strapi,
  ctx: Context,
  type: PublishableType,
  documentId: string,
  notFoundMessage: string,
): Promise<void> {
  const uid = PUBLISHABLE_UIDS[type];
  const title = await titleOf(strapi, uid, documentId);
  if (title === null) throw notFound(notFoundMessage);
  await strapi.db.transaction(async ({ trx }) => {
    await setPublishAt(strapi, uid, documentId, null, trx);
    await repository(strapi, uid).unpublish({ documentId });
  });
  auditSubject(ctx, { recordId: documentId, title });
}

/** The admin's reads: each draft's mapped answer plus its state and schedule. */
export async function withStates<R extends DraftRow, T>(
  strapi: Core.Strapi,
  type: PublishableType,
  rows: R[],
  map: (row: R) => T,
): Promise<(T & { state: PublishState; publishAt: string | null })[]> {
  const states = await publishStates(strapi, PUBLISHABLE_UIDS[type], rows);
  return rows.map((row) => ({
    ...map(row),
    state: states.get(row.documentId) ?? 'draft',
    publishAt: row.publish_at ?? null,
  }));
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
        await repository(strapi, uid).publish({ documentId: due.documentId });
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
