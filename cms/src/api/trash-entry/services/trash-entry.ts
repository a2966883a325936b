/**
 * Undo instead of loss (D-11.2): a delete moves the record into the trash for TRASH_DAYS days, from where it can be
 * restored (same documentId, same creation date, its images and links) or deleted for good.
 *
 * The trash is a table of its own holding a snapshot of each deleted record, and the record itself is deleted.
 * So the public reads (cms/src/lib/lean-read.ts), the public cache, the sitemap, the admin lists and the counts never
 * see a trashed record without a filter of their own, and stay as fast as before. A restore writes the record back
 * through the document service (its lifecycles clear the public cache, as a create does).
 *
 * Deleting for good runs once however many CMS instances there are: the instance whose DELETE of the trash row
 * removes it is the one that removes the resume file and the notes. Entries older than TRASH_DAYS are deleted for
 * good when the trash is listed and once an hour (start() / stop(), from cms/src/index.ts).
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { OTHER_LOCALES, TRASH_DAYS, messages, type Locale, type TrashFilters, type TrashType } from '@cadmax/contract';
import { isLocalizedAttribute, isLocalizedType } from '../../../lib/locales';
import { HttpError } from '../../../lib/http';
import { documentPage, type PageQuery } from '../../../lib/paging';
import { removeResume } from '../../../lib/uploads';
import { forgetSlugs, slugTypeOf } from '../../../lib/slug-history';
import { TRASH_UIDS } from '../../../lib/content-types';
import { STRAPI_SYSTEM_FIELDS, documents, type ContentUid, type TrashEntryRow } from '../../../lib/records';
import type { PipelineService } from '../../pipeline-note/services/pipeline-note';
import type { VersionService } from '../../record-version/services/record-version';

const UID = 'api::trash-entry.trash-entry';
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 100;

/** The trash's kinds of record (the registry's `trash`). */
export { TRASH_UIDS };

interface Attribute {
  type: string;
  target?: string;
  multiple?: boolean;
}

/** A record's own fields, its media by id, its relations by documentId. */
interface Version {
  fields: Record<string, unknown>;
  media: Record<string, number | number[] | null>;
  relations: Record<string, string | null>;
}

/** What a trash entry keeps of a record: its own fields, its media by id, its relations by documentId. */
interface Snapshot extends Version {
  createdAt: string;
  updatedAt: string;
  /** An opening's applications, linked to it again when it is restored. */
  applications?: string[];
  /**
   * A blog or project (D-11.5): whether it was on the public site. If so the snapshot is its published version
   * (restored published), else its draft (restored as a draft, with its `publish_at` schedule). Absent in snapshots
   * from before drafts, which were all public.
   */
  published?: boolean;
  /**
   * A published blog or project (D-13.3): its draft version as well (the unpublished changes and a schedule), put
   * back as the draft beside the restored published version. Absent in older snapshots (restored without them).
   */
  draft?: Version & { updatedAt: string };
  /**
   * D-15: its versions in the other languages, their own texts (media, links and dates are shared with the English
   * one), each as visitors saw it and its draft, as above. Absent in older snapshots (restored in English only).
   */
  translations?: Partial<Record<Locale, { published: boolean; fields: Record<string, unknown>; draft?: Version }>>;
}

type Entity = Record<string, unknown> & { id: number; documentId: string; createdAt: string; updatedAt: string };

const isFile = (value: unknown): value is { id: number } =>
  typeof value === 'object' && value !== null && 'mime' in value && 'id' in value;

/**
 * A component's value (a service's features) as a create takes it back: without its own row ids, its images by id.
 * Its images are kept while the trash entry lives, as a record's own are.
 */
