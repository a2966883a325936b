/**
 * The bounds on an image's pixels, checked for every image whatever route it comes by (the adapter's
 * checks and the media library both go through canonicalImage in lib/uploads.ts):
 * - an image over IMAGE_MAX_PIXELS is refused from its header (sharp's metadata reads the header only), before
 *   anything decodes it;
 * - an image with a side over IMAGE_MAX_EDGE is scaled down to it before it is stored: the original served to
 *   browsers and every size and WebP copy made from it are at most that large.
 * Both limits are defined once, in @cadmax/contract.
 */
import fs from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_EDGE, IMAGE_MAX_PIXELS, IMAGE_TOO_MANY_PIXELS } from '@cadmax/contract';
import { badRequest } from './http';

/** What sharp is told for any image it opens: a header that lies about its size cannot make it decode more. */
export const SHARP_INPUT = { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS } as const;

/** Refuses (400) an image whose header declares more than IMAGE_MAX_PIXELS; nothing is decoded. */
export function assertPixelBound(metadata: { width?: number; height?: number }): void {
  const { width = 0, height = 0 } = metadata;
  if (width * height > IMAGE_MAX_PIXELS) throw badRequest(IMAGE_TOO_MANY_PIXELS);
}

const ENCODERS = {
  jpeg: (image: Sharp) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9 }),
  webp: (image: Sharp) => image.webp({ quality: 85 }),
} as const;

/**
 * Scales the file down in place when a side is over IMAGE_MAX_EDGE (turned upright first: the copy keeps no EXIF
 * orientation), and updates its size. Returns whether it did.
 */
export async function capStoredImage(
  file: { filepath: string; size?: number },
  metadata: { width?: number; height?: number; format?: string },
): Promise<boolean> {
  const { width = 0, height = 0, format = '' } = metadata;
  // EXIF orientations 5 to 8 swap the sides; the longest side is the same either way.
  if (Math.max(width, height) <= IMAGE_MAX_EDGE || !(format in ENCODERS)) return false;
  const resized = ENCODERS[format as keyof typeof ENCODERS](
    sharp(file.filepath, SHARP_INPUT)
      .rotate()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true }),
  );
  const target = `${file.filepath}.capped`;
  const info = await resized.toFile(target);
  await fs.rename(target, file.filepath);
  file.size = info.size;
  return true;
}
