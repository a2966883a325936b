/** GET /site/* (public): the public pages' data, one call per page. */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { notFound, ok } from '../../../lib/http';
import { pageQuery } from '../../../lib/paging';
import * as site from '../site-content';
import { pathId } from '../../../lib/validation';

const slugParam = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  settings: action(async (ctx) => ok(ctx, { data: await site.siteSettings(strapi) })),
  home: action(async (ctx) => ok(ctx, { data: await site.homePage(strapi) })),
  about: action(async (ctx) => ok(ctx, { data: await site.aboutPage(strapi) })),
  services: action(async (ctx) => ok(ctx, { data: await site.services(strapi) })),

  service: action(async (ctx) => {
    const data = await site.service(strapi, slugParam(ctx.params.slug));
    if (!data) throw notFound('Service not found.');
    ok(ctx, { data });
  }),

  projects: action(async (ctx) => ok(ctx, { data: await site.projectCards(strapi) })),

  project: action(async (ctx) => {
    const data = await site.projectDetail(strapi, slugParam(ctx.params.slug));
    if (!data) throw notFound('Project not found.');
    ok(ctx, { data });
  }),

  blog: action(async (ctx) => {
    const { page } = pageQuery(ctx, site.BLOG_PAGE_SIZE);
    ok(ctx, { data: await site.blogPage(strapi, page) });
  }),

  blogArticle: action(async (ctx) => {
    const data = await site.blogArticle(strapi, pathId(ctx.params.id, 'Blog not found.'));
    if (!data) throw notFound('Blog not found.');
    ok(ctx, { data });
  }),

  careers: action(async (ctx) => ok(ctx, { data: await site.careers(strapi) })),

  career: action(async (ctx) => {
    const data = await site.career(strapi, slugParam(ctx.params.slug));
    if (!data) throw notFound('Job opening not found.');
    ok(ctx, { data });
  }),

  sitemap: action(async (ctx) => ok(ctx, { data: await site.sitemap(strapi) })),
});
