import type {
  ApplicationStage,
  AuditAction,
  AuditType,
  awardFields,
  blogFields,
  clientLogoFields,
  EnquiryStatus,
  featuredProjectFields,
  jobOpeningFields,
  Locale,
  projectFields,
  PublishableType,
  reasonCardFields,
  serviceFields,
  siteSettingFields,
  stateFields,
  StoredTexts,
  teamMemberFields,
  testimonialFields,
  TrashType,
  VersionChanges,
} from '@cadmax/contract';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { compile, compiledOnce, execute } from './compiled-sql';
import type { ContentUid } from './content-types';
import { qualified } from './table-name';

/**
 * The raw Strapi rows the adapter reads, typed by what the schemas hold. The adapter goes through
 * these narrow types (not the generated ones, which exist only after a build) and maps every row
 * explicitly to the wire types, so a private field can never leak by spreading a record.
 */

/** Every api:: content type (the registry, ./content-types.ts, lists them). */
export type { ContentUid };

export interface FileFormat {
  url: string;
  width: number;
  height: number;
}

export interface StrapiFile {
  id: number;
  name: string;
  url: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  formats: Record<string, FileFormat> | null;
}

export interface Row {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
  /** D-15: a localized type's row's locale (lib/locales.ts); null on the other types. */
  locale?: string | null;
}

export type Str = string | null;

/** A type's text fields are its field table's (@cadmax/contract fields/), the rest are listed here. */
export interface BlogRow extends Row, StoredTexts<typeof blogFields> {
  image?: StrapiFile | null;
  /** D-11.5: when the draft is to be published (the admin's reads only). */
  publish_at?: Str;
}
export interface ProjectRow extends Row, StoredTexts<typeof projectFields> {
  slug: Str;
  logo?: StrapiFile | null;
  images?: StrapiFile[] | null;
  upcoming: boolean | null;
  home_position: number | null;
  /** D-11.5: when the draft is to be published (the admin's reads only). */
  publish_at?: Str;
}
export interface TeamMemberRow extends Row, StoredTexts<typeof teamMemberFields> {
  image?: StrapiFile | null;
  sort_order: number | null;
}
export interface JobOpeningRow extends Row, StoredTexts<typeof jobOpeningFields> {
  slug: Str;
  skills: unknown;
  image?: StrapiFile | null;
  sort_order: number | null;
}
export interface ContactRow extends Row {
  name: string;
  email: string;
  phone_number: string;
  services: string;
  message: Str;
  /** Null only on rows stored before the inbox existed (bootstrap fills them in). */
  status: EnquiryStatus | null;
  /** D-14.3; null on rows stored before it was kept. */
  source_page: Str;
  /** D-15: the form's page's language; null on rows stored before it was kept (English). */
  language: Locale | null;
}
export interface ApplicationRow extends Row {
  name: string;
  email: string;
  phone_number: string;
  position: string;
  opening?: JobOpeningRow | null;
  city: string;
  resume_file: Str;
  resume_name: Str;
  resume_mime: Str;
  resume_size: number | null;
  stage: ApplicationStage | null;
  /** D-14.3; null on rows stored before it was kept. */
  source_page: Str;
  /** D-15: the form's page's language; null on rows stored before it was kept (English). */
  language: Locale | null;
}
export interface SubscriberRow extends Row {
  email: string;
  language: Locale;
}
export interface SiteAdminRow extends Row {
  name: string;
  email: string;
  phone: Str;
  password_hash: Str;
  token_version: number | null;
  profile_image?: StrapiFile | null;
}
export interface SiteSettingRow extends Row, StoredTexts<typeof siteSettingFields> {
  founded_year: number | null;
}
export interface ServiceRow extends Row, StoredTexts<typeof serviceFields> {
  slug: string;
  logo?: StrapiFile | null;
  image?: StrapiFile | null;
  image2?: StrapiFile | null;
  features?: { title: string; image?: StrapiFile | null }[] | null;
}
export interface StateRow extends Row, StoredTexts<typeof stateFields> {
  image?: StrapiFile | null;
}
export type TestimonialRow = Row & StoredTexts<typeof testimonialFields>;
export interface ClientLogoRow extends Row, StoredTexts<typeof clientLogoFields> {
  front?: StrapiFile | null;
  back?: StrapiFile | null;
}
export type ReasonCardRow = Row & StoredTexts<typeof reasonCardFields>;
export interface AwardRow extends Row, StoredTexts<typeof awardFields> {
  image?: StrapiFile | null;
}
export interface FeaturedProjectRow extends Row, StoredTexts<typeof featuredProjectFields> {
  image?: StrapiFile | null;
}

