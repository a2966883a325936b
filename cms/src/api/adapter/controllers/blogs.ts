/** POST /blog/create, /blog/update, /blog/delete (admin); GET /blog/get and /blog/get/{id} (public reads). */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { badRequest, bodyOf, notFound, ok } from '../../../lib/http';
import { toBlog } from '../../../lib/mappers';
import { pageQuery, searchFilter, totalPages } from '../../../lib/paging';
import { documents, type BlogRow } from '../../../lib/records';
import { isBlankArticle, sanitizeBlogHtml } from '../../../lib/sanitize-blog';
import { checkImages, filesOf, saveWithImages } from '../../../lib/uploads';
import { blogBody, messages } from '@cadmax/contract';
import { parseBody, pathId, recordId } from '../../../lib/validation';

const UID = 'api::blog.blog';
const POPULATE = ['image'];
const NOT_FOUND = 'Blog not found.';

const blogs = (strapi: Core.Strapi) => documents<BlogRow>(strapi, UID);

/** title (≤100), short content (≤300) and content required; content is sanitized HTML. */
function readBlog(body: Record<string, unknown>) {
  const fields = parseBody(blogBody, body);
  const content = sanitizeBlogHtml(fields.content).trim();
  // Content that was nothing but disallowed markup is empty once cleaned.
  if (isBlankArticle(content)) throw badRequest(messages.contentRequired);
  return { ...fields, content };
}

async function findOne(strapi: Core.Strapi, ctx: Context) {
  const row = await blogs(strapi).findOne({ documentId: pathId(ctx.params.id, NOT_FOUND), populate: POPULATE });
  if (!row) throw notFound(NOT_FOUND);
  ok(ctx, { data: toBlog(row) });
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  create: action(async (ctx) => {
    const fields = readBlog(bodyOf(ctx));
    const files = filesOf(ctx, 'imageUrl').slice(0, 1);
    await checkImages(files);
    const row = await saveWithImages(strapi, files, fields.title, ([image]) =>
      blogs(strapi).create({ data: { ...fields, image: image?.id ?? null }, populate: POPULATE }),
    );
    ok(ctx, { message: 'Blog created successfully.', data: toBlog(row) });
  }),

  update: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const fields = readBlog(body);
    const files = filesOf(ctx, 'imageUrl').slice(0, 1);
    await checkImages(files);
    if (!(await blogs(strapi).findOne({ documentId: id }))) throw notFound(NOT_FOUND);
    const row = await saveWithImages(strapi, files, fields.title, ([image]) =>
      blogs(strapi).update({ documentId: id, data: image ? { ...fields, image: image.id } : fields, populate: POPULATE }),
    );
    if (!row) throw notFound(NOT_FOUND);
    ok(ctx, { message: 'Blog updated successfully.', data: toBlog(row) });
  }),

  findOne: action(async (ctx) => findOne(strapi, ctx)),

  list: action(async (ctx) => {
    const { page, limit, search } = pageQuery(ctx);
    const filters = searchFilter(search, ['title']);
    const [rows, total] = await Promise.all([
      blogs(strapi).findMany({ filters, sort: ['createdAt:desc', 'id:desc'], start: (page - 1) * limit, limit, populate: POPULATE }),
      blogs(strapi).count({ filters }),
    ]);
    ok(ctx, { data: rows.map(toBlog), totalPages: totalPages(total, limit), currentPage: page, totalUsers: total });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    if (!(await blogs(strapi).findOne({ documentId: id }))) throw notFound(NOT_FOUND);
    await blogs(strapi).delete({ documentId: id });
    ok(ctx, { message: 'Blog deleted successfully.' });
  }),
});
