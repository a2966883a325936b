/**
 * The content-type registry: every api:: content type, once, with what the rest of the CMS needs to know of it.
 * The lists that classify types are derived from here (who opens a type in the panel: lib/panel-access.ts; which
 * writes empty the public cache: lib/public-cache.ts; the trash's and the scheduler's types; which writes the activity
 * log records), so a new type is added here and nowhere else; cms/tests/security/panel-activity.test.ts fails while
 * a type Strapi registers is missing (or one listed here is gone).
 */
import {
  awardFields,
  blogFields,
  clientLogoFields,
  featuredProjectFields,
  jobOpeningFields,
  projectFields,
  reasonCardFields,
  serviceFields,
  siteSettingFields,
  stateFields,
  teamMemberFields,
  testimonialFields,
  type AuditType,
  type FieldTable,
  type PublishableType,
  type TrashType,
} from '@cadmax/contract';

/**
 * - public: shown on the site; the panel's Content editor edits it (create, read, update, delete, and publish where
 *   it has drafts), and a write of it empties the public cache;
 * - private: what visitors sent; only the panel's super admin and the React admin read it, and it never shows on a
 *   public page;
 * - internal: the CMS's own bookkeeping (the site admin account, the outbox, the trail, the trash, the notes, the versions); no
 *   panel user opens it, not even the super admin.
 */
export type Audience = 'public' | 'private' | 'internal';

interface TypeInfo {
  audience: Audience;
  /** A delete moves it to the React admin's trash, as this kind of record. */
  trash?: TrashType;
  /** Draft & publish (its schema's `draftAndPublish`), as the admin's publishable type. */
  publish?: PublishableType;
  /** A write of it is recorded in the activity log, as this record type (R-12.3 / D-12.3). */
  audit?: AuditType;
  /**
   * Its field table (@cadmax/contract fields/): its text fields, with their labels, help and limits. The panel shows
   * those labels and help (lib/panel-layouts.ts) and refuses what the admin's API refuses (lib/field-rules.ts);
   * cms/tests/contract.test.ts checks its schema.json against it.
   */
  fields?: FieldTable;
  /**
   * D-15: Strapi's i18n localizes it (English, the default, and Hindi versions of each record): its field table's
   * text fields and text components per locale, everything else shared (its schema.json says which; checked by
   * cms/tests/contract.test.ts).
   */
  localized?: true;
}

/** A public type must have a field table: what editors type in the panel is held to it, as the admin's is. */
export type ContentTypeInfo = TypeInfo &
  ({ audience: 'public'; fields: FieldTable } | { audience: 'private' | 'internal' });

