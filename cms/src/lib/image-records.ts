/**
 * The saves of a record with one image (team members, job openings, blogs): at most the first file sent is its
 * image, checked before anything is stored; an edit without a new image keeps the old one.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type Locale } from '@cadmax/contract';
import { notFound } from './http';
import { inLocale, localesOf, localizedAttributes } from './locales';
import { documents, type ContentUid, type Documents, type Row } from './records';
import { checkImages, saveWithImages, type UploadedFile } from './uploads';

type Data = Record<string, unknown>;

export interface ImageSave {
  /** The image's alternative text: the record's title or name. */
  title: string;
  /**
   * The fields to store, worked out once the image has passed its checks (and, on an edit, the record was found), so
   * a check of its own (a title taken) answers after those.
   */
  dataOf: () => Promise<Data>;
  /** The document service's other parameters (populate, status). */
  params: Data;
}

/** A new record with the first image sent, or none. */
export async function createWithImage<T extends Row>(
  strapi: Core.Strapi,
  rows: Documents<T>,
  files: UploadedFile[],
  save: ImageSave,
): Promise<T> {
  const images = files.slice(0, 1);
  await checkImages(images);
  const data = await save.dataOf();
  return saveWithImages(strapi, images, save.title, ([image]) =>
    rows.create({ ...save.params, data: { ...data, image: image?.id ?? null } }),
  );
}

/** The record's new fields, and its new image when one is sent: a 404 with `notFoundMessage` when it is gone. */
export async function updateWithImage<T extends Row>(
  strapi: Core.Strapi,
  rows: Documents<T>,
  documentId: string,
  files: UploadedFile[],
  notFoundMessage: string,
  save: ImageSave,
): Promise<T> {
  const images = files.slice(0, 1);
  await checkImages(images);
  if (!(await rows.findOne({ documentId }))) throw notFound(notFoundMessage);
  const data = await save.dataOf();
  const row = await saveWithImages(strapi, images, save.title, ([image]) =>
    rows.update({ ...save.params, documentId, data: image ? { ...data, image: image.id } : data }),
  );
  if (!row) throw notFound(notFoundMessage);
  return row;
}

/** How a sorted list with one image per record (team members, job openings) adds and edits. */
export interface SortedImageListSpec<F> {
  notFoundMessage: string;
  /** The image's alternative text. */
  titleOf: (fields: F) => string;
  /** A check of the fields before anything is stored (`documentId` on an edit): a 400 when they may not be saved. */
  check?: (fields: F, documentId?: string) => Promise<void>;
  /**
   * The fields a record gets beside (or instead of) the ones sent (its slug), on an add and on an edit
   * (`documentId`); one answered undefined is left as stored.
   */
  addedFields?: (fields: F, documentId?: string) => Promise<Data>;
}

/** An admin list's record: its languages beside its fields (D-15). */
export type WithLocales<T> = T & { locales: Locale[] };

/**
 * The admin's list (in the public order), add (at the end of the list) and edit of a sorted list whose records each
 * have one image: the `image` media field and a `sort_order`. D-15: the list and the edit take a language; another
 * language's version holds the record's texts only (its image, order, slug and skills are the English version's).
 */
export function sortedImageListWrites<T extends Row & { sort_order?: number | null }, F extends Data>(
  strapi: Core.Strapi,
  uid: ContentUid,
  spec: SortedImageListSpec<F>,
) {
  const rows = () => documents<T>(strapi, uid);
  const params = { populate: ['image'] };

  /** These rows (read in English) with their texts in `locale` where they have them, and their languages. */
  async function listed(english: T[], locale: Locale): Promise<WithLocales<T>[]> {
    const [translated, languages] = await Promise.all([
      inLocale(strapi, uid, english, locale),
      localesOf(
        strapi,
        uid,
        english.map((row) => row.documentId),
      ),
    ]);
    return translated.map((row) => ({ ...row, locales: languages(row.documentId) }));
  }

  return {
    /** Every record with its image, in the public order, its texts in `locale` where it has them. */
    adminList: async (locale: Locale = DEFAULT_LOCALE): Promise<WithLocales<T>[]> =>
      listed(await rows().findMany({ sort: ['sort_order:asc', 'createdAt:asc', 'id:asc'], ...params }), locale),

    /** A new record at the end of the list, with at most the first image sent. */
    add: (fields: F, files: UploadedFile[]): Promise<T> =>
      createWithImage(strapi, rows(), files, {
        title: spec.titleOf(fields),
        dataOf: async () => {
          await spec.check?.(fields);
          const added = (await spec.addedFields?.(fields)) ?? {};
          const [last] = await rows().findMany({ sort: ['sort_order:desc'], limit: 1, fields: ['sort_order'] });
          return { ...fields, ...added, sort_order: (last?.sort_order ?? 0) + 1 };
        },
        params,
      }),

    /** The record's new fields; no new image keeps the old one. A 404 for an unknown record. */
    edit: (documentId: string, fields: F, files: UploadedFile[]): Promise<T> =>
      updateWithImage(strapi, rows(), documentId, files, spec.notFoundMessage, {
        title: spec.titleOf(fields),
        dataOf: async () => {
          await spec.check?.(fields, documentId);
          const data: Data = { ...fields, ...(await spec.addedFields?.(fields, documentId)) };
          return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
        },
        params,
      }),

    /**
     * D-15: the record's texts in another language (made on its first save): only its localized fields are written,
     * the English version and everything shared stay as they are. The answer is the record as that language's tab lists it.
     */
    async translate(documentId: string, locale: Locale, fields: F): Promise<WithLocales<T>> {
      const english = await rows().findOne({ documentId, ...params });
      if (!english) throw notFound(spec.notFoundMessage);
      const texts = localizedAttributes(strapi, uid).filter((name) => fields[name] !== undefined);
      await rows().update({ documentId, locale, data: Object.fromEntries(texts.map((name) => [name, fields[name]])) });
      const [row] = await listed([english], locale);
      return row!;
    },
  };
}
