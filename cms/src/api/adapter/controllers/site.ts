/** GET /site/* (public): the public pages' data, one call per page. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { messages, type SlugType } from '@cadmax/contract';
import { fail, notFound, ok } from '../../../lib/http';
import { resolveSlug } from '../../../lib/slug-history';
import { pageQuery } from '../../../lib/paging';
import * as site from '../site-content';
import { pathId } from '../../../lib/validation';

const slugParam = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');

/** A page's data. */
const page = (read: (ctx: Context) => Promise<unknown>) => action(async (ctx) => ok(ctx, { data: await read(ctx) }));

/** One record's page: a 404 with `notFoundMessage` when there is none. */
const onePage = (notFoundMessage: string, read: (ctx: Context) => Promise<unknown>) =>
  action(async (ctx) => {
    const data = await read(ctx);
    if (!data) throw notFound(notFoundMessage);
    ok(ctx, { data });
  });

/**
 * A record's page at a slug (D-14.6): a slug no current record holds answers 301 to the same read at the current
 * slug of the record it belonged to (`slug` in the body, for the site's own redirect), 410 while that record is in
 * the trash, else 404 with `notFoundMessage`.
 */
const slugPage = (
  strapi: Core.Strapi,
  type: SlugType,
  notFoundMessage: string,
  read: (slug: string) => Promise<unknown>,
) =>
  action(async (ctx) => {
    const slug = slugParam(ctx.params.slug);
    const data = await read(slug);
    if (data) return ok(ctx, { data });
    const answer = await resolveSlug(strapi, type, slug);
    if (answer && 'moved' in answer) {
      ctx.status = 301;
      ctx.set('Location', ctx.path.replace(/[^/]*$/, encodeURIComponent(answer.moved)));
      ctx.body = { status: false, message: messages.pageMoved, slug: answer.moved };
      return;
    }
    if (answer) return fail(ctx, 410, messages.pageRemoved);
    throw notFound(notFoundMessage);
  });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  settings: page(() => site.siteSettings(strapi)),
  home: page(() => site.homePage(strapi)),
  about: page(() => site.aboutPage(strapi)),
  services: page(() => site.services(strapi)),
  service: slugPage(strapi, 'service', 'Service not found.', (slug) => site.service(strapi, slug)),
  projects: page(() => site.projectCards(strapi)),
  project: slugPage(strapi, 'project', 'Project not found.', (slug) => site.projectDetail(strapi, slug)),
  blog: page((ctx) => site.blogPage(strapi, pageQuery(ctx, site.BLOG_PAGE_SIZE).page)),
  blogArticle: onePage('Blog not found.', (ctx) => site.blogArticle(strapi, pathId(ctx.params.id, 'Blog not found.'))),
  careers: page(() => site.careers(strapi)),
  career: slugPage(strapi, 'job-opening', 'Job opening not found.', (slug) => site.career(strapi, slug)),
  sitemap: page(() => site.sitemap(strapi)),
  feed: page(() => site.feed(strapi)),
});
