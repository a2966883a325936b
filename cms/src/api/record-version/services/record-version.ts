/**
 * Version history of blogs and projects (D-14.2). Every save of a record's draft, the React admin's and the Strapi
 * panel's alike, keeps a version: the draft's own fields and its images by media id, who saved it and when
 * (../keep-versions.ts, a document service middleware, calls `keep`). A save that changed nothing keeps none, and
 * past VERSIONS_KEPT the oldest of the record's versions are deleted, so the table stays bounded.
 *
 * Each version also keeps what its save changed from the one before (the changed fields' labels, the words added and
 * removed), so the list tells saves apart (`changes`; rows from before it get theirs when listed).
 *
 * The admin lists a record's versions, compares any two (text word by word, images by thumbnail: lib/version-diff.ts)
 * and restores one: its snapshot is saved as the record's draft through the document service as a draft save does
 * (D-11.5), so a published record keeps its public version until it is published, and that save is itself a version
 * (restoring the one before it undoes the restore).
 *
 * D-15: each language's version has its own history. A Hindi save keeps a Hindi version: the Hindi texts only (the
 * images, dates and links are the English version's, kept in its history), listed, compared and restored apart.
 */
import { isDeepStrictEqual } from 'node:util';
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  VERSIONS_KEPT,
  messages,
  type Locale,
  type FieldDiff,
  type PublishableType,
  type RecordVersion,
  type VersionDiff,
  type VersionChanges,
  type VersionImage,
  type VersionRestored,
  wordChanges,
} from '@cadmax/contract';
import type { AuditSubject } from '../../../lib/audit';
import { contentTypeOf, PUBLISHABLE_UIDS } from '../../../lib/content-types';
import { HttpError, notFound } from '../../../lib/http';
import { isLocalizedAttribute } from '../../../lib/locales';
import { PANEL_LAYOUTS } from '../../../lib/panel-layouts';
import { STRAPI_SYSTEM_FIELDS, documents, type ContentUid, type RecordVersionRow } from '../../../lib/records';
import { articleText, wordDiff } from '../../../lib/version-diff';

const UID = 'api::record-version.record-version';

/** Kept by Strapi itself, or not the record's content (the schedule is the publishing panel's, D-11.5). */
const NOT_KEPT = new Set([...STRAPI_SYSTEM_FIELDS, 'publish_at']);
/** A project's link stays what it is (an edit keeps it too), so a restore never breaks a shared address. */
const NOT_RESTORED = new Set(['slug']);
const RICH_TEXT = 'global::rich-html';

interface Attribute {
  type: string;
  customField?: string;
  multiple?: boolean;
  label?: string;
}

/** What a version keeps of the draft: its own fields, and its images by media id. */
export interface Snapshot {
  fields: Record<string, unknown>;
  media: Record<string, number | number[] | null>;
}

/** Who saved: the site admin by email, a panel user by email and name (the activity log's parts). */
export interface Saver {
  user: string;
  userName: string;
}

interface FileRow {
  id: number;
  url: string;
  alternativeText?: string | null;
  formats?: { thumbnail?: { url?: string } } | null;
}

const NEWEST_FIRST = ['createdAt:desc', 'id:desc'];

/** What a record's first version changed from: nothing. */
const NOTHING: Snapshot = { fields: {}, media: {} };
const UNKNOWN: VersionChanges = { fields: [], added: 0, removed: 0 };

const toVersion = (row: RecordVersionRow, changes = row.changes): RecordVersion => ({
  _id: row.documentId,
  recordId: row.record_id,
  title: row.title ?? '',
  user: row.user ?? '',
  userName: row.user_name ?? '',
  createdAt: row.createdAt,
  changes: changes ?? UNKNOWN,
  locale: row.locale ?? DEFAULT_LOCALE,
});

/** A record's versions in one language (rows kept before languages are English's). */
const inLocale = (type: PublishableType, recordId: string, locale: Locale) => ({
  record_type: type,
  record_id: recordId,
  ...(locale === DEFAULT_LOCALE ? { $or: [{ locale }, { locale: { $null: true } }] } : { locale }),
});

