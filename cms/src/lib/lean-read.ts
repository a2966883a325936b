/**
 * Lean reads for the public API (the content types' services use them; docs/performance.md). A cache
 * miss through the document service spent most of its CPU on Strapi's machinery rather than on SQLite:
 * validating and transforming the params, selecting every column of the row and of every media file
 * (focal point, provider metadata...), one populate query per media field, and converting each column.
 * These are plain Knex queries naming only the columns the answer needs: one for the rows (and a count for a
 * page), and one for the media of all the lists a page reads together.
 *
 * Same rows as the document service: a type with draft and publish gets only its published rows (the
 * public API never shows a draft) unless a query asks for the drafts (the admin's reads). A localized type (D-15,
 * ./locales.ts) is read in English, its default locale: its rows decide which records a read finds, their order, media
 * and shared fields; a read `locale` other than English then takes each record's localized texts from its version in
 * that locale where it has one (of the same version: published or draft), and every row of a localized type says
 * which locale its texts are (`locale`). Values are converted as Strapi's fields convert them (datetime → ISO text, boolean,
 * number, json), so the mapped answers are byte-identical to the document service's.
 */
import { factories, type Core } from '@strapi/strapi';
import { compile, compiledOnce, execute, type DbRow } from './compiled-sql';
import { qualified } from './table-name';
import { FILE_UID, noteRead } from './content-changes';
import type { ContentUid } from './records';
import { whereContains } from './text-search';
import { isLocalizedAttribute, isLocalizedType } from './locales';
import { DEFAULT_LOCALE, type Locale } from '@cadmax/contract';

type Value = string | number | boolean;
type Direction = 'asc' | 'desc';

/** What a media field needs: `url` (id and url: the admin lists) or `media` (all toMedia reads). */
export type MediaShape = 'url' | 'media';

export interface LeanSpec {
  /** Scalar attributes, by their Strapi names. */
  fields: readonly string[];
  /** Media attributes, by their Strapi names. */
  media?: Readonly<Record<string, MediaShape>>;
}

export interface LeanQuery {
  /** Attribute = value, or attribute IS NOT NULL. */
  where?: Readonly<Record<string, Value | { $notNull: true }>>;
  /**
   * Any of the attributes contains the text, case-insensitively (Strapi's `$containsi`, wildcards matched literally),
   * found through the type's text index (./text-search.ts).
   */
  search?: { text: string; fields: readonly string[] };
  orderBy: readonly (readonly [string, Direction])[];
  /**
   * For a type with draft and publish: the published rows (the default, all the public ever reads) or the drafts
   * (D-11.5: the admin's lists and the signed preview). Every document has a draft; a published one also has one
   * published row.
   */
  version?: 'published' | 'draft';
  offset?: number;
  limit?: number;
  /** D-15: whose texts the rows of a localized type hold (./locales.ts); English when absent. */
  locale?: Locale;
  /** D-15: only the records of a localized type that have no version (of the read's version) in this locale. */
  missing?: Locale;
}

interface Attribute {
  type: string;
  columnName?: string;
  relation?: string;
  target?: string;
}

interface Meta {
  tableName: string;
  attributes: Record<string, Attribute>;
}

interface MorphJoinTable {
  name: string;
  joinColumn: { name: string };
  morphColumn: { idColumn: { name: string }; typeColumn: { name: string }; typeField?: string };
}

type Convert = (value: unknown) => unknown;
type Knex = Core.Strapi['db']['connection'];
type Builder = ReturnType<Knex['select']>;

const same: Convert = (v) => v;

/** Strapi's JSONField.fromDB: text is parsed (twice for rows some 5.0 release candidates stored stringified twice). */
const fromJson: Convert = (v) => {
  if (typeof v !== 'string') return v;
  try {
    const parsed = JSON.parse(v);
    return typeof parsed === 'string' ? JSON.parse(parsed) : parsed;
  } catch {
    return v;
  }
};

/**
 * A media file's `formats` (a few hundred bytes of JSON per file, every file of a page on every miss): the
 * parsed value is kept by its text, bounded. Shared between answers, so read-only (the mappers only read it).
 */
