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
