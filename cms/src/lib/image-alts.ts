/**
 * A record's images are stored with alt text that starts with its title ('Cadmax Valley', 'Cadmax Valley:
 * isometric view…', 'Cadmax Valley logo': the uploads and the seed name them so). When the published title changes,
 * those alt texts follow it, so a renamed project's gallery does not describe itself by the old name. An alt text
 * someone wrote without the title is left as it is.
 *
 * A media file's alt text is one for the draft and the published version alike, so it follows the published title
 * only: a draft rename leaves the public page's alts as they are until the draft is published (through the admin's
 * save or Publish, the panel, or the scheduler: every publish is a document-service call, which the middleware
 * below sees).
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@cadmax/contract';

const FILE_UID = 'plugin::upload.file';

/** `alt` with a leading `from` (as a whole word group) replaced by `to`; null when it does not start with it. */
export function retitledAlt(alt: string | null | undefined, from: string, to: string): string | null {
  if (!alt || !from || from === to || !alt.startsWith(from)) return null;
  const rest = alt.slice(from.length);
  if (rest && /^[\p{L}\p{N}]/u.test(rest)) return null;
  return `${to}${rest}`;
}

export async function retitleImageAlts(
  strapi: Core.Strapi,
  fileIds: number[],
  from: string,
  to: string,
): Promise<void> {
  if (fileIds.length === 0 || from === to) return;
  const files = (await strapi.db
    .query(FILE_UID)
    .findMany({ where: { id: { $in: fileIds } }, select: ['id', 'alternativeText'] })) as {
    id: number;
    alternativeText: string | null;
  }[];
  for (const file of files) {
    const alternativeText = retitledAlt(file.alternativeText, from, to);
    if (alternativeText !== null)
      await strapi.db.query(FILE_UID).update({ where: { id: file.id }, data: { alternativeText } });
  }
}

const PROJECT_UID = 'api::project.project';

interface TitledRow {
  title?: string | null;
  images?: { id: number }[] | null;
  logo?: { id: number } | null;
}

/** The title of a project's draft or published version (null when there is none). */
async function titleOf(strapi: Core.Strapi, documentId: string, published: boolean): Promise<string | null> {
  const row = (await strapi.db.query(PROJECT_UID).findOne({
    where: { documentId, locale: DEFAULT_LOCALE, publishedAt: published ? { $notNull: true } : { $null: true } },
    select: ['title'],
  })) as TitledRow | null;
  return row?.title ?? null;
}

/**
 * Registers the document-service middleware: a publish of a project (the `publish` action, or an `update` with
 * `status: 'published'`) renames its images' alt texts from the title the public page showed (the draft's, on a
 * first publish) to the title it shows now.
 */
export function followPublishedTitles(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const params = context.params as { documentId?: string; status?: string; locale?: string };
    const publishes = context.action === 'publish' || (context.action === 'update' && params.status === 'published');
    // D-15: the alt texts are the English title's; a Hindi version's publish leaves them (a publish of every version,
    // '*', is the English one's too).
    const english = !params.locale || params.locale === DEFAULT_LOCALE || params.locale === '*';
    if (context.uid !== PROJECT_UID || !publishes || !params.documentId || !english) return next();
    const { documentId } = params;
    const before = (await titleOf(strapi, documentId, true)) ?? (await titleOf(strapi, documentId, false));
    const result = await next();
    const now = (await strapi.db.query(PROJECT_UID).findOne({
      where: { documentId, locale: DEFAULT_LOCALE, publishedAt: { $notNull: true } },
      select: ['title'],
      populate: { images: { select: ['id'] }, logo: { select: ['id'] } },
    })) as TitledRow | null;
    if (before && now?.title) {
      const shown = [...(now.images ?? []), ...(now.logo ? [now.logo] : [])].map((f) => f.id);
      await retitleImageAlts(strapi, shown, before, now.title);
    }
    return result;
  });
}
