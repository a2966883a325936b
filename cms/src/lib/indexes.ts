/**
 * Secondary indexes for the paged public lists (GET /blog/get, /project-get), which sort by
 * `createdAt desc, id desc` and search with a case-insensitive `contains` on a few text columns.
 * Without them every list read sorts the whole table: at 10,000 blogs the last page took 180 ms in
 * SQLite, and 0.4 ms with the index (docs/performance.md, `npm run bench -- --scale`).
 *
 * The search columns are part of each index, so SQLite evaluates the search and counts the matches
 * from the index alone instead of reading every row (with its article text). PostgreSQL uses the
 * same B-tree for the order and the page; at this size it scans for the search as fast.
 *
 * Strapi's schema sync creates only the indexes its content types declare, and only drops those it
 * created itself, so these are made here, idempotently, on every start (a table that schema sync
 * rebuilt gets its index back at the next start). Called from bootstrap() in src/index.ts.
 */
import type { Core } from '@strapi/strapi';
import type { ContentUid } from './records';

interface ListIndex {
  uid: ContentUid;
  name: string;
  /** Attribute names, in index order: the sort keys first, then the searched columns. */
  attributes: string[];
}

export const LIST_INDEXES: ListIndex[] = [
  { uid: 'api::blog.blog', name: 'blogs_list_idx', attributes: ['createdAt', 'id', 'title'] },
  {
    uid: 'api::project.project',
    name: 'projects_list_idx',
    attributes: ['createdAt', 'id', 'title', 'client', 'category'],
  },
];

interface Attribute {
  columnName?: string;
}

/** Creates each missing list index; returns the names it created. */
export async function ensureListIndexes(strapi: Core.Strapi, indexes: ListIndex[] = LIST_INDEXES): Promise<string[]> {
  const created: string[] = [];
  for (const index of indexes) {
    const meta = strapi.db.metadata.get(index.uid);
    const attributes = meta.attributes as Record<string, Attribute>;
    const columns = index.attributes.map((name) => attributes[name]?.columnName ?? name);
    const existing = await strapi.db.dialect.schemaInspector.getIndexes(meta.tableName);
    if (existing.some((i) => i.name === index.name)) continue;
    await strapi.db.getSchemaConnection().alterTable(meta.tableName, (table) => {
      table.index(columns, index.name);
    });
    created.push(index.name);
  }
  return created;
}
