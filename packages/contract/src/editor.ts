/**
 * The article editor both admins show: the React admin's react-quill-new and the Strapi panel's
 * Quill custom field are the same Quill 2.0.3 with this toolbar, these formats, this video-link rule and these fixes
 * to Quill's export, so both write the same HTML, which the one allowlist (@cadmax/contract/rich-text) keeps.
 * A separate entry (@cadmax/contract/editor), pure data and functions: Quill is handed in by each editor
 * (registerEditorBlots), never imported here, so the contract stays free of browser packages.
 */

/** The toolbar's 35-colour palette (text colour and background). */
export const PALETTE = [
  '#000000',
  '#e60000',
  '#ff9900',
  '#ffff00',
  '#008a00',
  '#0066cc',
  '#9933ff',
  '#ffffff',
  '#facccc',
  '#ffebcc',
  '#ffffcc',
  '#cce8cc',
  '#cce0f5',
  '#ebd6ff',
  '#bbbbbb',
  '#f06666',
  '#ffc266',
  '#ffff66',
  '#66b966',
  '#66a3e0',
  '#c285ff',
  '#888888',
  '#a10000',
  '#b26b00',
  '#b2b200',
  '#006100',
  '#0047b2',
  '#6b24b2',
  '#444444',
  '#5c0000',
  '#663d14',
  '#666600',
  '#003700',
  '#002966',
  '#3d1466',
] as const;

/**
 * The palette's colour a CSS colour value names, as the palette spells it (`#e60000`), or undefined when the toolbar
 * does not offer it. Reads the forms an editor's HTML holds: the browser writes Quill's `#e60000` as
 * `rgb(230, 0, 0)`; `#rgb` and `#rrggbb` in any case too. A named colour (`red`, `yellow`) is never the palette's.
 */
export function paletteColour(value: string): string | undefined {
  const css = value.trim().toLowerCase();
  let hex: string | undefined;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(1|1\.0+)\s*)?\)$/.exec(css);
  if (rgb)
    hex = `#${rgb
      .slice(1, 4)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;
  else if (/^#[0-9a-f]{6}$/.test(css)) hex = css;
  else if (/^#[0-9a-f]{3}$/.test(css)) hex = `#${[...css.slice(1)].map((c) => c + c).join('')}`;
  return (PALETTE as readonly string[]).includes(hex ?? '') ? hex : undefined;
}

export const FONTS = [false, 'serif', 'monospace'] as const;
export const SIZES = ['small', false, 'large', 'huge'] as const;

/**
 * Headers 1–6, font (serif, monospace), size (small, large, huge), bold/italic/underline/strike, colour and
 * background, blockquote, lists, indent, link, image, video, clean.
 */
