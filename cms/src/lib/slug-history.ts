/**
 * D-14.6, links never break. Every slug a project, an opening or a service has had on the public site is a row of
 * `cadmax_slug_history` (type, slug, documentId), written by a document service middleware after each save, whoever
 * makes it (the React admin, the panel, the trash's restore, the seed), so one lookup answers an earlier address:
 * the record it belonged to, moved to its current slug (301), in the trash (410), or gone for good (404).
 *
 * Why a table of its own rather than a field of the record: a slug once used by a record stays its own after several
 * renames without the record holding a list, a lookup is one indexed read, and a record in the trash (no longer a
 * row of its type) is still found through it. A slug now held by another record is that record's page: the public
 * read finds it first, before any history is asked.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { slugKey, type SlugType } from '@cadmax/contract';
import { inSchema, type ContentUid } from './records';

export const SLUG_HISTORY_TABLE = 'cadmax_slug_history';

/** The types with a page at a slug (SLUG_PAGES in the contract). */
export const SLUG_UIDS = {
  project: 'api::project.project',
  'job-opening': 'api::job-opening.job-opening',
  service: 'api::service.service',
} as const satisfies Record<SlugType, ContentUid>;

const TRASH_UID = 'api::trash-entry.trash-entry';

export const slugTypeOf = (uid: string): SlugType | undefined =>
  (Object.entries(SLUG_UIDS) as [SlugType, string][]).find(([, u]) => u === uid)?.[0];

const hasDrafts = (strapi: Core.Strapi, uid: ContentUid) =>
  (strapi.contentType(uid as never) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish === true;

/** The slug of a record's public page: its published version's (a draft is not on the site), '' for none. */
async function publicSlugOf(strapi: Core.Strapi, type: SlugType, documentId: string): Promise<string> {
  const uid = SLUG_UIDS[type];
  const row = (await strapi.db.query(uid).findOne({
    select: ['slug'],
    where: { documentId, ...(hasDrafts(strapi, uid) && { publishedAt: { $notNull: true } }) },
  })) as { slug?: string | null } | null;
  return row?.slug?.trim() ? row.slug : '';
}

/** Runs `work` in the current transaction when there is one (on SQLite its one connection), else in its own. */
const inTransaction = <T>(strapi: Core.Strapi, work: (table: () => Knex.QueryBuilder) => Promise<T>) =>
  strapi.db.transaction(({ trx }) => work(() => inSchema(strapi, trx(SLUG_HISTORY_TABLE))));

/** The record a slug last belonged to, if any (the newest row: a slug given up and taken by another is theirs). */
async function ownerOf(table: () => Knex.QueryBuilder, type: SlugType, slug: string): Promise<string | undefined> {
  const row = (await table()
    .where({ type, slug: slugKey(slug) })
    .orderBy('id', 'desc')
    .first('document_id')) as { document_id: string } | undefined;
  return row?.document_id;
}

/** Adds `slug` to the record's history unless it is already the slug's newest owner. */
async function remember(table: () => Knex.QueryBuilder, type: SlugType, slug: string, documentId: string) {
  if (!slug.trim() || (await ownerOf(table, type, slug)) === documentId) return;
  await table().insert({ type, slug: slugKey(slug), document_id: documentId, created_at: new Date() });
}

/** Notes the record's current public slug (after a save). */
export async function noteSlug(strapi: Core.Strapi, type: SlugType, documentId: string): Promise<void> {
  const slug = await publicSlugOf(strapi, type, documentId);
  if (slug) await inTransaction(strapi, (table) => remember(table, type, slug, documentId));
}

/** A record deleted for good leaves no history (its earlier addresses then answer 404). */
export async function forgetSlugs(strapi: Core.Strapi, type: SlugType, documentId: string): Promise<void> {
  await inTransaction(strapi, (table) => table().where({ type, document_id: documentId }).delete());
}

export type SlugAnswer = { moved: string } | { gone: true } | null;

/**
 * What an address whose slug no current record holds answers: the current slug of the record it last belonged to
 * (`moved`), `gone` while that record is in the trash, null otherwise (404).
 */
export async function resolveSlug(strapi: Core.Strapi, type: SlugType, slug: string): Promise<SlugAnswer> {
  if (!slug.trim()) return null;
  const owner = await ownerOf(() => strapi.db.getConnection(SLUG_HISTORY_TABLE), type, slug);
  if (!owner) return null;
  const current = await publicSlugOf(strapi, type, owner);
  if (current) return current === slug ? null : { moved: current };
  const trashed = await strapi.db.query(TRASH_UID).count({ where: { record_type: type, record_id: owner } });
  return trashed > 0 ? { gone: true } : null;
}

/**
 * Whether another record (either version of it) has this slug, compared as the public pages look it up: trimmed and
 * in any case (a seeded career slug 'Interior ' holds 'interior'). The LIKE narrows the rows, the key decides.
 */
export async function slugTaken(
  strapi: Core.Strapi,
  type: SlugType,
  slug: string,
  exceptDocumentId?: string,
): Promise<boolean> {
  const key = slugKey(slug);
  const where = {
    slug: { $containsi: key },
    ...(exceptDocumentId && { documentId: { $ne: exceptDocumentId } }),
  };
  const rows = (await strapi.db.query(SLUG_UIDS[type]).findMany({ select: ['slug'], where })) as {
    slug: string | null;
  }[];
  return rows.some((r) => slugKey(r.slug ?? '') === key);
}

const SAVES = new Set(['create', 'update', 'publish', 'clone']);

/** In register(): every save of a record with a page notes its public slug, in the save's transaction. */
export function keepSlugHistory(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const type = slugTypeOf(context.uid);
    if (!type || !SAVES.has(context.action)) return result;
    const answer = result as { documentId?: string; entries?: { documentId?: string }[] } | null | undefined;
    const documentId =
      answer?.documentId ??
      answer?.entries?.[0]?.documentId ??
      (context.params as { documentId?: string } | undefined)?.documentId;
    if (documentId) await noteSlug(strapi, type, documentId);
    return result;
  });
}

