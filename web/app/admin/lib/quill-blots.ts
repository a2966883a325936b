/**
 * What both article editors (the React admin's react-quill-new and the Strapi panel's Quill) change in Quill 2.0.3's
 * export, `getSemanticHTML()`, registered once on the Quill they share:
 * - Text: Quill writes `&nbsp;` for every space (slab/quill#4509), so a saved article could not wrap. Here a space
 *   stays a space; only what HTML would collapse becomes `&nbsp;` (the second and later spaces of a run, and a space
 *   at a line's start or end: the idea of slab/quill#4827), and a non-breaking space typed as one stays one. Loading
 *   that HTML back gives the same text (Quill's clipboard reads `&nbsp;` as a space).
 * - Video: Quill exports a video as a bare `<a href>` link; here it is the player's `<iframe class="ql-video">`, which
 *   the sanitizer keeps for the two hosts (@cadmax/contract/rich-text), and its URL is the host's privacy-friendly
 *   player (toEmbedUrl).
 */
import { toEmbedUrl } from './video-embed';

type QuillClass = typeof import('quill').default;
type TextClass = typeof import('quill/blots/text').default;
type VideoClass = typeof import('quill/formats/video').default;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A piece of a line's text as HTML that shows it as typed: ordinary spaces kept, `&nbsp;` only where HTML would
 * collapse a space (runs, and a line's first or last character) or where a non-breaking space was typed.
 */
export function spacesToHtml(text: string, atLineStart: boolean, atLineEnd: boolean): string {
  let html = text
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
    .replace(/ {2,}/g, (run) => ` ${'\u00a0'.repeat(run.length - 1)}`);
  if (atLineStart) html = html.replace(/^ /, '\u00a0');
  if (atLineEnd) html = html.replace(/ $/, '\u00a0');
  return html.replace(/\u00a0/g, '&nbsp;');
}

let registered = false;

export function registerEditorBlots(Quill: QuillClass): void {
  if (registered) return;
  registered = true;

  const Text = Quill.import('blots/text') as TextClass;
  const Block = Quill.import('blots/block') as typeof import('quill/blots/block').default;
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

  const Video = Quill.import('formats/video') as VideoClass;
  class EmbedVideo extends Video {
    static override sanitize(url: string): string {
      return super.sanitize(toEmbedUrl(url));
    }

    override html(): string {
      return this.domNode.outerHTML;
    }
  }
  Quill.register(EmbedVideo, true);
}
