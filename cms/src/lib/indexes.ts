/**
 * Secondary indexes for the paged lists of blogs and projects (GET /blog/get, /project-get, and the admin's lists
 * of their drafts), which sort by `createdAt desc, id desc` and search with a case-insensitive `contains` on a few
 * text columns, and for the public pages' other reads of projects (PAGE_INDEXES: a project by its slug, the home
 * page's slider, the upcoming projects).
 * Without them every list read sorts the whole table, and every miss of the home, blog and project pages reads
 * all the projects: costs that grow with the table (the figures: docs/performance.md, `npm run bench -- --scale`).
 *
 * The search columns are part of each index, so SQLite checks a search's LIKE from the index alone instead of
 * reading every row (with its article text): all a text too short for the text index needs, and the check of the
 * rows the text index found (./text-search.ts). PostgreSQL uses the same B-tree for the order and the page.
 *
 * Strapi's schema sync creates only the indexes its content types declare, and only drops those it
 * created itself, so these are made here, idempotently, on every start (a table that schema sync
 * rebuilt gets its index back at the next start). Called from bootstrap() in src/index.ts.
 */
import type { Core } from '@strapi/strapi';
import type { ContentUid } from './records';
import { submissionFingerprint } from './submissions';

/** Which rows an index holds: blogs and projects have draft and publish (D-11.5), each version read apart. */
type Version = 'published' | 'draft';

interface ListIndex {
  uid: ContentUid;
  name: string;
  /** Attribute names, in index order: the sort keys first, then the searched columns. */
  attributes: string[];
  /**
   * A partial index of one version's rows: the public lists read `published_at IS NOT NULL`, the admin's
   * `IS NULL`. With the condition in the index, SQLite and PostgreSQL walk only that version's entries and never
   * read a row to check its `published_at`, a check that grows with the table (docs/performance.md).
   */
  version: Version;
  /** Attributes the index holds only the rows with a value of (the home page's few featured projects). */
  notNull?: string[];
}

const BLOG = { uid: 'api::blog.blog', table: 'blogs', attributes: ['createdAt', 'id', 'title'] } as const;
const PROJECT = {
  uid: 'api::project.project',
  table: 'projects',
  attributes: ['createdAt', 'id', 'title', 'client', 'category'],
} as const;

export const LIST_INDEXES: ListIndex[] = [BLOG, PROJECT].flatMap(({ uid, table, attributes }) =>
  (['published', 'draft'] as const).map((version) => ({
    uid,
    name: `${table}_${version}_list_idx`,
    attributes: [...attributes],
    version,
  })),
);

/**
 * The public pages' other reads of projects, each of which would otherwise read the whole table on every miss: a
 * project's page by its slug, the home page's 'Our Work' slider (the projects with a home position, in its order)
 * and the blog page's upcoming projects (in the seeded order).
 */
export const PAGE_INDEXES: ListIndex[] = [
  { uid: PROJECT.uid, name: 'projects_slug_idx', attributes: ['slug'], version: 'published' },
  {
    uid: PROJECT.uid,
    name: 'projects_home_idx',
    attributes: ['home_position', 'id'],
    version: 'published',
    notNull: ['home_position'],
  },
  {
    uid: PROJECT.uid,
    name: 'projects_upcoming_idx',
    attributes: ['upcoming', 'createdAt', 'id'],
    version: 'published',
  },
];

/** The indexes of earlier releases (every version's rows in one), dropped where they are found. */
export const FORMER_LIST_INDEXES = [
  { uid: BLOG.uid, name: 'blogs_list_idx' },
  { uid: PROJECT.uid, name: 'projects_list_idx' },
];

interface Attribute {
  columnName?: string;
}

/** Creates each missing list and page index and drops the former ones; returns the names it created. */
export async function ensureListIndexes(
  strapi: Core.Strapi,
  indexes: ListIndex[] = [...LIST_INDEXES, ...PAGE_INDEXES],
): Promise<string[]> {
  const created: string[] = [];
  const columnOf = (uid: ContentUid, name: string) =>
    (strapi.db.metadata.get(uid).attributes as Record<string, Attribute>)[name]?.columnName ?? name;
  // Each table's index names, read once per start.
  const names = new Map<string, Promise<Set<string>>>();
  const indexNamesOf = (tableName: string) => {
    if (!names.has(tableName))
      names.set(
        tableName,
        strapi.db.dialect.schemaInspector.getIndexes(tableName).then((all) => new Set(all.map((i) => i.name))),
      );
    return names.get(tableName) as Promise<Set<string>>;
  };
  for (const index of indexes) {
    const { tableName } = strapi.db.metadata.get(index.uid);
    if ((await indexNamesOf(tableName)).has(index.name)) continue;
    const publishedAt = columnOf(index.uid, 'publishedAt');
    const knex = strapi.db.connection;
    const predicate = index.version === 'published' ? knex.whereNotNull(publishedAt) : knex.whereNull(publishedAt);
    for (const name of index.notNull ?? []) predicate.whereNotNull(columnOf(index.uid, name));
    // `published_at` ends the columns too: SQLite checks the condition from the index then, reading no row for the
    // entries a deep page skips.
    const columns = [...index.attributes, 'publishedAt'].map((name) => columnOf(index.uid, name));
    await strapi.db.getSchemaConnection().alterTable(tableName, (table) => {
      table.index(columns, index.name, { predicate });
    });
    created.push(index.name);
  }
  for (const former of FORMER_LIST_INDEXES) {
    const { tableName } = strapi.db.metadata.get(former.uid);
    if (!(await indexNamesOf(tableName)).has(former.name)) continue;
    await strapi.db.getSchemaConnection().alterTable(tableName, (table) => {
      table.dropIndex([], former.name);
    });
  }
  return created;
}