function plainComponent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainComponent);
  if (typeof value !== 'object' || value === null) return value ?? null;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && key !== '__component')
      .map(([key, inner]) => [
        key,
        isFile(inner)
          ? inner.id
          : Array.isArray(inner) && inner.every(isFile) && inner.length
            ? inner.map((f) => f.id)
            : inner,
      ]),
  );
}

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const entries = () => documents<TrashEntryRow>(strapi, UID);
  const attributesOf = (uid: ContentUid) =>
    Object.entries(strapi.contentType(uid as never).attributes as Record<string, Attribute>).filter(
      ([name]) => !STRAPI_SYSTEM_FIELDS.has(name),
    );
  const pipeline = () => strapi.service('api::pipeline-note.pipeline-note') as unknown as PipelineService;
  const versions = () => strapi.service('api::record-version.record-version') as unknown as VersionService;
  const hasDrafts = (uid: ContentUid) =>
    (strapi.contentType(uid as never) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish === true;

  /** One version of a record as the trash keeps it. */
  function versionOf(row: Entity, attributes: [string, Attribute][]): Version {
    const version: Version = { fields: {}, media: {}, relations: {} };
    for (const [name, attribute] of attributes) {
      const value = row[name] as Entity | Entity[] | null | undefined;
      if (attribute.type === 'media') {
        version.media[name] = Array.isArray(value) ? value.map((f) => f.id) : (value?.id ?? null);
      } else if (attribute.type === 'relation') {
        version.relations[name] = Array.isArray(value) ? null : (value?.documentId ?? null);
      } else if (attribute.type === 'component') {
        version.fields[name] = plainComponent(value);
      } else {
        version.fields[name] = value ?? null;
      }
    }
    return version;
  }

  /** The record's versions in the other languages (localized attributes only), read as snapshotOf reads its own. */
  async function translationsOf(uid: ContentUid, documentId: string): Promise<Snapshot['translations']> {
    const own = attributesOf(uid).filter(([name]) => isLocalizedAttribute(strapi, uid, name));
    const populate = Object.fromEntries(
      own.filter(([, a]) => a.type === 'component').map(([n]) => [n, { populate: '*' }]),
    );
    const translations: Snapshot['translations'] = {};
    for (const locale of OTHER_LOCALES) {
      const read = (status: 'published' | 'draft') =>
        documents(strapi, uid).findOne({ documentId, locale, status, populate }) as Promise<Entity | null>;
      const published = hasDrafts(uid) ? await read('published') : null;
      const draft = await read('draft');
      const row = published ?? draft;
      if (!row) continue;
      translations[locale] = {
        published: !hasDrafts(uid) || Boolean(published),
        fields: versionOf(row, own).fields,
        ...(published && draft && { draft: versionOf(draft, own) }),
      };
    }
    return translations;
  }

  async function snapshotOf(type: TrashType, documentId: string): Promise<{ row: Entity; snapshot: Snapshot } | null> {
    const uid = TRASH_UIDS[type];
    const attributes = attributesOf(uid);
    const linked = Object.fromEntries(
      attributes
        .filter(([, a]) => a.type === 'media' || a.type === 'relation' || a.type === 'component')
        .map(([name, a]) => [name, a.type === 'component' ? { populate: '*' } : true]),
    );
    // A blog or project on the public site is kept in both versions: as visitors saw it (restored published, so a
    // restore never puts unreviewed changes on the site) and its draft (restored as the draft, so no edit is lost).
    const read = (status: 'published' | 'draft') =>
      documents(strapi, uid).findOne({ documentId, populate: linked, status }) as Promise<Entity | null>;
    const published = hasDrafts(uid) ? await read('published') : null;
    const draft = await read('draft');
    const row = published ?? draft;
    if (!row) return null;
    const snapshot: Snapshot = { createdAt: row.createdAt, updatedAt: row.updatedAt, ...versionOf(row, attributes) };
    if (hasDrafts(uid)) snapshot.published = Boolean(published);
    if (published && draft) snapshot.draft = { updatedAt: draft.updatedAt, ...versionOf(draft, attributes) };
    if (isLocalizedType(strapi, uid)) snapshot.translations = await translationsOf(uid, documentId);
    if (type === 'job-opening') {
      const applications = await documents(strapi, TRASH_UIDS['job-application']).findMany({
        filters: { opening: { documentId } },
        fields: ['documentId'],
      });
      snapshot.applications = applications.map((a) => a.documentId);
    }
    return { row, snapshot };
  }

  /** The snapshot's media and relations that still exist (an image removed from the media library is left out). */
  async function linksOf(type: TrashType, snapshot: Version): Promise<Record<string, unknown>> {
    const links: Record<string, unknown> = {};
    const ids = Object.values(snapshot.media).flatMap((v) => (v === null ? [] : Array.isArray(v) ? v : [v]));
    const present = new Set(
      ids.length
        ? (await strapi.db.query('plugin::upload.file').findMany({ where: { id: { $in: ids } }, select: ['id'] })).map(
            (f: { id: number }) => f.id,
          )
        : [],
    );
    for (const [name, value] of Object.entries(snapshot.media)) {
      links[name] = Array.isArray(value)
        ? value.filter((id) => present.has(id))
        : value && present.has(value)
          ? value
          : null;
    }
    const attributes = Object.fromEntries(attributesOf(TRASH_UIDS[type]));
    for (const [name, documentId] of Object.entries(snapshot.relations)) {
      const target = attributes[name]?.target as ContentUid | undefined;
      const exists = documentId && target && (await documents(strapi, target).findOne({ documentId, fields: ['id'] }));
      links[name] = exists ? documentId : null;
    }
    return links;
  }

  /** A restore that would make a second record with a unique title or link is refused (409). */
  async function checkFree(type: TrashType, fields: Record<string, unknown>): Promise<void> {
    const uid = TRASH_UIDS[type];
    const clashes: Record<string, unknown>[] = [];
    if (typeof fields.slug === 'string' && fields.slug) clashes.push({ slug: fields.slug });
    if (type === 'job-opening' && typeof fields.title === 'string') clashes.push({ title: { $eqi: fields.title } });
    // A removed subscriber who signed up again meanwhile is subscribed already.
    if (type === 'subscriber' && typeof fields.email === 'string') clashes.push({ email: fields.email });
    if (clashes.length && (await documents(strapi, uid).count({ filters: { $or: clashes } })) > 0) {
      throw new HttpError(409, messages.restoreTaken);
    }
  }

  /** Deletes an entry for good: only the instance whose DELETE removed the row cleans up after it. */
  async function purgeRow(entry: TrashEntryRow): Promise<boolean> {
    const { count } = await strapi.db.query(UID).deleteMany({ where: { id: entry.id } });
    if (!count) return false;
    const snapshot = entry.snapshot as Snapshot;
    if (entry.record_type === 'job-application' && typeof snapshot.fields.resume_file === 'string') {
      await removeResume(strapi, snapshot.fields.resume_file);
    }
    if (entry.record_type === 'job-application' || entry.record_type === 'contact-enquiry') {
      await pipeline().dropNotes(entry.record_type, entry.record_id);
    }
    if (entry.record_type === 'blog' || entry.record_type === 'project') {
      await versions().drop(entry.record_type, entry.record_id);
    }
    // D-14.6: its addresses answered 410 while it was here; now they are unknown (404).
    const slugType = slugTypeOf(TRASH_UIDS[entry.record_type]);
    if (slugType) await forgetSlugs(strapi, slugType, entry.record_id);
    return true;
  }

  async function purgeExpired(): Promise<number> {
    const cutoff = new Date(Date.now() - TRASH_DAYS * DAY_MS);
    const due = await entries().findMany({ filters: { deleted_at: { $lt: cutoff } }, limit: PURGE_BATCH });
    let purged = 0;
    for (const entry of due) if (await purgeRow(entry)) purged++;
    return purged;
  }

  return {
    /** Moves a record to the trash: null when there is no such record. */
    async put(type: TrashType, documentId: string, deletedBy: string): Promise<TrashEntryRow | null> {
      return strapi.db.transaction(async () => {
        const taken = await snapshotOf(type, documentId);
        if (!taken) return null;
        // A subscriber is named by its address (which an unsubscribe finds its trash entries by).
        const title = String(taken.row.title ?? taken.row.name ?? taken.row.email ?? '');
        const entry = await entries().create({
          data: {
            record_type: type,
            record_id: documentId,
            title: title.slice(0, 255),
            snapshot: taken.snapshot,
            deleted_by: deletedBy,
            deleted_at: new Date(),
          },
        });
        // The snapshot keeps an application's resume: the row lets go of it first, so the delete hook that removes
        // a deleted application's file (job-application/lifecycles.ts) leaves it for a restore.
        if (type === 'job-application')
          await strapi.db.query(TRASH_UIDS[type]).updateMany({ where: { documentId }, data: { resume_file: null } });
        // D-15: every locale's version goes (the snapshot keeps each).
        await documents(strapi, TRASH_UIDS[type]).delete({
          documentId,
          ...(isLocalizedType(strapi, TRASH_UIDS[type]) && { locale: '*' }),
        });
        return entry;
      });
    },

    /** Puts a trashed record back as it was: 404 when the entry is gone, 409 when its title or link is taken. */
    async restore(entryId: string): Promise<TrashEntryRow> {
      return strapi.db.transaction(async () => {
        const entry = await entries().findOne({ documentId: entryId });
        // Claimed by deleting it first: a concurrent restore or purge of the same entry finds nothing.
        const claimed = entry && (await strapi.db.query(UID).deleteMany({ where: { id: entry.id } })).count;
        if (!entry || !claimed) throw new HttpError(404, messages.notInTrash);
        const type = entry.record_type;
        const snapshot = entry.snapshot as Snapshot;
        await checkFree(type, snapshot.fields);
        const uid = TRASH_UIDS[type];
        const data = { ...snapshot.fields, ...(await linksOf(type, snapshot)), documentId: entry.record_id };
        await documents(strapi, uid).create({
          data,
          ...(hasDrafts(uid) && { status: snapshot.published === false ? 'draft' : 'published' }),
        });
        // A published record's draft comes back beside it, with its unpublished changes (D-13.3).
        if (snapshot.published && snapshot.draft) {
          await documents(strapi, uid).update({
            documentId: entry.record_id,
            data: { ...snapshot.draft.fields, ...(await linksOf(type, snapshot.draft)) },
          });
        }
        // D-15: each other language's version, published as it was, with its draft's changes.
        for (const [locale, translation] of Object.entries(snapshot.translations ?? {})) {
          await documents(strapi, uid).update({
            documentId: entry.record_id,
            locale,
            data: translation.fields,
            ...(hasDrafts(uid) && { status: translation.published ? 'published' : 'draft' }),
          });
          if (translation.draft)
            await documents(strapi, uid).update({
              documentId: entry.record_id,
              locale,
              data: translation.draft.fields,
            });
        }
        // The record comes back as it was: its place in the newest-first lists, its last edit (a restore is no edit),
        // each version's own, so a draft edited after publishing still shows as such.
        await strapi.db.query(uid).updateMany({
          where: { documentId: entry.record_id },
          data: { createdAt: new Date(snapshot.createdAt), updatedAt: new Date(snapshot.updatedAt) },
        });
        if (snapshot.published && snapshot.draft) {
          await strapi.db.query(uid).updateMany({
            where: { documentId: entry.record_id, publishedAt: { $null: true } },
            data: { updatedAt: new Date(snapshot.draft.updatedAt) },
          });
        }
        for (const application of snapshot.applications ?? []) {
          const row = await documents(strapi, TRASH_UIDS['job-application']).findOne({
            documentId: application,
            populate: { opening: { fields: ['documentId'] } },
          });
          if (row && !(row as unknown as { opening: unknown }).opening) {
            await documents(strapi, TRASH_UIDS['job-application']).update({
              documentId: application,
              data: { opening: entry.record_id },
            });
          }
        }
        return entry;
      });
    },

    /** Deletes a trashed record for good: 404 when the entry is gone. */
    async purge(entryId: string): Promise<TrashEntryRow> {
      const entry = await entries().findOne({ documentId: entryId });
      if (!entry || !(await purgeRow(entry))) throw new HttpError(404, messages.notInTrash);
      return entry;
    },

    purgeExpired,

    /** A page of the trash, last deleted first (expired entries are deleted for good first). */
    async page(filters: TrashFilters, query: PageQuery) {
      await purgeExpired();
      const where = {
        ...(filters.type ? { record_type: filters.type } : {}),
        ...(query.search ? { title: { $containsi: query.search } } : {}),
      };
      return documentPage(entries(), where, ['deleted_at:desc', 'id:desc'], query);
    },
  };
};

export type TrashService = ReturnType<typeof service>;

export default factories.createCoreService(UID, service);
