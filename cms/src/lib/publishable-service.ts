/**
 * What the services of the two types with draft and publish (blogs and projects, D-11.5) share: a save's mode
 * (the spec's saves publish as they always did; `status=draft` or `publishAt` keeps the public version as it is),
 * the admin's reads of the drafts with their state, publish now or at a time, and unpublish (the draft stays). The
 * queries beneath are in ./publishing.ts; the scheduler that publishes at the time is api/adapter/publishing.ts.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  messages,
  publishingFields,
  type Locale,
  type PublishingFields,
  type PublishState,
} from '@cadmax/contract';
import { auditSubject, type AuditSubject } from './audit';
import { notFound } from './http';
import { isLocalizedType, localesOf } from './locales';
import type { PageQuery } from './paging';
import { publishStates, setPublishAt, type DraftRow } from './publishing';
import type { ContentUid } from './records';
import { parseBody } from './validation';

interface Repository {
  findOne(params: { documentId: string; fields?: string[] }): Promise<Record<string, unknown> | null>;
  update(params: {
    documentId: string;
    locale: Locale;
    data: Record<string, unknown>;
    status: SaveMode['status'];
    populate?: string[];
  }): Promise<unknown>;
  publish(params: { documentId: string; locale?: '*' }): Promise<unknown>;
  unpublish(params: { documentId: string; locale?: '*' }): Promise<unknown>;
}
const repository = (strapi: Core.Strapi, uid: ContentUid) => strapi.documents(uid as never) as unknown as Repository;

/**
 * D-15: a publish or unpublish is the whole record's, every language's version at once (the document service's
 * `locale: '*'`; without it, the English version's only: a Hindi draft stayed unpublished, and an unpublished
 * record's Hindi version stayed public).
 */
const everyVersion = (strapi: Core.Strapi, uid: ContentUid, documentId: string) => ({
  documentId,
  ...(isLocalizedType(strapi, uid) && { locale: '*' as const }),
});

/** Publishes the record's drafts (inside a transaction when one is open). */
export const publishDocument = (strapi: Core.Strapi, uid: ContentUid, documentId: string) =>
  repository(strapi, uid).publish(everyVersion(strapi, uid, documentId));

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

/** After a draft save, or a save of another language's version (D-15): the activity list says what was saved. */
export function describeSave(
  ctx: Context,
  mode: SaveMode,
  row: { documentId: string; title: string },
  locale: Locale = DEFAULT_LOCALE,
): void {
  const said = [
    locale !== DEFAULT_LOCALE && `${LOCALE_NAMES[locale]} version`,
    mode.status === 'draft' && (mode.publishAt ? `Draft, to be published at ${mode.publishAt.toISOString()}` : 'Draft'),
  ].filter(Boolean);
  if (said.length > 0) auditSubject(ctx, { recordId: row.documentId, title: row.title, detail: said.join(', ') });
}

/**
 * An admin list item: the mapped draft with its state and schedule, and the locales it has a version in (D-15: a
 * record without Hindi is marked "needs Hindi").
 */
export type WithState<T> = T & { state: PublishState; publishAt: string | null; locales: Locale[] };

/** The type's lean reads of its drafts (its service's own queries). */
export interface DraftReads<R> {
  page: (
    offset: number,
    limit: number,
    search?: string,
    locale?: Locale,
    missing?: Locale,
  ) => Promise<{ rows: R[]; total: number }>;
  /** The draft, its localized texts in `locale` where it has a version in it. */
  one: (documentId: string, locale?: Locale) => Promise<R | null>;
}

/** An admin list's query: a page, a search, and D-15's "needs Hindi" filter. */
export interface AdminPageQuery extends PageQuery {
  needs?: Locale;
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
    const [states, languages] = await Promise.all([
      publishStates(strapi, uid, rows),
      localesOf(
        strapi,
        uid,
        rows.map((row) => row.documentId),
      ),
    ]);
    return rows.map((row) => ({
      ...spec.toItem(row),
      state: states.get(row.documentId) ?? 'draft',
      publishAt: row.publish_at ?? null,
      locales: languages(row.documentId),
    }));
  }

  async function titleOrNotFound(documentId: string): Promise<string> {
    const title = await titleOf(strapi, uid, documentId);
    if (title === null) throw notFound(spec.notFoundMessage);
    return title;
  }

  return {
    /** A page of the admin's list: every record's draft, newest first, with its state (`needs`: those without it). */
    async adminPage({ page, limit, search, needs }: AdminPageQuery): Promise<{ items: WithState<T>[]; total: number }> {
      const { rows, total } = await spec.drafts.page((page - 1) * limit, limit, search, undefined, needs);
      return { items: await withStates(rows), total };
    },

    /**
     * One record's draft with its state (the admin's edit form), its texts in `locale` where it has a version in it
     * (its `locale` says which): 404 when there is none.
     */
    async adminOne(documentId: string, locale: Locale = DEFAULT_LOCALE): Promise<WithState<T>> {
      const row = await spec.drafts.one(documentId, locale);
      if (!row) throw notFound(spec.notFoundMessage);
      const [item] = await withStates([row]);
      return item;
    },

    /**
     * D-15: a record's version in another locale: its localized texts, published (or kept as a draft) as the save's
     * mode says; the media, slug and dates are the English version's. 404 when there is no such record.
     */
    async translate(
      documentId: string,
      locale: Locale,
      data: Record<string, unknown>,
      mode: SaveMode,
      populate?: string[],
    ): Promise<R> {
      await titleOrNotFound(documentId);
      return (await repository(strapi, uid).update({ documentId, locale, data, status: mode.status, populate })) as R;
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
        await repository(strapi, uid).unpublish(everyVersion(strapi, uid, documentId));
      });
      return { recordId: documentId, title };
    },
  };
}

/** The methods above, for readsOf (the mapped item's type does not matter to a caller that only answers it). */
export type PublishableMethods = ReturnType<typeof publishableMethods<DraftRow, unknown>>;
