/**
 * What the services of the two types with draft and publish (blogs and projects, D-11.5) share: a save's mode
 * (the spec's saves publish as they always did; `status=draft` or `publishAt` keeps the public version as it is),
 * the admin's reads of the drafts with their state, publish now or at a time, and unpublish (the draft stays). The
 * queries beneath are in ./publishing.ts; the scheduler that publishes at the time is api/adapter/publishing.ts.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { messages, publishingFields, type PublishingFields, type PublishState } from '@cadmax/contract';
import { auditSubject, type AuditSubject } from './audit';
import { notFound } from './http';
import type { PageQuery } from './paging';
import { publishStates, setPublishAt, type DraftRow } from './publishing';
import type { ContentUid } from './records';
import { parseBody } from './validation';

interface Repository {
  findOne(params: { documentId: string; fields?: string[] }): Promise<Record<string, unknown> | null>;
  publish(params: { documentId: string }): Promise<unknown>;
  unpublish(params: { documentId: string }): Promise<unknown>;
}
const repository = (strapi: Core.Strapi, uid: ContentUid) => strapi.documents(uid as never) as unknown as Repository;

/** Publishes the record's draft (inside a transaction when one is open). */
export const publishDocument = (strapi: Core.Strapi, uid: ContentUid, documentId: string) =>
  repository(strapi, uid).publish({ documentId });

/** The title the activity list names a record by; null when there is no such record. */
export async function titleOf(strapi: Core.Strapi, uid: ContentUid, documentId: string): Promise<string | null> {
  const draft = await repository(strapi, uid).findOne({ documentId, fields: ['title'] });
  return draft ? String(draft.title ?? '') : null;
}

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
 * save replaces the schedule with the one sent, or none.
 */
export const scheduleData = (mode: SaveMode) => ({ publish_at: mode.status === 'published' ? null : mode.publishAt });

/** After a draft save: the activity list says what became of the record. */
export function describeSave(ctx: Context, mode: SaveMode, row: { documentId: string; title: string }): void {
  if (mode.status === 'published') return;
  const detail = mode.publishAt ? `Draft, to be published at ${mode.publishAt.toISOString()}` : 'Draft';
  auditSubject(ctx, { recordId: row.documentId, title: row.title, detail });
}

/** An admin list item: the mapped draft with its state and schedule. */
export type WithState<T> = T & { state: PublishState; publishAt: string | null };

/** The type's lean reads of its drafts (its service's own queries). */
export interface DraftReads<R> {
  page: (offset: number, limit: number, search?: string) => Promise<{ rows: R[]; total: number }>;
  one: (documentId: string) => Promise<R | null>;
}

/**
 * The service methods a type with draft and publish adds beside its saves. `toItem` maps a draft to the admin's
 * answer; `notFoundMessage` is the 404 for an unknown record. Publish and unpublish return what the activity list
 * names (the controller hands it to the audit trail).
 */
export function publishableMethods<R extends DraftRow, T>(
  strapi: Core.Strapi,
  uid: ContentUid,
  spec: { notFoundMessage: string; toItem: (row: R) => T; drafts: DraftReads<R> },
) {
  async function withStates(rows: R[]): Promise<WithState<T>[]> {
    const states = await publishStates(strapi, uid, rows);
    return rows.map((row) => ({
      ...spec.toItem(row),
      state: states.get(row.documentId) ?? 'draft',
      publishAt: row.publish_at ?? null,
    }));
  }

  async function titleOrNotFound(documentId: string): Promise<string> {
    const title = await titleOf(strapi, uid, documentId);
    if (title === null) throw notFound(spec.notFoundMessage);
    return title;
  }

  return {
    /** A page of the admin's list: every record's draft, newest first, with its state. */
    async adminPage({ page, limit, search }: PageQuery): Promise<{ items: WithState<T>[]; total: number }> {
      const { rows, total } = await spec.drafts.page((page - 1) * limit, limit, search);
      return { items: await withStates(rows), total };
    },

    /** One record's draft with its state (the admin's edit form): 404 when there is none. */
    async adminOne(documentId: string): Promise<WithState<T>> {
      const row = await spec.drafts.one(documentId);
      if (!row) throw notFound(spec.notFoundMessage);
      const [item] = await withStates([row]);
      return item;
    },

    /** Publishes a record now, or schedules it (`at` in the future): 404 when there is no such record. */
    async publish(documentId: string, at?: Date): Promise<{ message: string; subject: AuditSubject }> {
      const title = await titleOrNotFound(documentId);
      if (at && at.getTime() > Date.now()) {
        await setPublishAt(strapi, uid, documentId, at);
        return {
          message: messages.scheduled,
          subject: { recordId: documentId, title, detail: `Scheduled for ${at.toISOString()}` },
        };
      }
      await strapi.db.transaction(async ({ trx }) => {
        await setPublishAt(strapi, uid, documentId, null, trx);
        await publishDocument(strapi, uid, documentId);
      });
      return { message: messages.published, subject: { recordId: documentId, title } };
    },

    /** Takes a record off the public site (its draft stays, and any schedule is cancelled): 404 when there is none. */
    async unpublish(documentId: string): Promise<AuditSubject> {
      const title = await titleOrNotFound(documentId);
      await strapi.db.transaction(async ({ trx }) => {
        await setPublishAt(strapi, uid, documentId, null, trx);
        await repository(strapi, uid).unpublish({ documentId });
      });
      return { recordId: documentId, title };
    },
  };
}

/** The methods above, for readsOf (the mapped item's type does not matter to a caller that only answers it). */
export type PublishableMethods = ReturnType<typeof publishableMethods<DraftRow, unknown>>;
