/**
 * POST /blog/create, /blog/update, /blog/delete (admin); GET /blog/get and /blog/get/{id} (public reads: published
 * blogs only). D-11.5: a save publishes unless it says `status=draft` or `publishAt`; POST /blog/publish and
 * /blog/unpublish; GET /blog/admin-get[/{id}], the admin's reads of the drafts with their state. The logic is the
 * blog service's.
 */
import type { Core } from '@strapi/strapi';
import { articleImageBody, blogBody, messages } from '@cadmax/contract';
import { action } from '../../../lib/action';
import { badRequest, bodyOf, ok } from '../../../lib/http';
import { readsOf } from '../../../lib/lean-read';
import { bodyLocale } from '../../../lib/locales';
import { toBlog } from '../../../lib/mappers';
import { saveModeOf } from '../../../lib/publishable-service';
import { isBlankArticle, sanitizeBlogHtml } from '../../../lib/sanitize-blog';
import { filesOf, storeImages } from '../../../lib/uploads';
import { parseBody, recordId } from '../../../lib/validation';
import { BLOG_NOT_FOUND, type BlogService } from '../../blog/services/blog';
import { answerSave, draftActions, publishedActions, versionActions } from '../publishable-actions';

const blogs = (strapi: Core.Strapi) => readsOf<BlogService>(strapi, 'api::blog.blog');

/** title (≤100), short content (≤300) and content required; content is sanitized HTML. */
function readBlog(body: Record<string, unknown>) {
  const fields = parseBody(blogBody, body);
  const content = sanitizeBlogHtml(fields.content).trim();
  // Content that was nothing but disallowed markup is empty once cleaned.
  if (isBlankArticle(content)) throw badRequest(messages.contentRequired);
  return { ...fields, content };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  create: action(async (ctx) => {
    const body = bodyOf(ctx);
    const fields = readBlog(body);
    const mode = saveModeOf(body);
    const row = await blogs(strapi).add(fields, mode, filesOf(ctx, 'imageUrl'));
    answerSave(ctx, mode, row, toBlog(row), 'Blog created successfully.');
  }),

  update: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const fields = readBlog(body);
    const mode = saveModeOf(body);
    const locale = bodyLocale(body);
    const row = await blogs(strapi).edit(id, fields, mode, filesOf(ctx, 'imageUrl'), locale);
    answerSave(ctx, mode, row, toBlog(row), 'Blog updated successfully.', locale);
  }),

  /**
   * One image for an article's body, with its alternative text, checked and stored in the media library as
   * every upload is; answers its URL for the editor to put into the article.
   */
  image: action(async (ctx) => {
    const { alt } = parseBody(articleImageBody, bodyOf(ctx));
    const files = filesOf(ctx, 'image');
    if (files.length !== 1) throw badRequest('Send one image under "image".');
    const [stored] = await storeImages(strapi, files, alt);
    ok(ctx, { message: 'Image uploaded.', data: { url: stored.url, alt } });
  }),

  // The public reads: published blogs only
  ...publishedActions(() => ({ one: blogs(strapi).article, page: blogs(strapi).articlePage }), toBlog, BLOG_NOT_FOUND),

  // D-11.5: adminList, adminFindOne, publish, unpublish; and the delete, to the trash (D-11.2)
  ...draftActions(strapi, 'blog', BLOG_NOT_FOUND, 'Blog deleted successfully.'),

  // D-14.2: the versions, a diff between two, a restore as the draft
  ...versionActions(strapi, 'blog', BLOG_NOT_FOUND),
});