const FORMATS_MAX = 2000;
const parsedFormats = new Map<string, unknown>();
const fromFormats: Convert = (v) => {
  if (typeof v !== 'string') return fromJson(v);
  let parsed = parsedFormats.get(v);
  if (parsed === undefined) {
    parsed = fromJson(v);
    if (parsedFormats.size >= FORMATS_MAX) parsedFormats.delete(parsedFormats.keys().next().value as string);
    parsedFormats.set(v, parsed);
  }
  return parsed;
};

/** Strapi's fields' fromDB, per attribute type (null stays null, as in Strapi's row transform). */
const CONVERT: Record<string, Convert> = {
  increments: same,
  string: same,
  text: same,
  richtext: same,
  email: same,
  uid: same,
  enumeration: same,
  password: same,
  date: same,
  json: fromJson,
  blocks: fromJson,
  integer: Number,
  float: Number,
  decimal: Number,
  biginteger: (v) => String(v),
  datetime: (v) => {
    const date = v instanceof Date ? v : new Date(v as string | number);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  },
  boolean: (v) => (typeof v === 'boolean' ? v : String(v) === '1' ? true : String(v) === '0' ? false : null),
};

/** The file attributes each media shape reads. */
const FILE_FIELDS: Record<MediaShape, readonly string[]> = {
  url: ['id', 'url'],
  media: ['id', 'url', 'width', 'height', 'alternativeText', 'formats'],
};

interface Plan {
  table: string;
  columns: { name: string; column: string; convert: Convert }[];
  where: (qb: Builder) => void;
}

