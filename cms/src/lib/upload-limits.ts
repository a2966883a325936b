/**
 * The upload size caps, defined once in @cadmax/contract: strapi::body (config/middlewares.ts), the media library
 * (config/plugins.ts), the adapter's checks (lib/uploads.ts) and the 413 message (middlewares/api-errors.ts) read
 * them through here.
 */
export {
  FIELDS_MAX_BYTES,
  FILE_MAX_BYTES,
  FILE_TOO_LARGE,
  REQUEST_FILES_MAX_BYTES,
  REQUEST_TOO_LARGE,
} from '@cadmax/contract';
