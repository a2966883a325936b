/**
 * The article editors' paste filter (R-5.10): HTML pasted from a web page or a word processor keeps only what the
 * toolbar offers, in both editors (the React admin's and the Strapi panel's Quill), before Quill reads it:
 * - script, style and the allowlist's other non-text tags go with their text (never a paragraph of code);
 * - colours and backgrounds go, unless the HTML is this editor's own copy and the colour is the palette's (one
 *   chosen in a toolbar);
 * - a table becomes a list, one item per row, its cells' text in order (a header row names each cell);
 * - an image stays only when it is the site's own (a path, or this origin). One pasted as a `data:` URL is uploaded
 *   to the media library through the editor's upload, with its alternative text; any other image is left out, and a
 *   notice under the editor says which. The browser cannot read another site's image bytes, and the server does not
 *   fetch a pasted address (docs/security.md, "Pasted images"). An image file pasted or dropped on its own (a
 *   screenshot) goes through the image button's dialog, which asks for its alternative text.
 * What is saved is still cleaned by the CMS's allowlist (@cadmax/contract/rich-text); this filter is what the editor
 * shows and saves in the first place. The tags come from that allowlist's lists (./rich-text-tags).
 * A browser-only entry (@cadmax/contract/editor-paste), like ./editor-image: Quill is typed by the shape used.
 */
import { paletteColour, registerEditorBlots, type QuillRegistry } from './editor';
import { insertImage, type ImageEditor, type ImageUpload } from './editor-image';
import { NON_TEXT_TAGS } from './rich-text-tags';
import { IMAGE_ACCEPT } from './uploads';

/** Marks the HTML an editor puts on the clipboard, so a copy within the editors keeps its toolbar colours. */
export const EDITOR_HTML_MARK = 'cadmax-editor';
const MARK_TAG = `<meta name="generator" content="${EDITOR_HTML_MARK}">`;

/** An image the paste left out: its alternative text (or file name) and why. */
export interface DroppedImage {
  name: string;
  reason: string;
}

export const PASTE_REASONS = {
  foreign: 'images from other websites are not copied; save it and add it with the image button',
  noAlt: 'it has no alternative text; add it with the image button',
  type: 'only JPEG, PNG and WebP images can be added',
} as const;

export interface PasteFilterOptions {
  /** The editor page's origin: an image there is the site's own. */
  origin: string;
  /** Stores a pasted `data:` image in the media library and answers its URL (the image button's upload). */
  upload?: ImageUpload;
  /** The image files on the clipboard beside the HTML. */
  files?: File[];
}

const COLOUR_PROPERTIES = ['color', 'background-color', 'background'];
const SEPARATOR = ' · ';

/** The pasted HTML with only what the toolbar offers, and the images left out. */
export async function filterPastedHtml(
  html: string,
  options: PasteFilterOptions,
): Promise<{ html: string; dropped: DroppedImage[] }> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const fromEditor = doc.querySelector(`meta[name="generator"][content="${EDITOR_HTML_MARK}"]`) !== null;
  const body = doc.body;
  for (const node of body.querySelectorAll(NON_TEXT_TAGS.join(','))) node.remove();
  for (const comment of comments(body)) comment.remove();
  keepToolbarColours(body, fromEditor);
  // Innermost first: a table inside a cell is a row's text before its own table is read.
  for (const table of [...body.querySelectorAll('table')].reverse()) table.replaceWith(...tableAsList(table));
  const dropped = await keepOwnImages(body, fromEditor, options);
  return { html: body.innerHTML, dropped };
}