/**
 * At start, before the seed: the table, and the slugs of records saved before it (the current ones and those in the
 * trash), so their addresses are known from the first rename on.
 */
export async function ensureSlugHistory(strapi: Core.Strapi): Promise<void> {
  const schema = () => strapi.db.getSchemaConnection();
  if (!(await schema().hasTable(SLUG_HISTORY_TABLE))) {
    try {
      await schema().createTable(SLUG_HISTORY_TABLE, (table) => {
        table.increments('id');
        table.string('type', 40).notNullable();
        table.string('slug', 255).notNullable();
        table.string('document_id', 255).notNullable();
        table.timestamp('created_at', { useTz: true });
        table.index(['type', 'slug'], `${SLUG_HISTORY_TABLE}_lookup`);
      });
    } catch (error) {
      // Two instances starting together: the second finds it made.
      if (!(await schema().hasTable(SLUG_HISTORY_TABLE))) throw error;
    }
  }
  for (const [type, uid] of Object.entries(SLUG_UIDS) as [SlugType, ContentUid][]) {
    const rows = (await strapi.db.query(uid).findMany({
      select: ['documentId', 'slug'],
      where: hasDrafts(strapi, uid) ? { publishedAt: { $notNull: true } } : {},
    })) as { documentId: string; slug: string | null }[];
    const trashed = (await strapi.db.query(TRASH_UID).findMany({
      select: ['record_id', 'snapshot'],
      where: { record_type: type },
    })) as { record_id: string; snapshot: { fields?: { slug?: unknown } } | null }[];
    const known = [
      ...rows.map((r) => ({ documentId: r.documentId, slug: r.slug ?? '' })),
      ...trashed.map((t) => ({ documentId: t.record_id, slug: String(t.snapshot?.fields?.slug ?? '') })),
    ].filter((r) => r.slug.trim());
    if (!known.length) continue;
    await inTransaction(strapi, async (table) => {
      const seen = new Set(
        ((await table().where({ type }).select('document_id')) as { document_id: string }[]).map((r) => r.document_id),
      );
      for (const r of known) if (!seen.has(r.documentId)) await remember(table, type, r.slug, r.documentId);
    });
  }
}
