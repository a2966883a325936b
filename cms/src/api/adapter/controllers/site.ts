/** GET /site/* (public): the public pages' data, one call per page. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { notFound, ok } from '../../../lib/http';
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

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  settings: page(() => site.siteSettings(strapi)),
  home: page(() => site.homePage(strapi)),
  about: page(() => site.aboutPage(strapi)),
  services: page(() => site.services(strapi)),
  service: onePage('Service not found.', (ctx) => site.service(strapi, slugParam(ctx.params.slug))),
  projects: page(() => site.projectCards(strapi)),
  project: onePage('Project not found.', (ctx) => site.projectDetail(strapi, slugParam(ctx.params.slug))),
  blog: page((ctx) => site.blogPage(strapi, pageQuery(ctx, site.BLOG_PAGE_SIZE).page)),
  blogArticle: onePage('Blog not found.', (ctx) => site.blogArticle(strapi, pathId(ctx.params.id, 'Blog not found.'))),
  careers: page(() => site.careers(strapi)),
  career: onePage('Job opening not found.', (ctx) => site.career(strapi, slugParam(ctx.params.slug))),
  sitemap: page(() => site.sitemap(strapi)),
  feed: page(() => site.feed(strapi)),
});