const metaOf = (strapi: Core.Strapi, uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;

function scalar(meta: Meta, uid: string, name: string) {
  const attribute = meta.attributes[name];
  const convert = attribute && CONVERT[attribute.type];
  if (!attribute?.columnName || !convert)
    throw new Error(`${uid}.${name} is not a scalar attribute a lean read can select`);
  return { name, column: attribute.columnName, convert };
}

const hasDraftAndPublish = (strapi: Core.Strapi, uid: ContentUid) =>
  (strapi.contentType(uid) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish === true;

/** The version condition (published or draft rows) of a read of a type with draft and publish. */
function whereVersion(qb: Builder, column: string, version: LeanQuery['version']) {
  if (version === 'draft') qb.whereNull(column);
  else qb.whereNotNull(column);
}

function plan(strapi: Core.Strapi, uid: ContentUid, spec: LeanSpec, query: LeanQuery): Plan {
  const meta = metaOf(strapi, uid);
  const draftAndPublish = hasDraftAndPublish(strapi, uid);
  const localized = isLocalizedType(strapi, uid);
  const col = (name: string) => `t.${scalar(meta, uid, name).column}`;
  const where = (qb: Builder) => {
    if (draftAndPublish) whereVersion(qb, col('publishedAt'), query.version);
    // D-15: one row per record, its English one (whatever locale the texts are read in).
    if (localized) qb.where(col('locale'), DEFAULT_LOCALE);
    for (const [name, value] of Object.entries(query.where ?? {})) {
      if (typeof value === 'object') qb.whereNotNull(col(name));
      else qb.where(col(name), value);
    }
    if (query.search?.text) {
      const { fields, text } = query.search;
      const other = localized && query.locale && query.locale !== DEFAULT_LOCALE ? query.locale : undefined;
      if (!other) whereContains(strapi, qb, uid, fields, text);
      else {
        // D-15: a list searched in another language finds a record by its English texts or by its version's there.
        const version = strapi.db.connection
          .from(`${qualified(strapi, meta.tableName)} as v`)
          .select(strapi.db.connection.raw('1'))
          .whereRaw('?? = ??', [`v.${scalar(meta, uid, 'documentId').column}`, col('documentId')])
          .where(`v.${scalar(meta, uid, 'locale').column}`, other);
        if (draftAndPublish) whereVersion(version, `v.${scalar(meta, uid, 'publishedAt').column}`, query.version);
        whereContains(strapi, version, uid, fields, text, 'v');
        qb.where((either) => {
          either.where((english) => whereContains(strapi, english, uid, fields, text));
          either.orWhereExists(version);
        });
      }
    }
    if (localized && query.missing) {
      const other = strapi.db.connection
        .from(`${qualified(strapi, meta.tableName)} as o`)
        .select(strapi.db.connection.raw('1'))
        .whereRaw('?? = ??', [`o.${scalar(meta, uid, 'documentId').column}`, col('documentId')])
        .where(`o.${scalar(meta, uid, 'locale').column}`, query.missing);
      if (draftAndPublish) whereVersion(other, `o.${scalar(meta, uid, 'publishedAt').column}`, query.version);
      qb.whereNotExists(other);
    }
  };
  const names = new Set(['id', ...spec.fields, ...(localized ? ['documentId'] : [])]);
  return { table: meta.tableName, columns: [...names].map((name) => scalar(meta, uid, name)), where };
}

/**
 * D-15: the rows' localized texts in `locale` where their record has a version in it (of the rows' version), and
 * each row's `locale`: the one its texts are in. The rows are a localized type's English ones (with `documentId`).
 */
async function inLocale(strapi: Core.Strapi, uid: ContentUid, spec: LeanSpec, query: LeanQuery, rows: DbRow[]) {
  if (!isLocalizedType(strapi, uid)) return;
  for (const row of rows) row.locale = DEFAULT_LOCALE;
  const locale = query.locale ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE || rows.length === 0) return;
  const names = spec.fields.filter((name) => isLocalizedAttribute(strapi, uid, name));
  if (names.length === 0) return;
  const meta = metaOf(strapi, uid);
  const columns = ['documentId', ...names].map((name) => scalar(meta, uid, name));
  const qb = strapi.db.connection
    .from(`${qualified(strapi, meta.tableName)} as t`)
    .select(columns.map((c) => `t.${c.column}`))
    .where(`t.${scalar(meta, uid, 'locale').column}`, locale)
    .whereIn(`t.${scalar(meta, uid, 'documentId').column}`, [...new Set(rows.map((row) => String(row.documentId)))]);
  if (hasDraftAndPublish(strapi, uid)) whereVersion(qb, `t.${scalar(meta, uid, 'publishedAt').column}`, query.version);
  const own = new Map<unknown, DbRow>();
  for (const found of (await qb) as DbRow[]) {
    const row = convertRow(found, columns);
    own.set(row.documentId, row);
  }
  for (const row of rows) {
    const translated = own.get(row.documentId);
    if (!translated) continue;
    for (const name of names) row[name] = translated[name];
    row.locale = locale;
  }
}

function convertRow(row: DbRow, columns: Plan['columns']): DbRow {
  const out: DbRow = {};
  for (const { name, column, convert } of columns) {
    const value = row[column];
    out[name] = value === null || value === undefined ? null : convert(value);
  }
  return out;
}

/** One list's media, waiting for the batch's query. */
interface MediaWanted {
  uid: ContentUid;
  names: string[];
  ids: number[];
  columns: string[];
  done: (files: DbRow[]) => void;
  fail: (error: unknown) => void;
}
const waiting = new Map<Core.Strapi, { wanted: MediaWanted[]; ids: number }>();
/** The owners one media query binds at most (SQLite binds 32,766 values, PostgreSQL 65,535). */
const MEDIA_BATCH_IDS = 2000;

/**
 * The media rows of some fields of some rows. The lists a page reads together (the home page has five with
 * media) ask within one turn of the event loop: they wait for the end of that turn and share one query, as do the
 * requests that arrive together, up to a bounded number of owners per query.
 */
function mediaRows(strapi: Core.Strapi, wanted: Omit<MediaWanted, 'done' | 'fail'>): Promise<DbRow[]> {
  return new Promise((done, fail) => {
    let batch = waiting.get(strapi);
    if (!batch || batch.ids + wanted.ids.length > MEDIA_BATCH_IDS) {
      const started = { wanted: [] as MediaWanted[], ids: 0 };
      batch = started;
      waiting.set(strapi, started);
      setImmediate(() => {
        if (waiting.get(strapi) === started) waiting.delete(strapi);
        void readMedia(strapi, started.wanted);
      });
    }
    batch.ids += wanted.ids.length;
    batch.wanted.push({ ...wanted, done, fail });
  });
}

async function readMedia(strapi: Core.Strapi, batch: MediaWanted[]) {
  try {
    const fileMeta = metaOf(strapi, FILE_UID);
    const join = (fileMeta.attributes.related as unknown as { joinTable: MorphJoinTable }).joinTable;
    const { idColumn, typeColumn, typeField = 'field' } = join.morphColumn;
    const columns = [...new Set(batch.flatMap((w) => w.columns))].map(
      (name) => scalar(fileMeta, FILE_UID, name).column,
    );
    // Concurrent requests for one page ask for the same lists: one condition per type and fields, over the union of
    // their ids, keeps the query (and its compiled, prepared statement) the same however many requests share it.
    const groups = new Map<string, { uid: ContentUid; names: string[]; ids: Set<number> }>();
    for (const w of batch) {
      const names = [...w.names].sort();
      const id = `${w.uid} ${names.join(' ')}`;
      const group = groups.get(id) ?? { uid: w.uid, names, ids: new Set<number>() };
      for (const owner of w.ids) group.ids.add(owner);
      groups.set(id, group);
    }
    const conditions = [...groups.keys()]
      .sort()
      .map((id) => groups.get(id)!)
      .map(({ uid, names, ids }) => ({ uid, names, ids: [...ids].sort((a, b) => a - b) }));
    const key = ['media', columns, conditions.map((c) => [c.uid, c.names, c.ids])];
    const files = await execute(
      strapi,
      compiledOnce(strapi, key, () =>
        compile(
          strapi.db.connection
            .from(`${qualified(strapi, join.name)} as m`)
            .join(`${qualified(strapi, fileMeta.tableName)} as f`, `f.id`, `m.${join.joinColumn.name}`)
            .select(
              `m.${typeColumn.name} as __type`,
              `m.${idColumn.name} as __owner`,
              `m.${typeField} as __field`,
              ...columns.map((c) => `f.${c}`),
            )
            .where((any) => {
              for (const c of conditions) {
                any.orWhere((one) =>
                  one
                    .where(`m.${typeColumn.name}`, c.uid)
                    .whereIn(`m.${typeField}`, c.names)
                    .whereIn(`m.${idColumn.name}`, c.ids),
                );
              }
            })
            .orderBy([
              { column: 'm.order', order: 'asc' },
              { column: 'm.id', order: 'asc' },
            ]),
        ),
      ),
    );
    for (const w of batch) {
      const ids = new Set(w.ids);
      w.done(
        files.filter((f) => f.__type === w.uid && ids.has(Number(f.__owner)) && w.names.includes(f.__field as string)),
      );
    }
  } catch (error) {
    for (const w of batch) w.fail(error);
  }
}

/**
 * Every media field of the rows, in Strapi's order (the join table's `order`), attached to the rows: a
 * single media field gets its first file or null, a multiple one its list ([] when empty).
 */
async function attachMedia(
  strapi: Core.Strapi,
  uid: ContentUid,
  media: Readonly<Record<string, MediaShape>>,
  rows: DbRow[],
) {
  const names = Object.keys(media);
  if (names.length === 0 || rows.length === 0) return;
  const meta = metaOf(strapi, uid);
  const fileMeta = metaOf(strapi, FILE_UID);
  const multiple = new Map(
    names.map((name) => {
      const attribute = meta.attributes[name];
      if (attribute?.target !== FILE_UID) throw new Error(`${uid}.${name} is not a media attribute`);
      return [name, attribute.relation === 'morphMany'] as const;
    }),
  );
  const wanted = [...new Set(names.flatMap((name) => FILE_FIELDS[media[name]]))];
  const fileColumns = wanted.map((name) => {
    const column = scalar(fileMeta, FILE_UID, name);
    return name === 'formats' ? { ...column, convert: fromFormats } : column;
  });
  const files = await mediaRows(strapi, { uid, names, ids: rows.map((r) => r.id as number), columns: wanted });
  const byOwner = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) for (const name of names) row[name] = multiple.get(name) ? [] : null;
  for (const file of files) {
    const owner = byOwner.get(Number(file.__owner));
    const name = file.__field as string;
    if (!owner) continue;
    const value = convertRow(file, fileColumns);
    if (multiple.get(name)) (owner[name] as DbRow[]).push(value);
    else if (owner[name] === null) owner[name] = value;
  }
}

