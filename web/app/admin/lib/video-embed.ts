/**
 * links to the two video hosts become embed links. YouTube watch/short
 * links and Vimeo page links turn into their player URLs; anything else is kept.
 */
export function toEmbedUrl(raw: string): string {
  const url = raw.trim();
  const youtube =
    /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{6,})/i.exec(
      url,
    );
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}?showinfo=0`;
  const vimeo = /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}/`;
  return url;
}

type QuillClass = typeof import('quill').default;
let registered = false;

/**
 * Quill's video embeds pass their URL through toEmbedUrl, so YouTube/Vimeo page links become player links.
 * Both editors register it: the React admin's (react-quill-new's Quill) and the Strapi panel's (cms/src/admin).
 */
export function registerEmbedVideo(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  type VideoClass = typeof import('quill/formats/video').default;
  const Base = Quill.import('formats/video') as VideoClass;
  class EmbedVideo extends Base {
    static override sanitize(url: string): string {
      return super.sanitize(toEmbedUrl(url));
    }
  }
  Quill.register(EmbedVideo, true);
}
