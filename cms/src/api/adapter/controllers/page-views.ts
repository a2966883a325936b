/**
 * D-14.3. POST /page-view (public, per-IP limit): the site's beacon names the public page a visitor opened; it is
 * counted unless the browser is a crawler or a headless one, answered 204 either way. GET /page-view-stats?days=N
 * (admin): the dashboard's most-read articles and most-viewed projects. GET /page-sources?days=N (admin): per page,
 * its views beside the enquiries and applications it brought (the `page-sources` service).
 */
import type { Core } from '@strapi/strapi';
import { PAGE_VIEW_WINDOWS, publicPagePath } from '@cadmax/contract';
import { action } from '../../../lib/action';
import { badRequest, bodyOf, ok } from '../../../lib/http';
import { isVisitor, pageViewStats, pageViewsOf } from '../../../lib/page-views';
import type { PageSourcesService } from '../services/page-sources';

export const NOT_A_PAGE = 'Not a page of the site.';
export const BAD_WINDOW = `days must be ${PAGE_VIEW_WINDOWS.slice(0, -1).join(', ')} or ${PAGE_VIEW_WINDOWS.at(-1)}.`;

/** The dashboard's period, `?days=` (7 when left out), or a 400. */
function windowOf(value: unknown): number {
  const days = Number(value ?? PAGE_VIEW_WINDOWS[0]);
  if (!PAGE_VIEW_WINDOWS.some((window) => window === days)) throw badRequest(BAD_WINDOW);
  return days;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  view: action(async (ctx) => {
    const path = publicPagePath(bodyOf(ctx).path);
    if (!path) throw badRequest(NOT_A_PAGE);
    if (isVisitor(ctx.get('user-agent'))) pageViewsOf(strapi).record(path);
    ctx.status = 204;
  }),

  stats: action(async (ctx) => {
    ok(ctx, { data: await pageViewStats(strapi, windowOf(ctx.query.days)) });
  }),

  sources: action(async (ctx) => {
    const service = strapi.service('api::adapter.page-sources') as unknown as PageSourcesService;
    ok(ctx, { data: await service.sources(windowOf(ctx.query.days)) });
  }),
});
