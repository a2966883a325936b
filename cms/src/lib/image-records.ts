/**
 * The saves of a record with one image (team members, job openings, blogs): at most the first file sent is its
 * image, checked before anything is stored; an edit without a new image keeps the old one.
 */
import type { Core } from '@strapi/strapi';
import { notFound } from './http';
import type { Documents, Row } from './records';
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
