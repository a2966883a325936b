/**
 * How the WebP copies are keyed in a media file's `formats`: `webp` at the original size, `webp_<key>` beside each
 * of Strapi's own formats. The wire mapper reads them by this name, without loading the image code.
 */
export const webpKey = (strapiKey?: string): string => (strapiKey ? `webp_${strapiKey}` : 'webp');

export const isWebpFormatKey = (key: string): boolean => key === 'webp' || key.startsWith('webp_');
