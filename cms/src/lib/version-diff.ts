/**
 * D-14.2: what the version history shows of a change: a text field word by word (jsdiff's diffWords), an article by
 * its text (its markup would drown the words), so a person reads what was written, not how it was marked up.
 */
import { diffWords } from 'diff';
import sanitizeHtml from 'sanitize-html';
import type { DiffPart } from '@cadmax/contract';

/** The tags after which an article's text goes on a new line (so two paragraphs' words do not run together). */
const LINE_ENDS = /<(?:br|\/p|\/h[1-6]|\/li|\/blockquote|\/pre|\/div)\b[^>]*>/gi;
/** sanitize-html decodes the text's entities and escapes only these again. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** An article's text: its words with a line per paragraph, heading or list item, without markup. */
export function articleText(html: string): string {
  const text = sanitizeHtml(html.replace(LINE_ENDS, '$&\n'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity])
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The word-level runs from one text to the other (unchanged, removed, added). */
export const wordDiff = (before: string, after: string): DiffPart[] =>
  diffWords(before, after).map(({ value, added, removed }) => ({
    value,
    ...(added && { added: true }),
    ...(removed && { removed: true }),
  }));
