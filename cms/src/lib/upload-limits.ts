/**
 * The upload size caps, defined once: strapi::body (config/middlewares.ts), the media library
 * (config/plugins.ts), the adapter's checks (lib/uploads.ts) and the 413 message
 * (middlewares/api-errors.ts) all read them from here. No dependencies: config files import it.
 */
const MB = 1024 * 1024;

/** One file (an image or a resume). */
export const FILE_MAX_BYTES = 5 * MB;
/** All files of one request together (a project gallery sends several images at once). */
export const REQUEST_FILES_MAX_BYTES = 20 * MB;
/** JSON, urlencoded and text bodies, and the text fields of a multipart form. */
export const FIELDS_MAX_BYTES = 1 * MB;

const mb = (bytes: number) => `${bytes / MB} MB`;

export const FILE_TOO_LARGE = `Files must be at most ${mb(FILE_MAX_BYTES)}.`;
export const REQUEST_TOO_LARGE =
  `The request is too large: files must be at most ${mb(FILE_MAX_BYTES)} each and ${mb(REQUEST_FILES_MAX_BYTES)} in all, ` +
  `and the other fields at most ${mb(FIELDS_MAX_BYTES)}.`;