/**
 * A public form's submission fingerprint (lib/submissions.ts: its key and content), unique, on the types a form stores
 * with mails. Rows without a key (stored before keys, or by a caller of the API that sends none) are NULL, which both
 * SQLite and PostgreSQL let repeat. The database enforces it (Strapi's `unique` is a check in the application, with a
 * race). `former`: the index of earlier releases, on the bare key and the address, under which a second enquiry with a
 * key another page view had used was dropped (docs/security.md, "Submission keys").
 */
export const SUBMISSION_INDEXES = [
  {
    uid: 'api::contact-enquiry.contact-enquiry',
    name: 'contact_enquiries_submission_uq',
    former: 'contact_enquiries_submission_key_uq',
  },
  {
    uid: 'api::job-application.job-application',
    name: 'job_applications_submission_uq',
    former: 'job_applications_submission_key_uq',
  },
] as const satisfies { uid: ContentUid; name: string; former: string }[];

/** A bare key of an earlier release: 22 characters (a fingerprint has 43). */
const BARE_KEY_LENGTH = 22;

/**
 * Creates each missing submission index and drops the former one; returns the names it created. Rows of earlier
 * releases hold a bare key, unique only with their address (one cached page's key was shared by its visitors): each
 * becomes the fingerprint of its key and address first, so the column alone is unique. No new submission has that
 * fingerprint (its content is part of it), so a resend across the upgrade stores once more: a duplicate, never a loss.
 */
export async function ensureSubmissionIndexes(strapi: Core.Strapi): Promise<string[]> {
  const created: string[] = [];
  for (const index of SUBMISSION_INDEXES) {
    const { tableName, attributes } = strapi.db.metadata.get(index.uid);
    const names = new Set((await strapi.db.dialect.schemaInspector.getIndexes(tableName)).map((i) => i.name));
    const columnOf = (name: string) => (attributes as Record<string, Attribute>)[name]?.columnName ?? name;
    const [id, key, email] = ['id', 'submission_key', 'email'].map(columnOf) as [string, string, string];
    if (!names.has(index.name)) {
      const knex = strapi.db.connection;
      const bare = (await knex(tableName)
        .select(id, key, email)
        .whereRaw('length(??) = ?', [key, BARE_KEY_LENGTH])) as Record<string, string | number>[];
      for (const row of bare)
        await knex(tableName)
          .where(id, row[id]!)
          .update({ [key]: submissionFingerprint(String(row[key]), { email: String(row[email] ?? '') }) });
      await strapi.db.getSchemaConnection().alterTable(tableName, (table) => {
        table.unique([key], { indexName: index.name });
      });
      created.push(index.name);
    }
    if (names.has(index.former))
      await strapi.db.getSchemaConnection().alterTable(tableName, (table) => {
        table.dropUnique([], index.former);
      });
  }
  return created;
}

/**
 * D-14.2: a record's versions, newest first: the history list, a save's look at the newest (is anything new?) and the
 * thinning past the kept number read this order, which without it would sort every record's versions.
 */
export const VERSION_INDEX = {
  uid: 'api::record-version.record-version',
  name: 'record_versions_record_idx',
  attributes: ['record_type', 'record_id', 'createdAt', 'id'],
} as const satisfies { uid: ContentUid; name: string; attributes: string[] };

/** Creates the versions' index when missing; returns whether it did. */
export async function ensureVersionIndex(strapi: Core.Strapi): Promise<boolean> {
  const { tableName, attributes } = strapi.db.metadata.get(VERSION_INDEX.uid);
  const existing = await strapi.db.dialect.schemaInspector.getIndexes(tableName);
  if (existing.some((i) => i.name === VERSION_INDEX.name)) return false;
  const columnOf = (name: string) => (attributes as Record<string, Attribute>)[name]?.columnName ?? name;
  await strapi.db.getSchemaConnection().alterTable(tableName, (table) => {
    table.index(VERSION_INDEX.attributes.map(columnOf), VERSION_INDEX.name);
  });
  return true;
}