export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ font: [...FONTS] }, { size: [...SIZES] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [...PALETTE] }, { background: [...PALETTE] }],
  ['blockquote', { list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  ['link', 'image', 'video'],
  ['clean'],
];

export const FORMATS = [
  'header',
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'background',
  'blockquote',
  'list',
  'indent',
  'link',
  'image',
  'video',
];

/** Quill's empty document: treat it as no content. */
export const isBlankHtml = (html: string) =>
  html.replace(/<[^>]*>/g, '').trim() === '' && !/<(img|iframe)\b/i.test(html);

/**
 * links to the two video hosts become embed links, on their privacy-friendly players: YouTube watch/short/
 * embed links become youtube-nocookie.com players, Vimeo page links player.vimeo.com with `dnt=1` (no tracking).
 * Anything else is kept as it is (Quill's own check and the sanitizer decide what survives).
 */
export function toEmbedUrl(raw: string): string {
  const url = raw.trim();
  const youtube =
    /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{6,})/i.exec(
      url,
    );
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}?dnt=1`;
  return url;
}

const NBSP = '\u00a0';
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A piece of a line's text as HTML that shows it as typed: ordinary spaces kept, `&nbsp;` only where HTML would
 * collapse a space (runs, and a line's first or last character) or where a non-breaking space was typed.
 */
export function spacesToHtml(text: string, atLineStart: boolean, atLineEnd: boolean): string {
  let html = text
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
    .replace(/ {2,}/g, (run) => ` ${NBSP.repeat(run.length - 1)}`);
  if (atLineStart) html = html.replace(/^ /, NBSP);
  if (atLineEnd) html = html.replace(/ $/, NBSP);
  return html.replace(/\u00a0/g, '&nbsp;');
}

/**
 * The text Quill reads from an HTML text node, with the non-breaking spaces of the node put back where Quill made
 * them ordinary spaces (its clipboard turns every U+00A0 into a space as its last step). `read` is what Quill read:
 * the node's text with other whitespace collapsed and maybe one leading and one trailing space dropped, then
 * followed by line breaks. Anything else (a `<pre>`, a node without U+00A0) comes back unchanged.
 */
export function keepNonBreakingSpaces(nodeText: string, read: string): string {
  if (!nodeText.includes(NBSP)) return read;
  const collapsed = nodeText.replace(/[^\S\u00a0]/g, ' ').replace(/ {2,}/g, ' ');
  const candidates = [collapsed, collapsed.slice(1), collapsed.slice(0, -1), collapsed.slice(1, -1)];
  for (const text of candidates) {
    const rest = read.slice(text.length);
    if (read.startsWith(text.replaceAll(NBSP, ' ')) && /^\n*$/.test(rest)) return text + rest;
  }
  return read;
}

// What registerEditorBlots uses of Quill 2.0.3, typed by shape: the contract imports neither Quill nor the DOM.
type Constructor<T> = new (...args: never[]) => T;
interface TextBlot {
  value(): string;
  parent: unknown;
  prev: unknown;
  next: { statics: { blotName: string } } | null;
}
interface VideoBlot {
  domNode: { outerHTML: string };
  html(): string;
}
type VideoClass = Constructor<VideoBlot> & { sanitize(url: string): string };
interface DeltaOp {
  insert?: unknown;
}
type Matcher = (node: { data?: unknown }, delta: { ops: DeltaOp[] }) => { ops: DeltaOp[] };
type ClipboardClass = Constructor<{ addMatcher(selector: number, matcher: Matcher): void }>;
export interface QuillRegistry {
  import(name: string): unknown;
  register(path: string, target: unknown, overwrite?: boolean): void;
}

/** Node.TEXT_NODE, named without the DOM's globals. */
const TEXT_NODE = 3;

/** The clipboard matcher that keeps a text node's typed non-breaking spaces (after Quill's own `matchText`). */
const matchNonBreakingSpaces: Matcher = (node, delta) => {
  const first = delta.ops[0];
  if (typeof node.data !== 'string' || typeof first?.insert !== 'string') return delta;
  const insert = keepNonBreakingSpaces(node.data, first.insert);
  return insert === first.insert ? delta : Object.assign(delta, { ops: [{ ...first, insert }, ...delta.ops.slice(1)] });
};

let registered = false;

/**
 * What both editors change in Quill 2.0.3, registered once on the Quill each of them loads:
 * - Export, text: Quill writes `&nbsp;` for every space (slab/quill#4509), so a saved article could not wrap. Here a
 *   space stays a space; only what HTML would collapse becomes `&nbsp;` (the idea of slab/quill#4827), and a
 *   non-breaking space typed as one stays one.
 * - Import, text: Quill's clipboard reads `&nbsp;` as an ordinary space, so a non-breaking space (typed, pasted, or
 *   stored) was lost at the next save of an edited article. Here it stays in the document; the export above writes
 *   the same HTML back for the `&nbsp;` it wrote itself.
 * - Video: Quill exports a video as a bare `<a href>` link; here it is the player's `<iframe class="ql-video">`, which
 *   the sanitizer keeps for the two hosts, and its URL is the host's privacy-friendly player (toEmbedUrl).
 */
export function registerEditorBlots(Quill: QuillRegistry): void {
  if (registered) return;
  registered = true;

  const Text = Quill.import('blots/text') as Constructor<TextBlot>;
  const Block = Quill.import('blots/block') as Constructor<unknown>;
  class PlainSpaceText extends Text {
    // Quill's export asks a blot for its own HTML first (core/editor.js convertHTML).
    html(index: number, length: number): string {
      const value = this.value();
      // Directly in a line (a paragraph, heading, list item…): its first and last spaces would be collapsed.
      const inLine = this.parent instanceof Block;
      return spacesToHtml(
        value.slice(index, index + length),
        inLine && index === 0 && this.prev == null,
        inLine && index + length >= value.length && (this.next == null || this.next.statics.blotName === 'break'),
      );
    }
  }
  Quill.register('blots/text', PlainSpaceText, true);

  const Clipboard = Quill.import('modules/clipboard') as ClipboardClass;
  class NonBreakingSpaceClipboard extends Clipboard {
    constructor(...args: never[]) {
      super(...args);
      this.addMatcher(TEXT_NODE, matchNonBreakingSpaces);
    }
  }
  Quill.register('modules/clipboard', NonBreakingSpaceClipboard, true);

  const Video = Quill.import('formats/video') as VideoClass;
  class EmbedVideo extends Video {
    static override sanitize(url: string): string {
      return super.sanitize(toEmbedUrl(url));
    }

    override html(): string {
      return this.domNode.outerHTML;
    }
  }
  Quill.register('formats/video', EmbedVideo, true);
}
