/**
 * Scheduled publishing of blogs and projects, D-11.5 (their routes: ./publishable-actions.ts; the logic of a save,
 * a publish and an unpublish: src/lib/publishable-service.ts, the queries beneath: src/lib/publishing.ts).
 *
 * The scheduler: a Strapi cron task in every CMS instance (config/cron-tasks.ts, every PUBLISH_POLL_MS) publishes the
 * drafts whose `publish_at` has come. Each due row is claimed and published in one transaction (the claim is an
 * UPDATE only one instance's succeeds), so exactly one instance publishes it and records it in the activity list, and
 * a failed publish leaves the schedule in place for the next round. Publishing writes rows, so the public cache is
 * cleared as by any write.
 */
import type { Core } from '@strapi/strapi';
import type { PublishableType } from '@cadmax/contract';
import { pollWorker } from '../../lib/poll-worker';
import { publishDocument, titleOf } from '../../lib/publishable-service';
import { claimDue, dueDrafts } from '../../lib/publishing';
import { PUBLISHABLE_UIDS } from '../../lib/content-types';
import type { ContentUid } from '../../lib/records';
import type { AuditService } from '../audit-entry/services/audit-entry';

/** The records with drafts (the registry's `publish`). */
export { PUBLISHABLE_UIDS };

/** Who the activity list names for a scheduled publish. */
export const SCHEDULER_USER = 'scheduler';

/**
 * The cron rule for a round every `ms`: cron counts whole seconds (under a minute) or whole minutes, so the interval
 * is rounded to them, at least a second.
 */
export function everyRule(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `*/${seconds} * * * * *`;
  return `0 */${Math.min(59, Math.round(seconds / 60))} * * * *`;
}

const BATCH = 20;

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
  const worker = pollWorker(
    'publishing',
    () => publishDue(strapi),
    (error) => {
      strapi.log.error(`[publishing] scheduled publish failed: ${(error as Error).message}`);
      return 0;
    },
  );
  let started = false;
  return {
    /** In bootstrap(): one round at once, for what came due while down; the cron task's rounds from then on. */
    start: () => {
      started = true;
      void worker.round();
    },
    /** The cron task's round (config/cron-tasks.ts): none before start or after stop. */
    tick: () => (started ? worker.round() : Promise.resolve(0)),
    /** In destroy(): no new round; waits for the one in progress. */
    stop: () => {
      started = false;
      return worker.stop();
    },
    round: worker.round,
  };
}

const schedulers = new WeakMap<Core.Strapi, ReturnType<typeof createScheduler>>();
/** This instance's scheduler. */
export function schedulerOf(strapi: Core.Strapi) {
  let scheduler = schedulers.get(strapi);
  if (!scheduler) schedulers.set(strapi, (scheduler = createScheduler(strapi)));
  return scheduler;
}
