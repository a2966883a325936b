/** GET /jobget, POST /jobadd, POST /jobedit, POST /jobdelete (admin). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { moveToTrash } from '../trash';
import { badRequest, bodyOf, notFound, ok } from '../../../lib/http';
import { toJobOpening } from '../../../lib/mappers';
import { documents, type JobOpeningRow } from '../../../lib/records';
import { careerSlugKey } from '../site-content';
import { slugify, uniqueSlug } from '../../../lib/slug';
import { checkImages, filesOf, saveWithImages } from '../../../lib/uploads';
import { jobOpeningBody, messages } from '@cadmax/contract';
import { parseBody, recordId } from '../../../lib/validation';

const UID = 'api::job-opening.job-opening';
const NOT_FOUND = 'Job opening not found.';
const POPULATE = ['image'];

const openings = (strapi: Core.Strapi) => documents<JobOpeningRow>(strapi, UID);

/**
 * title, location and about required; about at most 300 characters. The public fields beside the
 * spec's (role, quote, skills one a line, image) are optional: a blank role follows the title.
 */
const readOpening = (body: Record<string, unknown>) => parseBody(jobOpeningBody, body);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * An application names its opening by title (POST /job-add `position`), so two openings may not share one.
   * Compared like the public slugs: trimmed and case-insensitively.
   */
  async function assertTitleFree(title: string, except?: string) {
    const same = await openings(strapi).findMany({ filters: { title: { $eqi: title } }, fields: ['title'] });
    if (same.some((o) => o.documentId !== except)) throw badRequest(messages.duplicateOpeningTitle);
  }

  return {
    list: action(async (ctx) => {
      const rows = await openings(strapi).findMany({
        sort: ['sort_order:asc', 'createdAt:asc', 'id:asc'],
        populate: POPULATE,
      });
      ok(ctx, { data: rows.map(toJobOpening) });
    }),

    add: action(async (ctx) => {
      const fields = readOpening(bodyOf(ctx));
      const files = filesOf(ctx, 'image').slice(0, 1);
      await checkImages(files);
      await assertTitleFree(fields.title);
      // A new opening gets a public careers page at /career/{slug} and goes to the end of the list. The public
      // page matches slugs trimmed and case-insensitively ('Interior ' = 'interior'), so taken ones are compared so.
      const taken = new Set(
        (await openings(strapi).findMany({ fields: ['slug'] })).map((o) => careerSlugKey(o.slug ?? '')),
      );
      const slug = await uniqueSlug(slugify(fields.title), async (s) => taken.has(careerSlugKey(s)));
      const [last] = await openings(strapi).findMany({ sort: ['sort_order:desc'], limit: 1, fields: ['sort_order'] });
      const row = await saveWithImages(strapi, files, fields.title, ([image]) =>
        openings(strapi).create({
          data: { ...fields, slug, sort_order: (last?.sort_order ?? 0) + 1, image: image?.id ?? null },
          populate: POPULATE,
        }),
      );
      ok(ctx, { message: 'Job opening added successfully.', data: toJobOpening(row) });
    }),

    edit: action(async (ctx) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const fields = readOpening(body);
      const files = filesOf(ctx, 'image').slice(0, 1);
      await checkImages(files);
      if (!(await openings(strapi).findOne({ documentId: id }))) throw notFound(NOT_FOUND);
      await assertTitleFree(fields.title, id);
      // The slug stays: links to /career/{slug} keep working after a title edit. No new image keeps the old one.
      const row = await saveWithImages(strapi, files, fields.title, ([image]) =>
        openings(strapi).update({
          documentId: id,
          data: image ? { ...fields, image: image.id } : fields,
          populate: POPULATE,
        }),
      );
      if (!row) throw notFound(NOT_FOUND);
      ok(ctx, { message: 'Job opening updated successfully.', data: toJobOpening(row) });
    }),

    remove: action(async (ctx) => {
      const id = recordId(bodyOf(ctx)._id);
      // To the trash for TRASH_DAYS days (issue 15); its applications keep the position text, their link comes back on restore.
      await moveToTrash(strapi, ctx, 'job-opening', id, NOT_FOUND);
      ok(ctx, { message: 'Job opening deleted successfully.' });
    }),
  };
};
