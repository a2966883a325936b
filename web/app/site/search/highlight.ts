/**
 * The parts of a text with every occurrence of the query marked, in any case (D-14.5). The page renders each part
 * as text (a match inside `<mark>`), so a result's text is never read as HTML.
 */
export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlightParts(text: string, query: string): TextPart[] {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  // The query's spaces match any run of whitespace, as the search reads the text.
  const pattern = new RegExp(`(${words.join('\\s+')})`, 'giu');
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}
