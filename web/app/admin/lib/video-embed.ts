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
