/**
 * Strapi loads this for its upload plugin: the media library's image processing also writes WebP copies
 * (see webp-formats.ts), whichever route the image comes in by (the seed, the spec's admin endpoints, the panel).
 */
import { withWebpFormats, type ImageManipulation } from './webp-formats';

interface UploadPlugin {
  services: Record<string, unknown>;
}

export default (plugin: UploadPlugin): UploadPlugin => {
  plugin.services['image-manipulation'] = withWebpFormats(plugin.services['image-manipulation'] as ImageManipulation);
  return plugin;
};
