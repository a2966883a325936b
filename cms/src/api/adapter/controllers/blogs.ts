/** POST /blog/create, /blog/update, /blog/delete (admin); GET /blog/get and /blog/get/{id} (public reads). */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { moveToTrash } from '../trash';
import { badRequest, bodyOf, notFound, ok } from '../../../lib/http';
import { toBlog } from '../../../lib/mappers';
import { readsOf } from '../../../lib/lean-read';
import { pageQuery, totalPages } from '../../../lib/paging';
import { documents, type BlogRow } from '../../../lib/records';
import type { BlogReads } from '../../blog/services/blog';
import { isBlankArticle, sanitizeBlogHtml } from '../../../lib/sanitize-blog';
import { checkImages, filesOf, saveWithImages } from '../../../lib/uploads';
import { blogBody, messages } from '@cadmax/contract';
import { parseBody, pathId, recordId } from '../../../lib/validation';

const UID = 'api::blog.blog';
const POPULATE = ['image'];
const NOT_FOUND = 'Blog not found.';

const blogs = (strapi: Core.Strapi) => documents<BlogRow>(strapi, UID);
/** The public reads: lean queries in the blog's service. */
const reads = (strapi: Core.Strapi) => readsOf<BlogReads>(strapi, UID);

/** title (≤100), short content (≤300) and content required; content is sanitized HTML. */
function readBlog(body: Record<string, unknown>) {
  const fields = parseBody(blogBody, body);
  const content = sanitizeBlogHtml(fields.content).trim();
  // Content that was nothing but disallowed markup is empty once cleaned.
  if (isBlankArticle(content)) throw badRequest(messages.contentRequired);
  return { ...fields, content };
}

async function findOne(strapi: Core.Strapi, ctx: Context) {
  const row = await reads(strapi).article(pathId(ctx.params.id, NOT_FOUND));
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
      blogs(strapi).update({
        documentId: id,
        data: image ? { ...fields, image: image.id } : fields,
        populate: POPULATE,
      }),
    );
    if (!row) throw notFound(NOT_FOUND);
    ok(ctx, { message: 'Blog updated successfully.', data: toBlog(row) });
  }),

  findOne: action(async (ctx) => findOne(strapi, ctx)),

  list: action(async (ctx) => {
    const { page, limit, search } = pageQuery(ctx);
    const { rows, total } = await reads(strapi).articlePage((page - 1) * limit, limit, search);
    ok(ctx, { data: rows.map(toBlog), totalPages: totalPages(total, limit), currentPage: page, totalUsers: total });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    await moveToTrash(strapi, ctx, 'blog', id, NOT_FOUND);
    ok(ctx, { message: 'Blog deleted successfully.' });
  }),
});