function ordered(qb: Builder, query: LeanQuery, meta: Meta, uid: string) {
  qb.orderBy(query.orderBy.map(([name, order]) => ({ column: `t.${scalar(meta, uid, name).column}`, order })));
  if (query.offset) qb.offset(query.offset);
  if (query.limit !== undefined) qb.limit(query.limit);
  return qb;
}

/** The rows the query selects, with their media, shaped as the document service returns them. */
export async function leanFindMany<T>(
  strapi: Core.Strapi,
  uid: ContentUid,
  spec: LeanSpec,
  query: LeanQuery,
): Promise<T[]> {
  noteRead(uid);
  if (spec.media && Object.keys(spec.media).length > 0) noteRead(FILE_UID);
  const read = compiledOnce(strapi, ['rows', uid, spec.fields, query], () => {
    const p = plan(strapi, uid, spec, query);
    const qb = strapi.db.connection
      .from(`${qualified(strapi, p.table)} as t`)
      .select(p.columns.map((c) => `t.${c.column}`));
    p.where(qb);
    return { ...compile(ordered(qb, query, metaOf(strapi, uid), uid)), columns: p.columns };
  });
  const rows = (await execute(strapi, read)).map((row) => convertRow(row, read.columns));
  await Promise.all([attachMedia(strapi, uid, spec.media ?? {}, rows), inLocale(strapi, uid, spec, query, rows)]);
  return rows as T[];
}

