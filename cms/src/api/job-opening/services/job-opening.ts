/**
 * The current openings: the public read in sort order (what toPublicJobOpening reads), a lean read
 * (cms/src/lib/lean-read.ts), and the admin's list, add and edit (issue 13: the logic here, the adapter's
 * controller only reads the request and answers).
 */
import type { Core } from '@strapi/strapi';
import { messages, type jobOpeningBody, type Parsed } from '@cadmax/contract';
import { badRequest } from '../../../lib/http';
import { createWithImage, updateWithImage } from '../../../lib/image-records';
import { sortedListService, type ListReads } from '../../../lib/lean-read';
import { documents, type JobOpeningRow } from '../../../lib/records';
import { careerSlugKey, slugify, uniqueSlug } from '../../../lib/slug';
import type { UploadedFile } from '../../../lib/uploads';

const UID = 'api::job-opening.job-opening';
const POPULATE = ['image'];
export const JOB_OPENING_NOT_FOUND = 'Job opening not found.';

/**
 * title, location and about required; about at most 300 characters. The public fields beside the
 * spec's (role, quote, skills one a line, image) are optional: a blank role follows the title.
 */
export type JobOpeningFields = Parsed<typeof jobOpeningBody>;

const writes = (strapi: Core.Strapi) => {
  const openings = () => documents<JobOpeningRow>(strapi, UID);

  /**
   * An application names its opening by title (POST /job-add `position`), so two openings may not share one.
   * Compared like the public slugs: trimmed and case-insensitively.
   */
  async function assertTitleFree(title: string, except?: string) {
    const same = await openings().findMany({ filters: { title: { $eqi: title } }, fields: ['title'] });
    if (same.some((o) => o.documentId !== except)) throw badRequest(messages.duplicateOpeningTitle);
  }

  return {
    /** Every opening with the image, in the public order (the admin list). */
    adminList: () => openings().findMany({ sort: ['sort_order:asc', 'createdAt:asc', 'id:asc'], populate: POPULATE }),

    /** A new opening, with at most the first image sent; a 400 when its title is taken. */
    add: (fields: JobOpeningFields, files: UploadedFile[]): Promise<JobOpeningRow> =>
      createWithImage(strapi, openings(), files, {
        title: fields.title,
        dataOf: async () => {
          await assertTitleFree(fields.title);
          // A new opening gets a public careers page at /career/{slug} and goes to the end of the list. The public
          // page matches slugs trimmed and case-insensitively ('Interior ' = 'interior'), so taken ones are compared so.
          const taken = new Set(
            (await openings().findMany({ fields: ['slug'] })).map((o) => careerSlugKey(o.slug ?? '')),
          );
          const slug = await uniqueSlug(slugify(fields.title), async (s) => taken.has(careerSlugKey(s)));
          const [last] = await openings().findMany({ sort: ['sort_order:desc'], limit: 1, fields: ['sort_order'] });
          return { ...fields, slug, sort_order: (last?.sort_order ?? 0) + 1 };
        },
        params: { populate: POPULATE },
      }),

    /** The opening's new fields; a 404 for an unknown opening, a 400 when the title is another's. */
    edit: (documentId: string, fields: JobOpeningFields, files: UploadedFile[]): Promise<JobOpeningRow> =>
      updateWithImage(strapi, openings(), documentId, files, JOB_OPENING_NOT_FOUND, {
        title: fields.title,
        // The slug stays: links to /career/{slug} keep working after a title edit.
        dataOf: async () => {
          await assertTitleFree(fields.title, documentId);
          return fields;
        },
        params: { populate: POPULATE },
      }),
  };
};

/** The service's methods, for readsOf. */
export type JobOpeningService = ListReads<JobOpeningRow> & ReturnType<typeof writes>;

export default sortedListService<JobOpeningRow, ReturnType<typeof writes>>(
  UID,
  {
    fields: [
      'slug',
      'title',
      'role',
      'quote',
      'skills',
      'location',
      'job_type',
      'experience',
      'about',
      'responsibilities',
      'qualifications',
      'offers',
    ],
    media: { image: 'media' },
  },
  writes,
);
