import sanitizeHtml from 'sanitize-html';

/** Video hosts whose embeds the editor produces (SPEC §5: "Links to two video hosts become embed links"). */
const EMBED_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const isAllowedEmbed = (src: string): boolean => {
  try {
    const url = new URL(src);
    if (url.protocol !== 'https:' || !EMBED_HOSTS.includes(url.hostname)) return false;
    return url.hostname === 'player.vimeo.com' ? url.pathname.startsWith('/video/') : url.pathname.startsWith('/embed/');
  } catch {
    return false;
  }
};

/** Quill's class names: alignment, indent, fonts, sizes, code blocks and video embeds. */
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]+$/i];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's',
    'blockquote', 'ol', 'ul', 'li', 'a', 'img', 'span', 'pre', 'code', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    iframe: ['src', 'class', 'frameborder', 'allowfullscreen'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': [QUILL_CLASS] },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'font-family': [/^[a-z0-9 ,'"-]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Text inside dropped <script>/<style> is dropped too, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbed(frame.attribs.src ?? ''),
  transformTags: {
    // A link that opens a new tab must not hand the article's window to the target.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/**
 * The blog article allowlist: the rich-text editor's formats and the two video hosts' embeds.
 * Scripts, event handlers and javascript: URLs never survive. Used on save and again on the public read.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** How much stored text (raw and clean, in characters) the read-side memo keeps: a few MB at most. */
const CLEANED_CHARS_MAX = 4_000_000;
const cleaned = new Map<string, string>();
let cleanedChars = 0;

/**
 * sanitizeBlogHtml for the public reads: every cache miss of a list sanitized each article again, though
 * the stored text rarely changes. The clean text of recently read contents is kept (oldest dropped first),
 * keyed by the stored text itself, so a row edited anywhere (the Strapi panel included) is cleaned anew.
 */
export function sanitizeStoredBlogHtml(html: string): string {
  const hit = cleaned.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeBlogHtml(html);
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

/** An article with nothing to show once cleaned (no text, image or video): refused as "Content is required.". */
export const isBlankArticle = (html: string): boolean =>
  html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<(img|iframe)\b/.test(html);