export const CONTENT_TYPES = {
  'api::blog.blog': {
    audience: 'public',
    trash: 'blog',
    publish: 'blog',
    audit: 'blog',
    fields: blogFields,
    localized: true,
  },
  'api::project.project': {
    audience: 'public',
    trash: 'project',
    publish: 'project',
    audit: 'project',
    fields: projectFields,
    localized: true,
  },
  'api::team-member.team-member': {
    audience: 'public',
    trash: 'team-member',
    audit: 'team-member',
    fields: teamMemberFields,
    localized: true,
  },
  'api::job-opening.job-opening': {
    audience: 'public',
    trash: 'job-opening',
    audit: 'job-opening',
    fields: jobOpeningFields,
    localized: true,
  },
  'api::service.service': {
    audience: 'public',
    trash: 'service',
    audit: 'service',
    fields: serviceFields,
    localized: true,
  },
  'api::testimonial.testimonial': {
    audience: 'public',
    trash: 'testimonial',
    audit: 'testimonial',
    fields: testimonialFields,
    localized: true,
  },
  'api::state.state': { audience: 'public', trash: 'state', audit: 'state', fields: stateFields },
  'api::client-logo.client-logo': {
    audience: 'public',
    trash: 'client-logo',
    audit: 'client-logo',
    fields: clientLogoFields,
  },
  'api::award.award': { audience: 'public', trash: 'award', audit: 'award', fields: awardFields, localized: true },
  'api::reason-card.reason-card': {
    audience: 'public',
    trash: 'reason-card',
    audit: 'reason-card',
    fields: reasonCardFields,
    localized: true,
  },
  'api::featured-project.featured-project': {
    audience: 'public',
    trash: 'featured-project',
    audit: 'featured-project',
    fields: featuredProjectFields,
  },
  'api::site-setting.site-setting': {
    audience: 'public',
    audit: 'site-setting',
    fields: siteSettingFields,
    localized: true,
  },
  'api::contact-enquiry.contact-enquiry': { audience: 'private', trash: 'contact-enquiry', audit: 'contact-enquiry' },
  'api::job-application.job-application': { audience: 'private', trash: 'job-application', audit: 'job-application' },
  'api::subscriber.subscriber': { audience: 'private', trash: 'subscriber', audit: 'subscriber' },
  // The React admin's account: its own writes are recorded by its routes (as 'profile'); the panel never opens it.
  'api::site-admin.site-admin': { audience: 'internal', audit: 'profile' },
  'api::mail-outbox.mail-outbox': { audience: 'internal' },
  // The trail is never edited; the trash and the notes hold what visitors sent (a note is recorded on its record).
  'api::audit-entry.audit-entry': { audience: 'internal' },
  'api::trash-entry.trash-entry': { audience: 'internal' },
  'api::pipeline-note.pipeline-note': { audience: 'internal' },
  // D-14.2: the blogs' and projects' versions (their writes are recorded as the record's restore).
  'api::record-version.record-version': { audience: 'internal' },
} as const satisfies Record<`api::${string}`, ContentTypeInfo>;

export type ContentUid = keyof typeof CONTENT_TYPES;

const ENTRIES = Object.entries(CONTENT_TYPES) as [ContentUid, ContentTypeInfo][];

/** The registry's entry for a uid; undefined for a type that is not an api:: content type of this site. */
export const contentTypeOf = (uid: string): ContentTypeInfo | undefined =>
  (CONTENT_TYPES as Record<string, ContentTypeInfo>)[uid];

const uidsWhere = (keep: (info: ContentTypeInfo) => boolean): ContentUid[] =>
  ENTRIES.filter(([, info]) => keep(info)).map(([uid]) => uid);

/** The uid of each value of a property (the trash's and the scheduler's types). */
function uidsBy<K extends 'trash' | 'publish'>(key: K): Record<NonNullable<ContentTypeInfo[K]>, ContentUid> {
  return Object.fromEntries(ENTRIES.filter(([, info]) => info[key]).map(([uid, info]) => [info[key], uid])) as Record<
    NonNullable<ContentTypeInfo[K]>,
    ContentUid
  >;
}

/** The public types: the panel's Content editor edits them (and nothing else). */
export const PUBLIC_UIDS = uidsWhere((info) => info.audience === 'public');
/** What visitors sent and the CMS's own bookkeeping: no role but the super admin reads them. */
export const NOT_PUBLIC_UIDS = uidsWhere((info) => info.audience !== 'public');
/** The types no panel user opens. */
export const INTERNAL_UIDS = uidsWhere((info) => info.audience === 'internal');
/** The types with a field table, and their tables. */
export const FIELD_TABLES = ENTRIES.flatMap(([uid, info]) => (info.fields ? [[uid, info.fields] as const] : []));
/** D-15: the types with an English and a Hindi version of each record. */
export const LOCALIZED_UIDS = uidsWhere((info) => info.localized === true);
/** The trash's kinds of record, by their type. */
export const TRASH_UIDS: Record<TrashType, ContentUid> = uidsBy('trash');
/** The types with a draft and a published version, by their admin type. */
export const PUBLISHABLE_UIDS: Record<PublishableType, ContentUid> = uidsBy('publish');
