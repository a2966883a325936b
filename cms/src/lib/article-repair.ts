/**
 * A one-time repair at start of the articles the editors saved before their export was fixed
 * (registerEditorBlots, @cadmax/contract/editor):
 * - Quill 2.0.3 wrote `&nbsp;` for every space, so an article saved through either editor lost its ordinary spaces
 *   and could not wrap (one long line widened the page). Such an article has non-breaking spaces in its text and not
 *   one ordinary space (the bug replaced them all); it gets ordinary spaces back, keeping a non-breaking space only
 *   where HTML would collapse a run (as the editors now write it). Articles with ordinary spaces are not touched, so a
 *   non-breaking space typed on purpose stays.
 * - Quill exported a video as a bare link to its player (`<a href="https://www.youtube.com/embed/…">same URL</a>`);
 *   such a link becomes the player's frame again, which the sanitizer keeps for the two hosts.
 *
 * Every row of the blogs table (drafts and published versions) is read once; a changed one is written with its
 * last-edit time kept (a repair is no edit: a published article does not turn 'modified'). Done once: the store
 * records it, and running it again would change nothing anyway (each rule leaves a repaired article as it is).
 */
import type { Core } from '@strapi/strapi';
import { isAllowedEmbed } from '@cadmax/contract/rich-text';

const STORE = { type: 'plugin', name: 'cadmax' } as const;
const DONE_KEY = 'article_repair_v1';
const NBSP = /\u00a0|&nbsp;|&#160;|&#xa0;/gi;

/** The text between the tags, and a way to rewrite only that. */
const TAG = /(<[^>]*>)/;
const textOf = (html: string) =>
  html
    .split(TAG)
    .filter((part) => !part.startsWith('<'))
    .join('');

/** An article whose spaces were all made non-breaking. */
export function lostItsSpaces(html: string): boolean {
  const text = textOf(html);
  return /\u00a0|&nbsp;|&#160;|&#xa0;/i.test(text) && !text.includes(' ');
}

/** Ordinary spaces back in the text (tags and attributes untouched); a run keeps its second and later as `&nbsp;`. */
export function restoreSpaces(html: string): string {
  return html
    .split(TAG)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(NBSP, '\u00a0').replace(/\u00a0+/g, (run) => ` ${'\u00a0'.repeat(run.length - 1)}`),
    )
    .join('');
}

/** Quill's bare links to a video player (link text = its URL) made into the player's frame again. */
export function restoreVideos(html: string): string {
  return html.replace(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g, (link, href: string, text: string) => {
    const url = href.replace(/&amp;/g, '&');
    return isAllowedEmbed(url) && text.replace(/&amp;/g, '&').trim() === url
      ? `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${href}"></iframe>`
      : link;
  });
}

/** The article as the fixed editors would have saved it. */
export function repairArticle(html: string): string {
  const videos = restoreVideos(html);
  return lostItsSpaces(videos) ? restoreSpaces(videos) : videos;
}

/** Runs the repair once per database (called from bootstrap); answers how many rows it changed. */
export async function repairEditorArticles(strapi: Core.Strapi): Promise<number> {
  const store = strapi.store(STORE);
  if (await store.get({ key: DONE_KEY })) return 0;
  const meta = strapi.db.metadata.get('api::blog.blog');
  const attributes = meta.attributes as Record<string, { columnName?: string }>;
  const content = attributes.content?.columnName ?? 'content';
  const rows = (await strapi.db
    .getConnection(meta.tableName)
    .select('id', `${content} as content`)
    .where(content, 'like', '%<a %')
    .orWhere(content, 'like', '%\u00a0%')
    .orWhere(content, 'like', '%&nbsp;%')) as { id: number; content: string | null }[];
  let changed = 0;
  for (const row of rows) {
    if (typeof row.content !== 'string') continue;
    const repaired = repairArticle(row.content);
    if (repaired === row.content) continue;
    // Straight to the table: the updatedAt column stays, and no lifecycle re-cleans what was already clean.
    await strapi.db
      .getConnection(meta.tableName)
      .where('id', row.id)
      .update({ [content]: repaired });
    changed += 1;
  }
  await store.set({ key: DONE_KEY, value: { at: new Date().toISOString(), changed } });
  if (changed) strapi.log.info(`Repaired ${changed} article row(s) saved by the old editor export (R-5.10).`);
  return changed;
}
