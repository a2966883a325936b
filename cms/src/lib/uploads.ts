/**
 * Files from multipart requests (strapi::body parses them with formidable). Types are decided by the
 * bytes, never by the name or the client's Content-Type: an SVG named .png or a text file named .pdf
 * is refused. Images go to the public media library; resumes go to a private folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { badRequest, HttpError } from './http';
import type { StrapiFile } from './records';

export const FILE_MAX_BYTES = 5 * 1024 * 1024;

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
  return Object.values(files).flatMap((v) => (Array.isArray(v) ? v : [v])).filter(isUploadedFile);
}

async function head(file: UploadedFile, bytes: number): Promise<Buffer> {
  const handle = await fs.open(file.filepath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buffer[offset + i] === b);

function assertSize(file: UploadedFile): void {
  if (file.size > FILE_MAX_BYTES) throw new HttpError(413, 'Files must be at most 5 MB.');
}

type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

async function imageMime(file: UploadedFile): Promise<ImageMime | null> {
  const b = await head(file, 12);
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

const IMAGE_EXT: Record<ImageMime, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

/** A name safe for storage and headers: no path, no control or quote characters, bounded length. */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?/\\]/g, '').trim().slice(-150);
  return cleaned || fallback;
}

/** Checks every image before any is stored: all or nothing. */
export async function checkImages(files: UploadedFile[]): Promise<void> {
  for (const file of files) {
    assertSize(file);
    const mime = await imageMime(file);
    if (!mime) throw badRequest('Images must be JPEG, PNG or WebP.');
    file.mimetype = mime;
  }
}

/** Puts checked images into the media library (public, with responsive formats), in order. */
export async function storeImages(strapi: Core.Strapi, files: UploadedFile[], alt: string): Promise<StrapiFile[]> {
  if (files.length === 0) return [];
  await checkImages(files);
  const fileInfo = files.map((f) => {
    const mime = f.mimetype as ImageMime;
    const stem = safeFileName(f.originalFilename, 'image').replace(/\.[^.]*$/, '') || 'image';
    return { name: `${stem}${IMAGE_EXT[mime]}`, alternativeText: alt };
  });
  const uploaded = (await strapi.plugin('upload').service('upload').upload({ data: { fileInfo }, files })) as StrapiFile[];
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

async function resumeKind(file: UploadedFile): Promise<ResumeKind | null> {
  const b = await head(file, 8);
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46])) return { mime: 'application/pdf', ext: '.pdf' };
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { mime: 'application/msword', ext: '.doc' };
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) {
    // A .docx is a zip whose entries live under word/; entry names are stored uncompressed.
    const whole = await fs.readFile(file.filepath);
    if (whole.includes('[Content_Types].xml') && whole.includes('word/')) {
      return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: '.docx' };
    }
  }
  return null;
}

export const resumeDir = (strapi: Core.Strapi) =>
  path.resolve(strapi.dirs.app.root, process.env.RESUME_DIR || path.join('private', 'resumes'));

const GENERATED_NAME = /^[0-9a-f-]{36}\.(pdf|doc|docx)$/;

/** Checks and copies a resume to the private folder under a generated name. */
export async function storeResume(strapi: Core.Strapi, file: UploadedFile): Promise<StoredResume> {
  assertSize(file);
  const kind = await resumeKind(file);
  if (!kind) throw badRequest('The resume must be a PDF, DOC or DOCX file.');
  const dir = resumeDir(strapi);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const stored = `${crypto.randomUUID()}${kind.ext}`;
  await fs.copyFile(file.filepath, path.join(dir, stored));
  await fs.chmod(path.join(dir, stored), 0o600);
  const name = safeFileName(file.originalFilename, `resume${kind.ext}`);
  return { file: stored, name, mime: kind.mime, size: file.size };
}

/** The private path of a stored resume; null for a name that is not one the server generated. */
export function resumePath(strapi: Core.Strapi, stored: string): string | null {
  return GENERATED_NAME.test(stored) ? path.join(resumeDir(strapi), stored) : null;
}

export async function removeResume(strapi: Core.Strapi, stored: string): Promise<void> {
  const file = resumePath(strapi, stored);
  if (file) await fs.rm(file, { force: true });
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
