/**
 * The allowlist's tags (R-5.10), as plain data: the CMS's sanitizer (./rich-text, sanitize-html) and the editors'
 * paste filter (./editor-paste, in the browser, where sanitize-html must not go) read the same lists.
 */

/** The tags an article may hold: what the editor's toolbar makes, plus the two video hosts' frames. */
export const RICH_TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'span',
  'pre',
  'code',
  'iframe',
] as const;

/** Tags dropped with everything inside them: their text is code or page furniture, never shown as article text. */
export const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'noscript', 'title', 'template'] as const;
