/**
 * Strapi loads this for its upload plugin, so both rules hold whichever route an image comes in by
 * (the seed, the spec's admin endpoints, the panel, /api/upload):
 * - every file must wholly be a JPEG, PNG or WebP image, and is named and typed by its bytes
 *   (canonicalImage in src/lib/uploads.ts), so nothing else can be served from /uploads;
 * - the image processing also writes WebP copies (see webp-formats.ts).
 */
import { errors } from '@strapi/utils';
import { HttpError } from '../../lib/http';
import { canonicalImage, type UploadedFile } from '../../lib/uploads';
import { withStoreGuard } from './store-guard';
import { withWebpFormats, type ImageManipulation } from './webp-formats';

type ServiceFactory = (deps: unknown) => Record<string, unknown>;
interface UploadPlugin {
  services: Record<string, unknown>;
}
interface UploadService {
  upload(args: { data: unknown; files: UploadedFile | UploadedFile[] }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, args: { data: unknown; file: UploadedFile }, opts?: unknown): Promise<unknown>;
}

/** Checks every file first (all or nothing); a refusal is Strapi's 400 ApplicationError, with our message. */
async function imagesOnly(files: UploadedFile | UploadedFile[] | undefined): Promise<void> {
  for (const file of [files ?? []].flat()) {
    try {
      await canonicalImage(file);
    } catch (error) {
      throw error instanceof HttpError ? new errors.ApplicationError(error.message) : error;
    }
  }
}

function withImagesOnly(factory: ServiceFactory): ServiceFactory {
  return (deps) => {
    const service = factory(deps) as unknown as UploadService & Record<string, unknown>;
    return {
      ...service,
      upload: async (args: Parameters<UploadService['upload']>[0], opts?: unknown) => {
        await imagesOnly(args.files);
        return service.upload(args, opts);
      },
      replace: async (id: unknown, args: Parameters<UploadService['replace']>[1], opts?: unknown) => {
        await imagesOnly(args.file);
        return service.replace(id, args, opts);
      },
    };
  };
}

export default (plugin: UploadPlugin): UploadPlugin => {
  plugin.services['image-manipulation'] = withWebpFormats(plugin.services['image-manipulation'] as ImageManipulation);
  plugin.services.upload = withImagesOnly(plugin.services.upload as ServiceFactory);
  // A store that is down: 503 with a message, nothing half-stored (store-guard.ts).
  plugin.services.provider = withStoreGuard(plugin.services.provider as ServiceFactory);
  return plugin;
};
