/**
 * A record's images are stored with alt text that starts with its title ('Cadmax Valley', 'Cadmax Valley:
 * isometric view…', 'Cadmax Valley logo': the uploads and the seed name them so). When the title changes, those
 * alt texts follow it, so a renamed project's gallery does not describe itself by the old name. An alt text
 * someone wrote without the title is left as it is.
 */
import type { Core } from '@strapi/strapi';

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