export async function leanFindFirst<T>(
  strapi: Core.Strapi,
  uid: ContentUid,
  spec: LeanSpec,
  query: LeanQuery,
): Promise<T | null> {
  const [row] = await leanFindMany<T>(strapi, uid, spec, { ...query, limit: 1 });
  return row ?? null;
}

/** How many rows the query's conditions select (its order, offset and limit aside). */
export async function leanCount(
  strapi: Core.Strapi,
  uid: ContentUid,
  query: Pick<LeanQuery, 'where' | 'search' | 'version' | 'missing' | 'locale'>,
): Promise<number> {
  noteRead(uid);
  const key = ['count', uid, query.where, query.search, query.version, query.missing, query.search && query.locale];
  const read = compiledOnce(strapi, key, () => {
    const p = plan(strapi, uid, { fields: [] }, { ...query, orderBy: [] });
    const qb = strapi.db.connection.from(`${qualified(strapi, p.table)} as t`).count({ total: '*' });
    p.where(qb as unknown as Builder);
    return compile(qb as unknown as Builder);
  });
  const [row] = await execute(strapi, read);
  return Number(row?.total ?? 0);
}

interface ComponentJoin {
  target: string;
  joinTable: {
    name: string;
    joinColumn: { name: string };
    inverseJoinColumn: { name: string };
    on?: Record<string, string>;
    orderColumnName?: string;
  };
}

/**
 * A repeatable component's items (their scalar `fields`) on the type's first row, in their order: one join where
 * the document service's populate validated its params and ran a query per level, on every read of a public page
 * and every enquiry checked against the site settings' list. No row, or none stored yet: an empty list.
 */
