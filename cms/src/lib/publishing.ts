/**
 * Drafts and scheduled publishing of blogs and projects (D-11.5, Strapi's draft and publish): every record has a
 * draft row (its latest fields, what the admin edits) and, once published, one published row (what the public reads).
 * A 'Publish at' time is stored on the draft row (`publish_at`), so a schedule survives restarts; the scheduler
 * (api/adapter/publishing.ts) claims a due row by clearing it with a conditional UPDATE.
 *
 * These are the queries beneath that: the state of a page of drafts, setting a schedule without touching the draft's
 * last-edit time (a schedule is no edit), and the claim.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { PublishState } from '@cadmax/contract';
import { inSchema, type ContentUid } from './records';

interface Columns {
  table: string;
  id: string;
  documentId: string;
  updatedAt: string;
  publishedAt: string;
  publishAt: string;
}

function columnsOf(strapi: Core.Strapi, uid: ContentUid): Columns {
  const meta = strapi.db.metadata.get(uid);
  const attributes = meta.attributes as Record<string, { columnName?: string }>;
  const col = (name: string) => attributes[name]?.columnName ?? name;
  return {
    table: meta.tableName,
    id: col('id'),
    documentId: col('documentId'),
    updatedAt: col('updatedAt'),
    publishedAt: col('publishedAt'),
    publishAt: col('publish_at'),
  };
}

const table = (strapi: Core.Strapi, name: string, trx?: Knex.Transaction) =>
  trx ? inSchema(strapi, trx(name)) : strapi.db.getConnection(name);

const time = (value: unknown) => (value instanceof Date ? value : new Date(value as string)).getTime();

/** A draft as the admin's reads have it. */
export interface DraftRow {
  documentId: string;
  updatedAt: string;
  publish_at?: string | null;
}

/**
 * Each draft's state: `scheduled` while it has a 'Publish at' time; `draft` when no published row exists; `modified`
 * when the draft was edited after it was published (Strapi's panel compares the same two times); else `published`.
 */
export async function publishStates(
  strapi: Core.Strapi,
  uid: ContentUid,
  drafts: readonly DraftRow[],
): Promise<Map<string, PublishState>> {
  const c = columnsOf(strapi, uid);
  const ids = drafts.map((d) => d.documentId);
  const published = ids.length
    ? ((await table(strapi, c.table)
        .select(`${c.documentId} as documentId`, `${c.updatedAt} as updatedAt`)
        .whereNotNull(c.publishedAt)
        .whereIn(c.documentId, ids)) as { documentId: string; updatedAt: unknown }[])
    : [];
  const publishedAt = new Map(published.map((row) => [row.documentId, time(row.updatedAt)]));
  return new Map(
    drafts.map((draft): [string, PublishState] => {
      const live = publishedAt.get(draft.documentId);
      // A read without the draft's last edit would compare NaN and call every edited record 'published'.
      if (draft.updatedAt == null) throw new Error(`publishStates: ${uid}'s draft read lacks updatedAt`);
      if (draft.publish_at) return [draft.documentId, 'scheduled'];
      if (live === undefined) return [draft.documentId, 'draft'];
      return [draft.documentId, time(draft.updatedAt) > live ? 'modified' : 'published'];
    }),
  );
}

/**
 * Sets or clears a draft's 'Publish at' time (its last-edit time stays). Inside a transaction pass its `trx`: on
 * SQLite a query beside it would wait for the one connection the transaction holds.
 */
export async function setPublishAt(
  strapi: Core.Strapi,
  uid: ContentUid,
  documentId: string,
  at: Date | null,
  trx?: Knex.Transaction,
): Promise<void> {
  const c = columnsOf(strapi, uid);
  await table(strapi, c.table, trx)
    .where(c.documentId, documentId)
    .whereNull(c.publishedAt)
    .update({ [c.publishAt]: at });
}

/** Drafts whose 'Publish at' time has come, oldest schedule first. */
export async function dueDrafts(
  strapi: Core.Strapi,
  uid: ContentUid,
  now: Date,
  limit: number,
): Promise<{ id: number; documentId: string }[]> {
  const c = columnsOf(strapi, uid);
  return (await table(strapi, c.table)
    .select(`${c.id} as id`, `${c.documentId} as documentId`)
    .whereNull(c.publishedAt)
    .whereNotNull(c.publishAt)
    .where(c.publishAt, '<=', now)
    .orderBy([c.publishAt, c.id])
    .limit(limit)) as { id: number; documentId: string }[];
}

/**
 * Claims a due draft inside `trx`: only one instance's UPDATE still finds its time set (on PostgreSQL a second
 * instance's UPDATE waits for the first transaction and then matches nothing; SQLite runs one writer at a time).
 */
export async function claimDue(
  strapi: Core.Strapi,
  uid: ContentUid,
  id: number,
  now: Date,
  trx: Knex.Transaction,
): Promise<boolean> {
  const c = columnsOf(strapi, uid);
  const claimed = await table(strapi, c.table, trx)
    .where(c.id, id)
    .whereNull(c.publishedAt)
    .whereNotNull(c.publishAt)
    .where(c.publishAt, '<=', now)
    .update({ [c.publishAt]: null });
  return claimed === 1;
}
