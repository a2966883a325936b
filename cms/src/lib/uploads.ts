/**
 * Files from multipart requests (strapi::body parses them with formidable). Types are decided by the
 * bytes (file-type reads the signature), never by the name or the client's Content-Type: an SVG named .png or a
 * text file named .pdf is refused. Images go to the public media library; resumes go to private storage.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { badRequest, HttpError } from './http';
import { assertPixelBound, capStoredImage, SHARP_INPUT } from './image-bounds';
import { resumeStore } from './private-files';
import { assertResumeRoom } from './resume-budget';
import type { StrapiFile } from './records';
import { nameForFile } from '@cadmax/contract';
import { FILE_MAX_BYTES, FILE_TOO_LARGE } from './upload-limits';

/** What formidable (v2, via koa-body) leaves in ctx.request.files. */
export interface UploadedFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
  /** Set by strapi::body's onFileBegin (config/middlewares.ts): the order the file was sent in. */
  sequence?: number;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && typeof (value as UploadedFile).filepath === 'string';

/** The files sent under one form field, in the order sent. */
export function filesOf(ctx: Context, field: string): UploadedFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files;
  const value = files?.[field];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .filter(isUploadedFile)
    .filter((f) => f.size > 0)
    .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
}

/** Every temporary file of the request, so they can be removed once it is answered. */
export function allFiles(ctx: Context): UploadedFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.values(files)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter(isUploadedFile);
}

/** What the file's first bytes say it is (file-type), or undefined when no known signature. */
const sniff = (file: Pick<UploadedFile, 'filepath'>) => fileTypeFromFile(file.filepath);

function assertSize(file: UploadedFile): void {
  if (file.size > FILE_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
}

type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export const IMAGE_TYPES_ONLY = 'Images must be JPEG, PNG or WebP.';
export const IMAGE_DAMAGED = 'The image is damaged or is not a real JPEG, PNG or WebP file.';

async function imageMime(file: Pick<UploadedFile, 'filepath'>): Promise<ImageMime | null> {
  const mime = (await sniff(file))?.mime;
  // An animated PNG is a PNG: sharp decodes (and stores) its first frame.
  const type = mime === 'image/apng' ? 'image/png' : mime;
  return type && Object.hasOwn(IMAGE_TYPES, type) ? (type as ImageMime) : null;
}

/** The extensions an image of each type may be stored under (the first when the name has none of them), and sharp's name for it. */
const IMAGE_TYPES: Record<ImageMime, { exts: string[]; format: string }> = {
  'image/jpeg': { exts: ['.jpg', '.jpeg'], format: 'jpeg' },
  'image/png': { exts: ['.png'], format: 'png' },
  'image/webp': { exts: ['.webp'], format: 'webp' },
};

/** The stored name: the client's stem, with an extension that only ever says what the bytes are. */
function imageName(original: string | null | undefined, mime: ImageMime): string {
  const name = safeFileName(original, 'image');
  const { exts } = IMAGE_TYPES[mime];
  const ext = path.extname(name).toLowerCase();
  if (exts.includes(ext)) return name;
  const stem = name.slice(0, name.length - path.extname(name).length) || 'image';
  return `${stem}${exts[0]}`;
}

/**
 * Makes sure the whole file is one image of an allowed type, then names and types it by its bytes.
 * The magic bytes alone are not enough: a PNG signature followed by HTML, named x.html, would be kept
 * as HTML on the site's origin. sharp decodes every pixel (failing on truncated or corrupt data), once the header
 * has shown the image within IMAGE_MAX_PIXELS; an image larger than IMAGE_MAX_EDGE is then scaled down to it.
 */
export async function canonicalImage(
  file: Pick<UploadedFile, 'filepath' | 'originalFilename' | 'mimetype'> & { size?: number },
): Promise<ImageMime> {
  const mime = await imageMime(file);
  if (!mime) throw badRequest(IMAGE_TYPES_ONLY);
  let metadata: Metadata;
  try {
    // The header only: sharp's pixel limit (SHARP_INPUT) would refuse the header of a large image as damaged.
    metadata = await sharp(file.filepath, { failOn: 'warning' }).metadata();
    if (metadata.format !== IMAGE_TYPES[mime].format) throw new Error(`decoded as ${metadata.format}`);
  } catch {
    throw badRequest(IMAGE_DAMAGED);
  }
  // From the header alone, before any pixel is decoded (lib/image-bounds.ts).
  assertPixelBound(metadata);
  try {
    await sharp(file.filepath, SHARP_INPUT).stats();
  } catch {
    throw badRequest(IMAGE_DAMAGED);
  }
  await capStoredImage(file, metadata);
  file.mimetype = mime;
  file.originalFilename = imageName(file.originalFilename, mime);
  return mime;
}

/** A name safe for storage and headers: no path, no control or quote characters, bounded length. */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?/\\]/g, '')
    .trim()
    .slice(-150);
  return cleaned || fallback;
}