/** The field's name as a person reads it: the panel's label where it has one, else 'Short content'. */
function labelOf(uid: ContentUid, field: string): string {
  const label = PANEL_LAYOUTS[uid]?.fields?.[field]?.label;
  if (label) return label;
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const idsOf = (value: number | number[] | null | undefined): number[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A kept field as text for the word diff: an article by its text, a date or flag as it reads. */
function textOf(attribute: Attribute, value: unknown): string {
  if (value === null || value === undefined) return '';
  // A custom field's attribute is registered with its underlying type (the rich-html field's is text).
  if (attribute.customField === RICH_TEXT || attribute.type === 'richtext') return articleText(String(value));
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const versions = () => documents<RecordVersionRow>(strapi, UID);
  /** The fields a version keeps: all the record's own in English, the localized ones in another language. */
  const attributesOf = (uid: ContentUid, locale: Locale = DEFAULT_LOCALE) =>
    Object.entries(strapi.contentType(uid as never).attributes as Record<string, Attribute>).filter(
      ([name, attribute]) =>
        !NOT_KEPT.has(name) &&
        attribute.type !== 'relation' &&
        (locale === DEFAULT_LOCALE || isLocalizedAttribute(strapi, uid, name)),
    );

  /** The kept fields that differ between two snapshots, in the form's order. */
  const changedAttributes = (uid: ContentUid, before: Snapshot, after: Snapshot, locale: Locale) =>
    attributesOf(uid, locale).filter(([name, a]) =>
      a.type === 'media'
        ? JSON.stringify(idsOf(before.media[name])) !== JSON.stringify(idsOf(after.media[name]))
        : textOf(a, before.fields[name]) !== textOf(a, after.fields[name]),
    );

  /** What a save changed (from nothing, for a record's first version): the fields' labels, the words. */
  function changesOf(uid: ContentUid, before: Snapshot | null, after: Snapshot, locale: Locale): VersionChanges {
    const from = before ?? NOTHING;
    const changed = changedAttributes(uid, from, after, locale);
    const words = changed
      .filter(([, a]) => a.type !== 'media')
      .map(([name, a]) => wordChanges(wordDiff(textOf(a, from.fields[name]), textOf(a, after.fields[name]))));
    return {
      fields: changed.map(([name]) => labelOf(uid, name)),
      added: words.reduce((sum, w) => sum + w.added, 0),
      removed: words.reduce((sum, w) => sum + w.removed, 0),
    };
  }

  /** The record's draft in a language as a version keeps it; null when there is no such record or version. */
  async function snapshotOf(uid: ContentUid, documentId: string, locale: Locale): Promise<Snapshot | null> {
    const attributes = attributesOf(uid, locale);
    const media = attributes.filter(([, a]) => a.type === 'media').map(([name]) => name);
    const draft = (await documents(strapi, uid).findOne({
      documentId,
      locale,
      status: 'draft',
      populate: media,
    })) as Record<string, unknown> | null;
    if (!draft) return null;
    const snapshot: Snapshot = { fields: {}, media: {} };
    for (const [name, attribute] of attributes) {
      const value = draft[name] as { id: number } | { id: number }[] | null | undefined;
      if (attribute.type === 'media') {
        snapshot.media[name] = Array.isArray(value) ? value.map((f) => f.id) : (value?.id ?? null);
      } else {
        snapshot.fields[name] = value ?? null;
      }
    }
    return snapshot;
  }

  const newest = (type: PublishableType, recordId: string, locale: Locale) =>
    versions().findFirst({ filters: inLocale(type, recordId, locale), sort: NEWEST_FIRST });

  /** A version of this type, else the 404. */
  async function versionOf(type: PublishableType, versionId: string): Promise<RecordVersionRow> {
    const row = await versions().findOne({ documentId: versionId });
    if (!row || row.record_type !== type) throw notFound(messages.versionNotFound);
    return row;
  }

  /** The images of these media ids, as the diff shows them (a file gone from the library has no picture). */
  async function imagesOf(ids: number[]): Promise<Map<number, VersionImage>> {
    const rows: FileRow[] = ids.length
      ? await strapi.db.query('plugin::upload.file').findMany({
          where: { id: { $in: ids } },
          select: ['id', 'url', 'alternativeText', 'formats'],
        })
      : [];
    const found = new Map(rows.map((f) => [f.id, f]));
    return new Map(
      ids.map((id) => {
        const file = found.get(id);
        const url = file ? (file.formats?.thumbnail?.url ?? file.url) : null;
        return [id, { id, url, alt: file?.alternativeText ?? '' }];
      }),
    );
  }

  return {
    /**
     * Keeps the record's draft as its newest version, unless it is what the newest version holds already; then
     * thins the record's versions to the newest VERSIONS_KEPT.
     */
    async keep(uid: ContentUid, documentId: string, saver: Saver, locale: Locale = DEFAULT_LOCALE): Promise<void> {
      const type = contentTypeOf(uid)?.publish;
      if (!type) return;
      const snapshot = await snapshotOf(uid, documentId, locale);
      if (!snapshot) return;
      const last = await newest(type, documentId, locale);
      // As stored (JSON), compared whatever the key order (PostgreSQL's jsonb reorders keys).
      const kept = JSON.parse(JSON.stringify(snapshot)) as Snapshot;
      if (last && isDeepStrictEqual(last.snapshot, kept)) return;
      await versions().create({
        data: {
          record_type: type,
          record_id: documentId,
          title: String(snapshot.fields.title ?? '').slice(0, 255),
          snapshot,
          user: saver.user.slice(0, 254),
          user_name: saver.userName.slice(0, 255),
          changes: changesOf(uid, (last?.snapshot as Snapshot | undefined) ?? null, kept, locale),
          locale,
        },
      });
      const older = await versions().findMany({
        filters: inLocale(type, documentId, locale),
        sort: NEWEST_FIRST,
        fields: ['id'],
        start: VERSIONS_KEPT,
        limit: VERSIONS_KEPT,
      });
      if (older.length) await strapi.db.query(UID).deleteMany({ where: { id: { $in: older.map((v) => v.id) } } });
    },

    /** The record's versions in a language, newest first (at most VERSIONS_KEPT). */
    async list(type: PublishableType, recordId: string, locale: Locale = DEFAULT_LOCALE): Promise<RecordVersion[]> {
      const query = { filters: inLocale(type, recordId, locale), sort: NEWEST_FIRST, limit: VERSIONS_KEPT };
      const rows = await versions().findMany({
        ...query,
        fields: ['record_type', 'record_id', 'title', 'user', 'user_name', 'createdAt', 'changes', 'locale'],
      });
      if (rows.every((row) => row.changes)) return rows.map((row) => toVersion(row));
      // Versions kept before the summaries: theirs from the version before them (the oldest listed: from nothing).
      const uid = PUBLISHABLE_UIDS[type];
      const snapshots = (await versions().findMany({ ...query, fields: ['snapshot'] })).map(
        (row) => row.snapshot as Snapshot,
      );
      return rows.map((row, i) =>
        toVersion(row, row.changes ?? changesOf(uid, snapshots[i + 1] ?? null, snapshots[i], locale)),
      );
    },

    /** What changed from one version of a record to another: the fields that differ, in the form's order. */
    async diff(type: PublishableType, fromId: string, toId: string): Promise<VersionDiff> {
      const [from, to] = [await versionOf(type, fromId), await versionOf(type, toId)];
      const locale = from.locale ?? DEFAULT_LOCALE;
      if (from.record_id !== to.record_id || locale !== (to.locale ?? DEFAULT_LOCALE))
        throw new HttpError(400, messages.versionsOfOtherRecords);
      const uid = PUBLISHABLE_UIDS[type];
      const [before, after] = [from.snapshot as Snapshot, to.snapshot as Snapshot];
      const changed = changedAttributes(uid, before, after, locale);
      const ids = changed.flatMap(([name, a]) =>
        a.type === 'media' ? [...idsOf(before.media[name]), ...idsOf(after.media[name])] : [],
      );
      const images = await imagesOf([...new Set(ids)]);
      const pictures = (value: number | number[] | null | undefined) =>
        idsOf(value).map((id) => images.get(id) as VersionImage);
      const fields = changed.map(([name, a]): FieldDiff => {
        const label = labelOf(uid, name);
        return a.type === 'media'
          ? {
              field: name,
              label,
              kind: 'images',
              before: pictures(before.media[name]),
              after: pictures(after.media[name]),
            }
          : {
              field: name,
              label,
              kind: 'text',
              parts: wordDiff(textOf(a, before.fields[name]), textOf(a, after.fields[name])),
            };
      });
      return { from: toVersion(from), to: toVersion(to), fields };
    },

    /**
     * Saves a version as the record's draft (D-11.5's draft save: the public version stays, any schedule is
     * cleared); its images that are gone from the media library are left out. Answers the new version and the
     * one before, and what the activity log names.
     */
    async restore(
      type: PublishableType,
      versionId: string,
      recordNotFound: string,
    ): Promise<{ restored: VersionRestored; subject: AuditSubject }> {
      const version = await versionOf(type, versionId);
      const uid = PUBLISHABLE_UIDS[type];
      const documentId = version.record_id;
      const locale = version.locale ?? DEFAULT_LOCALE;
      const previous = await newest(type, documentId, locale);
      if (!(await documents(strapi, uid).findOne({ documentId, status: 'draft', fields: ['id'] }))) {
        throw notFound(recordNotFound);
      }
      const snapshot = version.snapshot as Snapshot;
      const ids = Object.values(snapshot.media).flatMap(idsOf);
      const present = await imagesOf(ids);
      const media = Object.fromEntries(
        Object.entries(snapshot.media).map(([name, value]) => {
          const kept = idsOf(value).filter((id) => present.get(id)?.url !== null);
          return [name, Array.isArray(value) ? kept : (kept[0] ?? null)];
        }),
      );
      const fields = Object.fromEntries(Object.entries(snapshot.fields).filter(([name]) => !NOT_RESTORED.has(name)));
      // The schedule is the record's (English version's) own: a Hindi restore leaves it.
      await documents(strapi, uid).update({
        documentId,
        locale,
        data: { ...fields, ...media, ...(locale === DEFAULT_LOCALE && { publish_at: null }) },
        status: 'draft',
      });
      const saved = await newest(type, documentId, locale);
      return {
        restored: { version: saved && toVersion(saved), previous: previous && toVersion(previous) },
        subject: {
          recordId: documentId,
          title: String(snapshot.fields.title ?? ''),
          detail: `Version of ${new Date(version.createdAt).toISOString()}`,
        },
      };
    },

    /** A record deleted for good loses its versions. */
    async drop(type: PublishableType, recordId: string): Promise<void> {
      await strapi.db.query(UID).deleteMany({ where: { record_type: type, record_id: recordId } });
    },
  };
};

export type VersionService = ReturnType<typeof service>;

export default factories.createCoreService(UID, service);
