import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { PAGE_SIZE, type Locale } from '@cadmax/contract';
import { badRequest } from './http';
import { NEWEST_FIRST, leanPage, type LeanSpec } from './lean-read';
import type { ContentUid, Documents, Row } from './records';

export { PAGE_SIZE };
export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX = 100;

export interface PageQuery {
  page: number;
  limit: number;
  search: string;
}

export function positiveInt(value: unknown, fallback: number, label: string): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) < 1) {
    throw badRequest(`${label} must be a positive whole number.`);
  }
  return Number(value);
}

/** `search`, `page` (first page 1) and `limit` (page size, default 15) from the query string. */
export function pageQuery(ctx: Context, defaultLimit = PAGE_SIZE): PageQuery {
  const query = ctx.query as Record<string, unknown>;
  const page = positiveInt(query.page, 1, 'page');
  const limit = Math.min(positiveInt(query.limit, defaultLimit, 'limit'), PAGE_SIZE_MAX);
  const raw = query.search ?? '';
  if (typeof raw !== 'string') throw badRequest('search must be text.');
  const search = raw.trim();
  if (search.length > SEARCH_MAX) throw badRequest(`search must be at most ${SEARCH_MAX} characters.`);
  return { page, limit, search };
}

export const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** The answer of a paged admin list (docs/api.md): the page's items, the page count, the page and the total. */
export const paged = <T>(data: T[], total: number, query: Pick<PageQuery, 'page' | 'limit'>) => ({
  data,
  totalPages: totalPages(total, query.limit),
  currentPage: query.page,
  totalUsers: total,
});

/** One page of the rows matching `filters` in `sort` order, and how many match in all. */
export async function documentPage<T extends Row>(
  rows: Documents<T>,
  filters: Record<string, unknown>,
  sort: string[],
  query: Pick<PageQuery, 'page' | 'limit'>,
): Promise<{ rows: T[]; total: number }> {
  const [page, total] = await Promise.all([
    rows.findMany({ filters, sort, limit: query.limit, start: (query.page - 1) * query.limit }),
    rows.count({ filters }),
  ]);
  return { rows: page, total };
}

/**
 * Lean pages (./lean-read.ts) newest first, where `search` matches any of `searchFields`: of the published rows, or
 * with `version: 'draft'` of the drafts (D-11.5: the admin's lists of a type with draft and publish).
 */
export const newestFirstPages =
  <T>(strapi: Core.Strapi, uid: ContentUid, spec: LeanSpec, searchFields: string[], version?: 'draft') =>
  (offset: number, limit: number, search = '', locale?: Locale, missing?: Locale) =>
    leanPage<T>(strapi, uid, spec, {
      search: { text: search, fields: searchFields },
      orderBy: NEWEST_FIRST,
      offset,
      limit,
      version,
      locale,
      missing,
    });
