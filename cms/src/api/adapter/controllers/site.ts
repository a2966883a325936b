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
import { requestLocale } from '../../../lib/locales';

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
  read: (slug: string, ctx: Context) => Promise<unknown>,
) =>
  action(async (ctx) => {
    const slug = slugParam(ctx.params.slug);
    const data = await read(slug, ctx);
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

/** D-15: every read takes `?locale=` (requestLocale: English when absent or unknown). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  settings: page((ctx) => site.siteSettings(strapi, requestLocale(ctx))),
  home: page((ctx) => site.homePage(strapi, requestLocale(ctx))),
  about: page((ctx) => site.aboutPage(strapi, requestLocale(ctx))),
  services: page((ctx) => site.services(strapi, requestLocale(ctx))),
  service: slugPage(strapi, 'service', 'Service not found.', (slug, ctx) =>
    site.service(strapi, slug, requestLocale(ctx)),
  ),
  projects: page((ctx) => site.projectCards(strapi, requestLocale(ctx))),
  project: slugPage(strapi, 'project', 'Project not found.', (slug, ctx) =>
    site.projectDetail(strapi, slug, requestLocale(ctx)),
  ),
  blog: page((ctx) => site.blogPage(strapi, pageQuery(ctx, site.BLOG_PAGE_SIZE).page, requestLocale(ctx))),
  blogArticle: onePage('Blog not found.', (ctx) =>
    site.blogArticle(strapi, pathId(ctx.params.id, 'Blog not found.'), requestLocale(ctx)),
  ),
  careers: page((ctx) => site.careers(strapi, requestLocale(ctx))),
  career: slugPage(strapi, 'job-opening', 'Job opening not found.', (slug, ctx) =>
    site.career(strapi, slug, requestLocale(ctx)),
  ),
  sitemap: page(() => site.sitemap(strapi)),
  feed: page((ctx) => site.feed(strapi, requestLocale(ctx))),
});
