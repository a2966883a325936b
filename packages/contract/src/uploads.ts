/**
 * The upload size caps and the file types the forms offer, defined once: the CMS's body parser, media library,
 * upload checks and 413 message, and the forms' hints and file pickers.
 */
const MB = 1024 * 1024;

/** One file (an image or a resume). */
export const FILE_MAX_BYTES = 5 * MB;
/** All files of one request together (a project gallery sends several images at once). */
export const REQUEST_FILES_MAX_BYTES = 20 * MB;
/**
 * An image's pixels (width × height), read from its header before anything decodes it: a 31 KB PNG can declare
 * 16000 × 16000, which would tie up the CMS's memory and CPU to decode.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * The longest side of an image as stored and served: the widest the site shows (its hero images' 1920 px); a larger
 * upload is scaled down to it before it is stored, so neither the original nor any size made from it is larger.
 */
export const IMAGE_MAX_EDGE = 1920;
/** JSON, urlencoded and text bodies, and the text fields of a multipart form. */
export const FIELDS_MAX_BYTES = 1 * MB;

/**
 * How the web server's career form action admits multipart posts, each held whole in its memory while it is parsed and
 * sent on (up to FIELDS_MAX_BYTES + FILE_MAX_BYTES): UPLOADS_PER_CLIENT at a time per client (its address through the
 * trusted proxies; the client's next upload waits its turn, unread), UPLOAD_BYTES_HELD for all of them together (a body
 * that would pass it is answered 503 at once) and the whole body within UPLOAD_MAX_S (else 408). The minimum rate every
 * upload keeps is the web server's (web/server/request-bodies.mjs): a slow client holds its own turn for a few seconds,
 * and no number of slow clients closes the form for the others.
 */
export const UPLOADS_PER_CLIENT = 1;
export const UPLOAD_BYTES_HELD = 48 * MB;
export const UPLOAD_MAX_S = 60;

const mb = (bytes: number) => `${bytes / MB} MB`;

/** "5 MB": for a form's hint. */
export const FILE_MAX_LABEL = mb(FILE_MAX_BYTES);

export const FILE_TOO_LARGE = `Files must be at most ${mb(FILE_MAX_BYTES)}.`;
export const IMAGE_TOO_MANY_PIXELS = `Images must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 8000 × 5000 pixels).`;
export const REQUEST_TOO_LARGE =
  `The request is too large: files must be at most ${mb(FILE_MAX_BYTES)} each and ${mb(REQUEST_FILES_MAX_BYTES)} in all, ` +
  `and the other fields at most ${mb(FIELDS_MAX_BYTES)}.`;

/** The file picker's `accept` for a resume (the CMS decides by the file's bytes: PDF, DOC or DOCX). */
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The file picker's `accept` for images (the CMS decides by the bytes: JPEG, PNG or WebP). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * An applicant's name as part of a resume's download name: letters, marks and digits of any script (Devanagari's
 * vowel signs are marks, and stay), Latin accents dropped, runs of anything else one hyphen; '' when nothing is left.
 * The CMS's Content-Disposition (`filename*=UTF-8''…`) and the admin's saved file name both use it.
 */
export function nameForFile(name: string, max = 40): string {
  return name
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
