/**
 * The current openings: the public read in sort order (what toPublicJobOpening reads), a lean read
 * (cms/src/lib/lean-read.ts), and the admin's list, add and edit (the logic here, the adapter's
 * controller only reads the request and answers).
 */
import type { Core } from '@strapi/strapi';
import { fieldNames, jobOpeningFields, messages, type jobOpeningBody, type Parsed } from '@cadmax/contract';
import { badRequest } from '../../../lib/http';
import { sortedImageListWrites } from '../../../lib/image-records';
import { sortedListService, type ListReads } from '../../../lib/lean-read';
import { documents, type JobOpeningRow } from '../../../lib/records';
import { chosenSlug } from '../../../lib/slug';

const UID = 'api::job-opening.job-opening';
export const JOB_OPENING_NOT_FOUND = 'Job opening not found.';

/**
 * title, location and about required; about at most 300 characters. The public fields beside the
 * spec's (role, quote, skills one a line, image) are optional: a blank role follows the title.
 */
export type JobOpeningFields = Parsed<typeof jobOpeningBody>;

/** The admin's list, add (at the end of the list) and edit. */
const writes = (strapi: Core.Strapi) => {
  const openings = () => documents<JobOpeningRow>(strapi, UID);
  return sortedImageListWrites<JobOpeningRow, JobOpeningFields>(strapi, UID, {
    notFoundMessage: JOB_OPENING_NOT_FOUND,
    titleOf: (fields) => fields.title,
    /**
     * An application names its opening by title (POST /job-add `position`), so two openings may not share one.
     * Compared like the public slugs: trimmed and case-insensitively.
     */
    check: async ({ title }, except) => {
      const same = await openings().findMany({ filters: { title: { $eqi: title } }, fields: ['title'] });
      if (same.some((o) => o.documentId !== except)) throw badRequest(messages.duplicateOpeningTitle);
    },
    // A new opening gets a public careers page at /career/{slug}, the one typed or its title's; the slug stays when the
    // title is edited and changes only when another is typed, its earlier address then redirecting (D-14.6). The
    // public page matches slugs trimmed and case-insensitively ('Interior ' = 'interior'), so taken ones are compared so.
    addedFields: async ({ title, slug }, documentId) => ({
      slug: await chosenSlug(strapi, 'job-opening', slug, title, documentId),
    }),
  });
};

/** The service's methods, for readsOf. */
export type JobOpeningService = ListReads<JobOpeningRow> & ReturnType<typeof writes>;

export default sortedListService<JobOpeningRow, ReturnType<typeof writes>>(
  UID,
  {
    fields: ['slug', ...fieldNames(jobOpeningFields), 'skills'],
    media: { image: 'media' },
  },
  writes,
);
