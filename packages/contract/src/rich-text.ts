/**
 * The one allowlist for article HTML (R-5.10's editor formats and the two video hosts' embeds), applied by the CMS
 * when an article is saved and by the web again when it is rendered (defence in depth). Being the same list, what
 * the editor saves is what the page shows: an editor colour survives both. Scripts, event handlers, javascript:
 * URLs and any style beyond colour, background colour and alignment never do.
 * A separate entry (@cadmax/contract/rich-text): sanitize-html must stay out of browser bundles.
 */
import sanitizeHtml from 'sanitize-html';
import { NON_TEXT_TAGS, RICH_TEXT_TAGS } from './rich-text-tags';

/** Video hosts whose embeds the editor produces (R-5.10: "Links to two video hosts become embed links"). */
export const EMBED_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;

export function isAllowedEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    if (url.protocol !== 'https:' || !(EMBED_HOSTS as readonly string[]).includes(url.hostname)) return false;
    return url.hostname === 'player.vimeo.com'
      ? url.pathname.startsWith('/video/')
      : url.pathname.startsWith('/embed/');
  } catch {
    return false;
  }
}

/**
 * An allowed embed's player on the host's privacy-friendly address: YouTube's on youtube-nocookie.com
 * (no cookies until the visitor plays it), Vimeo's with `dnt=1` (no tracking). The web renders every video this way,
 * whatever was stored; the editors already store these addresses.
 */
export function privacyEmbedSrc(src: string): string {
  if (!isAllowedEmbed(src)) return src;
  const url = new URL(src);
  if (url.hostname === 'player.vimeo.com') {
    url.searchParams.set('dnt', '1');
    return url.toString();
  }
  url.hostname = 'www.youtube-nocookie.com';
  url.searchParams.delete('showinfo');
  return url.toString();
}

/** Quill's class names: alignment, indent, fonts, sizes, code blocks and video embeds. */
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
/** A hex, rgb()/rgba() or named colour: nothing that can hold url(), expression() or a second declaration. */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]+$/i];

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'loading'],
    iframe: ['src', 'class', 'frameborder', 'allowfullscreen', 'title', 'loading'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': [QUILL_CLASS] },
  // The editor's colour, background and alignment; every other property (position, url() backgrounds...) is dropped.
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Text inside dropped <script>/<style> is dropped too, never shown as text.
  nonTextTags: [...NON_TEXT_TAGS],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbed(frame.attribs.src ?? ''),
  transformTags: {
    // A link that opens a new tab must not hand the article's window to the target.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * On render only, the same allowlist plus: images and videos load when scrolled to, a video frame is named for screen
 * readers, and Quill's `frameborder="0" allowfullscreen="true"` become valid HTML (no obsolete attribute, a boolean
 * `allowfullscreen`). What is stored stays as the editor saved it.
 */
// sanitize-html has taken allowedEmptyAttributes since 2.12; its published types do not list it yet.
const RENDER_OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  ...RICH_TEXT_OPTIONS,
  allowedEmptyAttributes: ['alt', 'allowfullscreen'],
  transformTags: {
    ...RICH_TEXT_OPTIONS.transformTags,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    iframe: (tagName, { frameborder: _obsolete, allowfullscreen, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.src && { src: privacyEmbedSrc(attribs.src) }),
        ...(allowfullscreen !== undefined && allowfullscreen !== 'false' && { allowfullscreen: '' }),
        loading: 'lazy',
        title: attribs.title || 'Embedded video',
      },
    }),
  },
};

/** What the CMS stores. */
export function sanitizeRichText(html: string): string {
  // A multipart form sends a text's line ends as CRLF (the HTML spec's form encoding): stored as they were, LF.
  return sanitizeHtml(html.replace(/\r\n?/g, '\n'), RICH_TEXT_OPTIONS);
}

/** What the web renders: the stored HTML cleaned again with the same allowlist (defence in depth). */
export function renderRichText(html: string): string {
  return sanitizeHtml(html, RENDER_OPTIONS);
}

/** An article with nothing to show once cleaned (no text, image or video): refused as "Content is required.". */
export const isBlankArticle = (html: string): boolean =>
  html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<(img|iframe)\b/.test(html);