/** Checks every image before any is stored: all or nothing. */
export async function checkImages(files: UploadedFile[]): Promise<void> {
  for (const file of files) {
    assertSize(file);
    await canonicalImage(file);
  }
}

/** Puts checked images into the media library (public, with responsive formats), in order. */
export async function storeImages(strapi: Core.Strapi, files: UploadedFile[], alt: string): Promise<StrapiFile[]> {
  if (files.length === 0) return [];
  await checkImages(files);
  // The media library takes the stored extension from the file's name: checkImages set it from the bytes.
  const fileInfo = files.map((f) => ({ name: f.originalFilename as string, alternativeText: alt }));
  const uploaded = (await strapi
    .plugin('upload')
    .service('upload')
    .upload({ data: { fileInfo }, files })) as StrapiFile[];
  return uploaded;
}

/** Removes media files that ended up unused (a save that failed after its upload). */
export async function removeImages(strapi: Core.Strapi, files: StrapiFile[]): Promise<void> {
  const service = strapi.plugin('upload').service('upload');
  await Promise.all(files.map((f) => service.remove(f).catch(() => undefined)));
}

// ---------- resumes: private, never under a public URL ----------

export interface StoredResume {
  file: string;
  name: string;
  mime: string;
  size: number;
}

type ResumeKind = { mime: string; ext: string };

/** A resume's kinds by file-type's name for the signature: a .doc is an OLE compound file. */
const RESUME_KINDS: Record<string, ResumeKind> = {
  pdf: { mime: 'application/pdf', ext: '.pdf' },
  cfb: { mime: 'application/msword', ext: '.doc' },
};
const DOCX: ResumeKind = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ext: '.docx',
};

async function resumeKind(file: UploadedFile): Promise<ResumeKind | null> {
  const type = await sniff(file);
  if (!type) return null;
  if (Object.hasOwn(RESUME_KINDS, type.ext)) return RESUME_KINDS[type.ext];
  if (type.ext === 'zip' || type.ext === 'docx') {
    // A .docx is a zip holding [Content_Types].xml and word/document.xml, read from its directory (file-type reads
    // the entries' local headers only, and names a zip without a Word content type just a zip).
    const entries = zipEntryNames(await fs.readFile(file.filepath));
    if (entries?.has('[Content_Types].xml') && entries.has('word/document.xml')) return DOCX;
  }
  return null;
}

const ZIP_END = 0x06054b50;
const ZIP_ENTRY = 0x02014b50;

/**
 * The entry names of a zip, from its central directory; null when the zip is not well formed.
 * (The end record sits in the last 22 bytes plus at most a 64 KB comment.)
 */
export function zipEntryNames(zip: Buffer): Set<string> | null {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (zip.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (at + size > end) return null;
  const names = new Set<string>();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== ZIP_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return null;
    names.add(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const GENERATED_NAME = /^[0-9a-f-]{36}\.(pdf|doc|docx)$/;

/** Checks a resume, then stores it privately (src/lib/private-files.ts) under a generated name. */
export async function storeResume(strapi: Core.Strapi, file: UploadedFile): Promise<StoredResume> {
  assertSize(file);
  const kind = await resumeKind(file);
  if (!kind) throw badRequest('The resume must be a PDF, DOC or DOCX file.');
  // The bounds on all resumes together (the daily cap, the free disk): 503, nothing stored.
  await assertResumeRoom(strapi, file.filepath);
  const stored = `${crypto.randomUUID()}${kind.ext}`;
  await resumeStore(strapi).put(stored, file.filepath, kind.mime);
  const name = safeFileName(file.originalFilename, `resume${kind.ext}`);
  return { file: stored, name, mime: kind.mime, size: file.size };
}

/**
 * The name a resume is downloaded under: made by the server, never the applicant's (a name such as
 * Resume.pdf.hta would be kept as given), with the extension of the type its bytes showed.
 */
export function resumeDownloadName(applicant: string | null | undefined, id: string | number, stored: string): string {
  // Koa's attachment() writes a name in another script as `filename*=UTF-8''…`, with an ASCII `filename` beside it.
  return `resume-${nameForFile(applicant ?? '')}-${id}${path.extname(stored)}`;
}

/** A stored resume's bytes; null when there are none, or for a name that is not one the server generated. */
export async function openResume(strapi: Core.Strapi, stored: string): Promise<Readable | null> {
  return GENERATED_NAME.test(stored) ? resumeStore(strapi).getStream(stored) : null;
}

export async function removeResume(strapi: Core.Strapi, stored: string): Promise<void> {
  if (GENERATED_NAME.test(stored)) await resumeStore(strapi).delete(stored);
}

/** Stores the images, then saves; when the save fails the images are removed again, so nothing is left behind. */
export async function saveWithImages<T>(
  strapi: Core.Strapi,
  files: UploadedFile[],
  alt: string,
  save: (images: StrapiFile[]) => Promise<T>,
): Promise<T> {
  const images = await storeImages(strapi, files, alt);
  try {
    return await save(images);
  } catch (error) {
    await removeImages(strapi, images);
    throw error;
  }
}
