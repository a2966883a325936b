/**
 * POST /blog/create, /blog/update, /blog/delete (admin); GET /blog/get and /blog/get/{id} (public reads: published
 * blogs only). Issue 15: a save publishes unless it says `status=draft` or `publishAt`; POST /blog/publish and
 * /blog/unpublish; GET /blog/admin-get[/{id}], the admin's reads of the drafts with their state.
 */
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
import { blogBody, messages, publishBody } from '@cadmax/contract';
import { describeSave, publish, saveModeOf, scheduleData, unpublish, withStates } from '../publishing';
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
    const body = bodyOf(ctx);
    const fields = readBlog(body);
    const mode = saveModeOf(body);
    const files = filesOf(ctx, 'imageUrl').slice(0, 1);
    await checkImages(files);
    const row = await saveWithImages(strapi, files, fields.title, ([image]) =>
      blogs(strapi).create({
        data: { ...fields, ...scheduleData(mode), image: image?.id ?? null },
        status: mode.status,
        populate: POPULATE,
      }),
    );
    describeSave(ctx, mode, row);
    ok(ctx, { message: 'Blog created successfully.', data: toBlog(row) });
  }),

  update: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const fields = readBlog(body);
    const mode = saveModeOf(body);
    const files = filesOf(ctx, 'imageUrl').slice(0, 1);
    await checkImages(files);
    if (!(await blogs(strapi).findOne({ documentId: id }))) throw notFound(NOT_FOUND);
    const data = { ...fields, ...scheduleData(mode) };
    const row = await saveWithImages(strapi, files, fields.title, ([image]) =>
      blogs(strapi).update({
        documentId: id,
        data: image ? { ...data, image: image.id } : data,
        status: mode.status,
        populate: POPULATE,
      }),
    );
    if (!row) throw notFound(NOT_FOUND);
    describeSave(ctx, mode, row);
    ok(ctx, { message: 'Blog updated successfully.', data: toBlog(row) });
  }),

  findOne: action(async (ctx) => findOne(strapi, ctx)),

  list: action(async (ctx) => {
    const { page, limit, search } = pageQuery(ctx);
    const { rows, total } = await reads(strapi).articlePage((page - 1) * limit, limit, search);
    ok(ctx, { data: rows.map(toBlog), totalPages: totalPages(total, limit), currentPage: page, totalUsers: total });
  }),

  /** Issue 15: every blog, drafts included, with its state (admin). */
  adminList: action(async (ctx) => {
    const { page, limit, search } = pageQuery(ctx);
    const { rows, total } = await reads(strapi).draftPage((page - 1) * limit, limit, search);
    const data = await withStates(strapi, 'blog', rows, toBlog);
    ok(ctx, { data, totalPages: totalPages(total, limit), currentPage: page, totalUsers: total });
  }),

  /** Issue 15: one blog's draft with its state (admin: the edit form). */
  adminFindOne: action(async (ctx) => {
    const row = await reads(strapi).draft(pathId(ctx.params.id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    const [data] = await withStates(strapi, 'blog', [row], toBlog);
    ok(ctx, { data });
  }),

  /** Issue 15: `{_id, publishAt?}`: publish now, or at that time. */
  publish: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const { publishAt } = parseBody(publishBody, body);
    ok(ctx, { message: await publish(strapi, ctx, 'blog', id, publishAt, NOT_FOUND) });
  }),

  /** Issue 15: `{_id}`: off the public site; the draft stays. */
  unpublish: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    await unpublish(strapi, ctx, 'blog', id, NOT_FOUND);
    ok(ctx, { message: messages.unpublished });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    await moveToTrash(strapi, ctx, 'blog', id, NOT_FOUND);
    ok(ctx, { message: 'Blog deleted successfully.' });
  }),
});
