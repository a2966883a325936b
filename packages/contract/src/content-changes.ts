/**
 * How the web servers learn what changed in the CMS (docs/architecture.md, "Caches and changes"):
 * - every public read the CMS answers names what it read in `CACHE_TAGS_HEADER` (space-separated tags: a public
 *   content type's name, `media` for the media library), so a page or API answer kept by a web server is tagged with
 *   the tags of every read it was made from;
 * - every CMS instance serves the tags of each change as server-sent events at `CHANGE_STREAM_PATH` (to its trusted
 *   proxies only), one `data:` line per change; `CHANGED_ALL` stands for "anything may have changed" (the stream
 *   opened again after a gap, or a change the CMS cannot name), and drops every tagged copy.
 */
export const CACHE_TAGS_HEADER = 'x-cache-tags';
export const CHANGE_STREAM_PATH = '/_changes';
export const CHANGED_ALL = '*';
/** The tag of the media library's files. */
export const MEDIA_TAG = 'media';