export async function leanComponents<T>(
  strapi: Core.Strapi,
  uid: ContentUid,
  field: string,
  fields: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<T[]> {
  noteRead(uid);
  const read = compiledOnce(strapi, ['components', uid, field, fields, locale], () => {
    const owner = metaOf(strapi, uid);
    const attribute = owner.attributes[field] as unknown as ComponentJoin | undefined;
    if (!attribute?.joinTable) throw new Error(`${uid}.${field} is not a component a lean read can select`);
    const join = attribute.joinTable;
    const component = metaOf(strapi, attribute.target);
    const columns = fields.map((name) => scalar(component, attribute.target, name));
    const knex = strapi.db.connection;
    const first = knex.from(qualified(strapi, owner.tableName)).select('id').orderBy('id').limit(1);
    // D-15: a localized owner's row in that locale.
    if (isLocalizedType(strapi, uid)) first.where(scalar(owner, uid, 'locale').column, locale);
    const qb = knex
      .from(`${qualified(strapi, join.name)} as j`)
      .join(`${qualified(strapi, component.tableName)} as c`, 'c.id', `j.${join.inverseJoinColumn.name}`)
      .select(columns.map((c) => `c.${c.column}`))
      .where(`j.${join.joinColumn.name}`, first);
    for (const [column, value] of Object.entries(join.on ?? {})) qb.where(`j.${column}`, value);
    if (join.orderColumnName) qb.orderBy(`j.${join.orderColumnName}`);
    qb.orderBy('c.id');
    return { ...compile(qb), columns };
  });
  return (await execute(strapi, read)).map((row) => convertRow(row, read.columns)) as T[];
}

/**
 * One page and the total, as two queries: a window count on the page's query would make the database
 * read and sort every matching row, where the page alone reads just its rows in index order. A search reads
 * every match anyway, so it is paged from its ordered ids (searchPage).
 */
export async function leanPage<T>(
  strapi: Core.Strapi,
  uid: ContentUid,
  spec: LeanSpec,
  query: LeanQuery & { offset: number; limit: number },
): Promise<{ rows: T[]; total: number }> {
  if (query.search?.text) return searchPage<T>(strapi, uid, spec, query);
  const [rows, total] = await Promise.all([leanFindMany<T>(strapi, uid, spec, query), leanCount(strapi, uid, query)]);
  return { rows, total };
}

/**
 * A search's page and total from one text match: the ids of every match in order (their number is the total),
 * then the page's rows by id. A page query and a count apart matched the text twice, and the page's query sorted
 * every match anyway to find its rows.
 */
async function searchPage<T>(
  strapi: Core.Strapi,
  uid: ContentUid,
  spec: LeanSpec,
  query: LeanQuery & { offset: number; limit: number },
): Promise<{ rows: T[]; total: number }> {
  const { offset, limit, ...matching } = query;
  const ids = (await leanFindMany<{ id: number }>(strapi, uid, { fields: [] }, matching)).map((row) => Number(row.id));
  const pageIds = ids.slice(offset, offset + limit);
  if (pageIds.length === 0) return { rows: [], total: ids.length };
  if (spec.media && Object.keys(spec.media).length > 0) noteRead(FILE_UID);
  // One statement for every page of this size: the ids are its last bindings, the missing ones id 0 (no row).
  const pageRead = compiledOnce(strapi, ['byId', uid, spec.fields, limit], () => {
    const p = plan(strapi, uid, spec, { orderBy: [] });
    const qb = strapi.db.connection
      .from(`${qualified(strapi, p.table)} as t`)
      .select(p.columns.map((c) => `t.${c.column}`))
      .whereIn('t.id', new Array<number>(limit).fill(0));
    return { ...compile(qb), columns: p.columns };
  });
  const bindings = [
    ...pageRead.bindings.slice(0, -limit),
    ...pageIds,
    ...new Array<number>(limit - pageIds.length).fill(0),
  ];
  const found = (await execute(strapi, { sql: pageRead.sql, bindings })).map((row) =>
    convertRow(row, pageRead.columns),
  );
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  const rows = pageIds.flatMap((id): DbRow[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  await Promise.all([attachMedia(strapi, uid, spec.media ?? {}, rows), inLocale(strapi, uid, spec, query, rows)]);
  return { rows: rows as T[], total: ids.length };
}

/** The orders the public lists use. */
export const BY_SORT_ORDER = [
  ['sort_order', 'asc'],
  ['id', 'asc'],
] as const;
/** Projects in their seeded order: the seed creates them in the spec's order and admin-added projects follow. */
export const OLDEST_FIRST = [
  ['createdAt', 'asc'],
  ['id', 'asc'],
] as const;
export const NEWEST_FIRST = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
] as const;

/** A content type's service, typed by the reads it adds (its file exports the type). */
export const readsOf = <T>(strapi: Core.Strapi, uid: ContentUid): T => strapi.service(uid) as unknown as T;

/** The read of a content type listed whole on a public page (a type alias: Strapi's service factory wants an index signature). */
export type ListReads<T> = {
  /** D-15: the texts in `locale` where a record has them (./locales.ts). */
  publicList: (locale?: Locale) => Promise<T[]>;
};

/**
 * The service of a content type whose public read is its whole list in sort order (states, awards, services...):
 * Strapi's core service plus `publicList`, a lean read of `spec`, and the methods `extra` makes (a type's writes
 * and admin reads; the type's file exports their type for readsOf).
 */
export function sortedListService<T, X extends object = Record<never, never>>(
  uid: ContentUid,
  spec: LeanSpec,
  extra?: (strapi: Core.Strapi) => X,
) {
  return factories.createCoreService(uid, ({ strapi }): ListReads<T> & X => ({
    ...(extra?.(strapi) as X),
    publicList: (locale?: Locale) => leanFindMany<T>(strapi, uid, spec, { orderBy: BY_SORT_ORDER, locale }),
  }));
}