export interface PipelineNoteRow extends Row {
  subject_type: 'contact-enquiry' | 'job-application';
  subject_id: string;
  text: string;
  author: string;
}
export interface TrashEntryRow extends Row {
  record_type: TrashType;
  record_id: string;
  title: Str;
  snapshot: unknown;
  deleted_by: Str;
  deleted_at: string;
}
/** D-14.2: one kept version of a blog or project (api/record-version). */
export interface RecordVersionRow extends Row {
  record_type: PublishableType;
  record_id: string;
  title: Str;
  snapshot: unknown;
  user: Str;
  user_name: Str;
  /** What the save changed from the version before it; null in a row kept before the summaries (computed then). */
  changes: VersionChanges | null;
  /** D-15: the language version kept; null in a row kept before languages (English). */
  locale: Locale | null;
}
export interface AuditEntryRow extends Row {
  action: AuditAction;
  record_type: AuditType;
  record_id: Str;
  title: Str;
  user: Str;
  user_name: Str;
  detail: Str;
}

type Params = Record<string, unknown>;

/** The subset of Strapi's document service the adapter uses, typed per content type. */
export interface Documents<T extends Row> {
  findMany(params?: Params): Promise<T[]>;
  findFirst(params?: Params): Promise<T | null>;
  findOne(params: Params & { documentId: string }): Promise<T | null>;
  create(params: Params & { data: Params }): Promise<T>;
  update(params: Params & { documentId: string; data: Params }): Promise<T | null>;
  delete(params: { documentId: string }): Promise<unknown>;
  count(params?: Params): Promise<number>;
}

export function documents<T extends Row>(strapi: Core.Strapi, uid: ContentUid): Documents<T> {
  return strapi.documents(uid) as unknown as Documents<T>;
}

/**
 * Stores one row with a single INSERT, for a write that is only ever stored and listed (a public form
 * submission, where throughput matters: POST /contact-add). The document service spends most of such a
 * request's CPU on a transaction, a second validation, an event and a re-read of the row, and even
 * `strapi.db.query().create` runs four statements (insert, an empty relations transaction, a re-read);
 * this is one statement, committed before it resolves, so an acknowledged row survives a crash.
 *
 * The row is what the document service would store for a type without draft and publish or locales:
 * documentId from the model's own generator, createdAt = updatedAt = publishedAt = now, the schema's
 * defaults for attributes not given (an enquiry's status), columns named by Strapi's metadata. No lifecycle runs (nothing subscribes to enquiries: they are never public, so
 * the public cache ignores them). Only for types without relations or media; the caller validates
 * every field first (lengths included: SQLite does not check them).
 */
export async function insertRow(
  strapi: Core.Strapi,
  uid: ContentUid,
  data: Params,
  trx?: Knex.Transaction,
): Promise<void> {
  const meta = strapi.db.metadata.get(uid);
  const attributes = meta.attributes as Record<string, { columnName?: string; default?: unknown }>;
  const newDocumentId = attributes.documentId?.default;
  if (typeof newDocumentId !== 'function') throw new Error(`${uid} has no documentId generator`);
  const now = new Date();
  const defaults = Object.fromEntries(
    Object.entries(attributes)
      .filter(([key, attribute]) => key !== 'documentId' && attribute.default !== undefined && !(key in data))
      .map(([key, attribute]) => [
        key,
        typeof attribute.default === 'function' ? attribute.default() : attribute.default,
      ]),
  );
  const row: Params = {
    ...defaults,
    ...data,
    documentId: newDocumentId(),
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  };
  // An undefined value is left to the column's default, as Knex leaves it.
  const given = Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .sort();
  const columns = given.map((key) => {
    const column = attributes[key]?.columnName;
    if (!column) throw new Error(`${uid} has no attribute ${key}`);
    return column;
  });
  // Compiled once per type and set of columns: Knex's bindings name, by position, the column each value goes to.
  const insert = compiledOnce(strapi, ['insert', uid, given], () => {
    const { sql, bindings } = compile(
      strapi.db.connection(qualified(strapi, meta.tableName)).insert(Object.fromEntries(columns.map((c, i) => [c, i]))),
    );
    return { sql, keys: bindings.map((position) => given[position as number]) };
  });
  await execute(strapi, { sql: insert.sql, bindings: insert.keys.map((key) => row[key]) }, trx);
}

/** A query on a table inside a transaction, in Strapi's schema (DATABASE_SCHEMA on PostgreSQL), as getConnection does outside one. */
export function inSchema<T extends Knex.QueryBuilder>(strapi: Core.Strapi, query: T): T {
  const schema = strapi.db.getSchemaName();
  return (schema ? query.withSchema(schema) : query) as T;
}

/** The attributes Strapi keeps itself on every record: never copied from one version of a record to another. */
export const STRAPI_SYSTEM_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);
