/**
 * Blog article HTML: the one allowlist in @cadmax/contract/rich-text, the same the web applies again when it renders
 * an article (so what is saved is what is shown). Used on save and on the public read.
 */
import { sanitizeRichText } from '@cadmax/contract/rich-text';

export { isBlankArticle, sanitizeRichText as sanitizeBlogHtml } from '@cadmax/contract/rich-text';

/** How much stored text (raw and clean, in characters) the read-side memo keeps: a few MB at most. */
const CLEANED_CHARS_MAX = 4_000_000;
const cleaned = new Map<string, string>();
let cleanedChars = 0;

/**
 * The sanitizer for the public reads: every cache miss of a list sanitized each article again, though
 * the stored text rarely changes. The clean text of recently read contents is kept (oldest dropped first),
 * keyed by the stored text itself, so a row edited anywhere (the Strapi panel included) is cleaned anew.
 */
export function sanitizeStoredBlogHtml(html: string): string {
  const hit = cleaned.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeRichText(html);
  const size = html.length + clean.length;
  if (size > CLEANED_CHARS_MAX / 8) return clean;
  for (const [raw, text] of cleaned) {
    if (cleanedChars + size <= CLEANED_CHARS_MAX) break;
    cleaned.delete(raw);
    cleanedChars -= raw.length + text.length;
  }
  cleaned.set(html, clean);
  cleanedChars += size;
  return clean;
}
