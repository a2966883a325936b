/** GET /jobget, POST /jobadd, POST /jobedit, POST /jobdelete (admin). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { bodyOf, notFound, ok } from '../../../lib/http';
import { toJobOpening } from '../../../lib/mappers';
import { documents, type JobOpeningRow } from '../../../lib/records';
import { slugify, uniqueSlug } from '../../../lib/slug';
import {
  LONG_TEXT_MAX, NAME_MAX, SUMMARY_MAX, TITLE_MAX, maxLength, recordId, requireField, textFields,
} from '../../../lib/validation';

const UID = 'api::job-opening.job-opening';
const NOT_FOUND = 'Job opening not found.';

const openings = (strapi: Core.Strapi) => documents<JobOpeningRow>(strapi, UID);

/** SPEC §5: title, location and about required; about at most 300 characters. */
function readOpening(body: Record<string, unknown>) {
  const fields = textFields(body, {
    title: 'Title', location: 'Location', job_type: 'Employment type', experience: 'Experience', about: 'About',
    responsibilities: 'Responsibilities', qualifications: 'Qualifications', offers: 'Offers',
  });
  requireField(fields.title, 'Title');
  requireField(fields.location, 'Location');
  requireField(fields.about, 'About');
  maxLength(fields.title, TITLE_MAX, 'Title');
  maxLength(fields.location, NAME_MAX, 'Location');
  maxLength(fields.job_type, NAME_MAX, 'Employment type');
  maxLength(fields.experience, NAME_MAX, 'Experience');
  maxLength(fields.about, SUMMARY_MAX, 'About');
  maxLength(fields.responsibilities, LONG_TEXT_MAX, 'Responsibilities');
  maxLength(fields.qualifications, LONG_TEXT_MAX, 'Qualifications');
  maxLength(fields.offers, LONG_TEXT_MAX, 'Offers');
  return fields;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: action(async (ctx) => {
    const rows = await openings(strapi).findMany({ sort: ['sort_order:asc', 'createdAt:asc', 'id:asc'] });
    ok(ctx, { data: rows.map(toJobOpening) });
  }),

  add: action(async (ctx) => {
    const fields = readOpening(bodyOf(ctx));
    // A new opening gets a public careers page at /career/{slug} and goes to the end of the list.
    const slug = await uniqueSlug(slugify(fields.title), async (s) => (await openings(strapi).count({ filters: { slug: { $eqi: s } } })) > 0);
    const [last] = await openings(strapi).findMany({ sort: ['sort_order:desc'], limit: 1, fields: ['sort_order'] });
    const row = await openings(strapi).create({
      data: { ...fields, slug, role: fields.title, sort_order: (last?.sort_order ?? 0) + 1 },
    });
    ok(ctx, { message: 'Job opening added successfully.', data: toJobOpening(row) });
  }),

  edit: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const fields = readOpening(body);
    if (!(await openings(strapi).findOne({ documentId: id }))) throw notFound(NOT_FOUND);
    const row = await openings(strapi).update({ documentId: id, data: fields });
    if (!row) throw notFound(NOT_FOUND);
    ok(ctx, { message: 'Job opening updated successfully.', data: toJobOpening(row) });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    if (!(await openings(strapi).findOne({ documentId: id }))) throw notFound(NOT_FOUND);
    await openings(strapi).delete({ documentId: id });
    ok(ctx, { message: 'Job opening deleted successfully.' });
  }),
});