function comments(root: HTMLElement): Comment[] {
  const found: Comment[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  while (walker.nextNode()) found.push(walker.currentNode as Comment);
  return found;
}

/** Colours and backgrounds are the toolbar's only when the editors' own copy holds them in the palette. */
function keepToolbarColours(root: HTMLElement, fromEditor: boolean): void {
  for (const element of root.querySelectorAll<HTMLElement>('[style]')) {
    for (const property of COLOUR_PROPERTIES) {
      const value = element.style.getPropertyValue(property);
      if (value && !(fromEditor && property !== 'background' && paletteColour(value)))
        element.style.removeProperty(property);
    }
    if (!element.style.length) element.removeAttribute('style');
  }
  // A highlight is a background the toolbar did not choose; its text stays.
  for (const mark of root.querySelectorAll('mark')) mark.replaceWith(...mark.childNodes);
}

const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A table as readable lines: its caption a paragraph, each row a list item ("Heading: cell · Heading: cell"). */
function tableAsList(table: HTMLTableElement): Node[] {
  const doc = table.ownerDocument;
  const rows = [...table.rows].map((row) => [...row.cells].map(text));
  const first = table.rows[0];
  const headed = rows.length > 1 && first !== undefined && [...first.cells].every((cell) => cell.tagName === 'TH');
  const headings = headed ? rows.shift()! : [];
  const list = doc.createElement('ul');
  for (const cells of rows) {
    const line = cells
      .map((cell, i) => (headings[i] && cell ? `${headings[i]}: ${cell}` : cell))
      .filter(Boolean)
      .join(SEPARATOR);
    if (!line) continue;
    const item = doc.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  const caption = table.caption ? text(table.caption) : '';
  const out: Node[] = [];
  if (caption) out.push(Object.assign(doc.createElement('p'), { textContent: caption }));
  if (list.childElementCount) out.push(list);
  return out;
}

/**
 * The site's own images stay (a path, this origin; any image of the editors' own copy). Others are uploaded when
 * their bytes are at hand (a `data:` URL, or the one image file the browser put on the clipboard with the one image
 * of the HTML, as Chrome's "Copy image" does) and they have alternative text; the rest are left out.
 */
async function keepOwnImages(
  root: HTMLElement,
  fromEditor: boolean,
  { origin, upload, files = [] }: PasteFilterOptions,
): Promise<DroppedImage[]> {
  const dropped: DroppedImage[] = [];
  const images = [...root.querySelectorAll('img')];
  const copied = images.length === 1 && files.length === 1 ? files[0] : undefined;
  for (const image of images) {
    const src = image.getAttribute('src')?.trim() ?? '';
    const alt = image.getAttribute('alt')?.trim() ?? '';
    const own = ownPath(src, origin);
    if (own !== undefined || (fromEditor && /^https?:/i.test(src))) {
      if (own !== undefined) image.setAttribute('src', own);
      continue;
    }
    const isData = src.startsWith('data:');
    const file = copied ?? (isData ? dataFile(src) : undefined);
    const name = alt || file?.name || (isData ? 'pasted image' : fileName(src));
    let url: string | undefined;
    if (!file) dropped.push({ name, reason: isData ? PASTE_REASONS.type : PASTE_REASONS.foreign });
    else if (!alt || !upload) dropped.push({ name, reason: PASTE_REASONS.noAlt });
    else {
      try {
        url = await upload(file, alt);
      } catch (error) {
        dropped.push({ name, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    if (url) image.setAttribute('src', url);
    else image.remove();
  }
  return dropped;
}

/** The path of an image on this site (`/uploads/x.jpg`, or this origin's full URL), else undefined. */
function ownPath(src: string, origin: string): string | undefined {
  if (/^\/(?!\/)/.test(src)) return src;
  if (!URL.canParse(src)) return undefined;
  const url = new URL(src);
  return url.origin === origin ? `${url.pathname}${url.search}` : undefined;
}

function fileName(src: string): string {
  if (!URL.canParse(src)) return 'image';
  const url = new URL(src);
  return decodeURIComponent(url.pathname.split('/').pop() || url.hostname);
}

/** A pasted `data:` image as a file for the upload: only the types the upload takes (IMAGE_ACCEPT). */
function dataFile(src: string): File | undefined {
  const match = /^data:(image\/[a-z+.-]+);base64,([a-z0-9+/=\s]+)$/i.exec(src);
  const type = match?.[1]?.toLowerCase();
  if (!match || !type || !IMAGE_ACCEPT.split(',').includes(type)) return undefined;
  const bytes = Uint8Array.from(atob(match[2]!.replace(/\s/g, '')), (c) => c.charCodeAt(0));
  return new File([bytes], `pasted-image.${type.split('/')[1] === 'jpeg' ? 'jpg' : type.split('/')[1]}`, { type });
}

/** The notice's text: what was left out of a paste and why. */
export function pasteNotice(dropped: DroppedImage[]): string {
  const images = dropped.length === 1 ? '1 image was' : `${dropped.length} images were`;
  return `${images} left out of the paste: ${dropped.map((d) => `“${d.name}” (${d.reason})`).join('; ')}.`;
}

/** Shows (or clears, with nothing dropped) the notice under the editor, read out by screen readers. */
export function showPasteNotice(container: HTMLElement, dropped: DroppedImage[]): void {
  const doc = container.ownerDocument;
  let notice = container.parentElement?.querySelector<HTMLElement>(':scope > .cadmax-paste-notice') ?? null;
  if (!dropped.length) {
    notice?.remove();
    return;
  }
  if (!notice) {
    notice = doc.createElement('p');
    notice.className = 'cadmax-paste-notice';
    notice.setAttribute('role', 'status');
    // Styled here: the same notice serves the React admin and the Strapi panel, whose style sheets differ.
    notice.style.cssText =
      'margin: 0.5rem 0 0; padding: 0.6rem 0.8rem; border: 1px solid #b26b00; border-radius: 6px; background: #fff8eb; color: #3d2600; font-size: 0.9rem; line-height: 1.4; overflow-wrap: anywhere;';
    container.after(notice);
  }
  notice.textContent = pasteNotice(dropped);
}

// What the filter uses of Quill 2.0.3's clipboard module, by shape (as ./editor-image).
interface Range {
  index: number;
  length: number;
}
interface ClipboardModule {
  quill: { isEnabled(): boolean; getSelection(focus: true): Range | null; container: HTMLElement };
  options: { upload?: ImageUpload };
  onCapturePaste(event: ClipboardEvent): void;
  onCopy(range: Range, isCut?: boolean): { html: string; text: string };
  onPaste(range: Range, data: { html?: string; text?: string }): void;
}
type ClipboardClass = new (...args: never[]) => ClipboardModule;
interface UploaderModule {
  quill: ImageEditor & { getModule(name: 'clipboard'): ClipboardModule | undefined };
  upload(range: Range, files: FileList | File[]): void;
}
type UploaderClass = new (...args: never[]) => UploaderModule;

const isImageFile = (file: File) => IMAGE_ACCEPT.split(',').includes(file.type);

/** HTML that is one image and no alternative text, as a browser copies an image (Quill's own test, and no alt). */
function isUnnamedImage(html: string): boolean {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const image = body.firstElementChild;
  return body.childElementCount === 1 && image?.tagName === 'IMG' && !image.getAttribute('alt')?.trim();
}

let registered = false;

/**
 * Registers the filter on the Quill an editor loads (after registerEditorBlots' clipboard, which it extends). The
 * editor hands its image upload in as the clipboard module's `upload` option. A document the editor loads is not a
 * paste and is read as stored.
 */
export function registerPasteFilter(Quill: QuillRegistry): void {
  registerEditorBlots(Quill);
  if (registered) return;
  registered = true;
  const Clipboard = Quill.import('modules/clipboard') as ClipboardClass;
  class PasteFilterClipboard extends Clipboard {
    override onCopy(range: Range, isCut?: boolean): { html: string; text: string } {
      const copied = super.onCopy(range, isCut);
      return { ...copied, html: MARK_TAG + copied.html };
    }

    override onCapturePaste(event: ClipboardEvent): void {
      const html = event.clipboardData?.getData('text/html');
      // Plain text, and image files with no HTML, are Quill's to paste (the files through the uploader below).
      if (event.defaultPrevented || !this.quill.isEnabled() || !html) return super.onCapturePaste(event);
      const files = [...(event.clipboardData?.files ?? [])].filter(isImageFile);
      // A copied image with no alternative text: the uploader's dialog asks for it.
      if (files.length && isUnnamedImage(html)) return super.onCapturePaste(event);
      event.preventDefault();
      const range = this.quill.getSelection(true);
      if (!range) return;
      // The clipboard is readable only during the event: both forms are read before the filter's uploads.
      const text = event.clipboardData?.getData('text/plain');
      const container = this.quill.container;
      const origin = container.ownerDocument.location.origin;
      void filterPastedHtml(html, { origin, upload: this.options.upload, files }).then((clean) => {
        this.onPaste(range, { html: clean.html, text });
        showPasteNotice(container, clean.dropped);
      });
    }
  }
  Quill.register('modules/clipboard', PasteFilterClipboard, true);

  // An image file pasted or dropped on its own (a screenshot) was put in as a `data:` URL, which the CMS drops on
  // save: it goes through the image button's dialog instead, which asks for its alternative text and uploads it.
  const Uploader = Quill.import('modules/uploader') as UploaderClass;
  class MediaLibraryUploader extends Uploader {
    override upload(range: Range, files: FileList | File[]): void {
      const upload = this.quill.getModule('clipboard')?.options.upload;
      const images = [...files].filter(isImageFile);
      if (!upload) return;
      void (async () => {
        let at = range;
        for (const file of images) {
          await insertImage(this.quill, at, upload, file);
          at = this.quill.getSelection(true);
        }
      })();
    }
  }
  Quill.register('modules/uploader', MediaLibraryUploader, true);
}
