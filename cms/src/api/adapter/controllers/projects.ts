/** POST /project-add, /project/update, /project/delete (admin); GET /project-get and /project-get/{id} (public reads). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { bodyOf, notFound, ok } from '../../../lib/http';
import { toProject } from '../../../lib/mappers';
import { pageQuery, searchFilter, totalPages } from '../../../lib/paging';
import { imageOrder, orderImages } from '../../../lib/project-images';
import { documents, type ProjectRow } from '../../../lib/records';
import { slugify, uniqueSlug } from '../../../lib/slug';
import { checkImages, filesOf, saveWithImages } from '../../../lib/uploads';
import {
  NAME_MAX, SUMMARY_MAX, TITLE_MAX, isoDate, maxLength, pathId, recordId, requireField, textFields,
} from '../../../lib/validation';

const UID = 'api::project.project';
const POPULATE = ['images'];
const NOT_FOUND = 'Project not found.';

const projects = (strapi: Core.Strapi) => documents<ProjectRow>(strapi, UID);

/** SPEC §5: title (≤100), content (≤300), client, category and date required. */
function readProject(body: Record<string, unknown>) {
  const fields = textFields(body, {
    title: 'Title', content: 'Content', short_content: 'Short content', client: 'Client', category: 'Category', date: 'Date',
  });
  for (const [key, label] of [['title', 'Title'], ['content', 'Content'], ['client', 'Client'], ['category', 'Category'], ['date', 'Date']] as const) {
    requireField(fields[key], label);
  }
  maxLength(fields.title, TITLE_MAX, 'Title');
  maxLength(fields.content, SUMMARY_MAX, 'Content');
  maxLength(fields.short_content, SUMMARY_MAX, 'Short content');
  maxLength(fields.client, NAME_MAX, 'Client');
  maxLength(fields.category, NAME_MAX, 'Category');
  isoDate(fields.date, 'Date');
  return fields;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const fields = readProject(body);
    const files = filesOf(ctx, 'images');
    const order = imageOrder(body, files.length, []);
    await checkImages(files);
    const slug = await uniqueSlug(slugify(fields.title), async (s) => (await projects(strapi).count({ filters: { slug: s } })) > 0);
    const row = await saveWithImages(strapi, files, fields.title, (uploaded) =>
      projects(strapi).create({ data: { ...fields, slug, images: orderImages(order, uploaded) }, populate: POPULATE }),
    );
    ok(ctx, { message: 'Project added successfully.', data: toProject(row) });
  }),

  update: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const fields = readProject(body);
    const existing = await projects(strapi).findOne({ documentId: id, populate: POPULATE });
    if (!existing) throw notFound(NOT_FOUND);
    const files = filesOf(ctx, 'images');
    const current = (existing.images ?? []).map((f) => f.id);
    const order = imageOrder(body, files.length, current);
    await checkImages(files);
    const row = await saveWithImages(strapi, files, fields.title, (uploaded) =>
      projects(strapi).update({ documentId: id, data: { ...fields, images: orderImages(order, uploaded) }, populate: POPULATE }),
    );
    if (!row) throw notFound(NOT_FOUND);
    ok(ctx, { message: 'Project updated successfully.', data: toProject(row) });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    if (!(await projects(strapi).findOne({ documentId: id }))) throw notFound(NOT_FOUND);
    await projects(strapi).delete({ documentId: id });
    ok(ctx, { message: 'Project deleted successfully.' });
  }),

  findOne: action(async (ctx) => {
    const row = await projects(strapi).findOne({ documentId: pathId(ctx.params.id, NOT_FOUND), populate: POPULATE });
    if (!row) throw notFound(NOT_FOUND);
    ok(ctx, { data: toProject(row) });
  }),

  list: action(async (ctx) => {
    const { page, limit, search } = pageQuery(ctx);
    const filters = searchFilter(search, ['title', 'client', 'category']);
    const [rows, total] = await Promise.all([
      projects(strapi).findMany({ filters, sort: ['createdAt:desc', 'id:desc'], start: (page - 1) * limit, limit, populate: POPULATE }),
      projects(strapi).count({ filters }),
    ]);
    ok(ctx, { data: rows.map(toProject), totalPages: totalPages(total, limit), currentPage: page, totalUsers: total });
  }),
});
