/**
 * The order of a project's images (docs/api.md): `imageOrder` is a JSON array whose items are
 * `{"id": <media id>}` (an image the project already has) or `{"file": <index into images>}` (a new
 * upload). The first is the cover. Without it, the kept images come first and new uploads follow.
 */
import { badRequest } from './http';
import type { StrapiFile } from './records';

export const PROJECT_IMAGES_MAX = 20;

export type ImageSlot = { id: number } | { file: number };

const INVALID = 'imageOrder must be a JSON list of {"id": <image id>} or {"file": <upload index>}, each image once.';

const isSlot = (item: unknown): item is ImageSlot => {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const keys = Object.keys(item);
  if (keys.length !== 1) return false;
  const value = (item as Record<string, unknown>)[keys[0]];
  return (keys[0] === 'id' || keys[0] === 'file') && Number.isInteger(value) && (value as number) >= 0;
};

/** Reads and checks a save's `imageOrder` (`raw`, as sent) against the uploads and the project's current image ids. */
export function imageOrder(raw: unknown, uploads: number, current: number[]): ImageSlot[] {
  let slots: ImageSlot[];
  if (raw === undefined || raw === null || raw === '') {
    slots = [...current.map((id) => ({ id })), ...Array.from({ length: uploads }, (_, file) => ({ file }))];
  } else {
    let parsed: unknown;
    try {
      parsed = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      throw badRequest(INVALID);
    }
    if (!Array.isArray(parsed) || !parsed.every(isSlot)) throw badRequest(INVALID);
    slots = parsed;
    const ids = slots.flatMap((s) => ('id' in s ? [s.id] : []));
    const files = slots.flatMap((s) => ('file' in s ? [s.file] : []));
    if (ids.some((id) => !current.includes(id)))
      throw badRequest('imageOrder names an image the project does not have.');
    const everyUploadOnce =
      files.length === uploads && new Set(files).size === uploads && files.every((f) => f < uploads);
    if (new Set(ids).size !== ids.length || !everyUploadOnce) throw badRequest(INVALID);
  }
  if (slots.length > PROJECT_IMAGES_MAX) throw badRequest(`A project can have at most ${PROJECT_IMAGES_MAX} images.`);
  return slots;
}

/** The media ids in their final order, once the uploads are stored. */
export function orderImages(slots: ImageSlot[], uploaded: StrapiFile[]): number[] {
  return slots.map((s) => ('id' in s ? s.id : uploaded[s.file].id));
}
