/**
 * GET /site/search (public, D-14.5): the site search's page of results. Not in the public read cache: every query is
 * a new key, and the cache's entries are the pages every visitor reads.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { SITE_SEARCH_PAGE_SIZE, siteSearchProblem, siteSearchText } from '@cadmax/contract';
import { requestLocale } from '../../../lib/locales';
import { action } from '../../../lib/action';
import { badRequest, ok } from '../../../lib/http';
import { paged, positiveInt } from '../../../lib/paging';
import type { SiteSearchService } from '../services/site-search';

/** `q` (normalised; empty is no search) and `page` from the query string, or a 400. */
function searchQuery(ctx: Context): { text: string; page: number } {
  const query = ctx.query as Record<string, unknown>;
  const raw = query.q ?? '';
  if (typeof raw !== 'string') throw badRequest('q must be text.');
  const text = siteSearchText(raw);
  const problem = siteSearchProblem(text);
  if (problem) throw badRequest(problem);
  return { text, page: positiveInt(query.page, 1, 'page') };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  site: action(async (ctx) => {
    const { text, page } = searchQuery(ctx);
    const limit = SITE_SEARCH_PAGE_SIZE;
    const search = strapi.service('api::adapter.site-search') as unknown as SiteSearchService;
    // D-15: `locale` (absent or unknown: English) picks the texts searched and shown.
    const locale = requestLocale(ctx);
    const { hits, total } = text
      ? await search.search(text, (page - 1) * limit, limit, locale)
      : { hits: [], total: 0 };
    ok(ctx, paged(hits, total, { page, limit }));
  }),
});
