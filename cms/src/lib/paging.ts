import type { Context } from 'koa';
import { PAGE_SIZE } from '@cadmax/contract';
import { badRequest } from './http';

export { PAGE_SIZE };
export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX = 100;

export interface PageQuery {
  page: number;
  limit: number;
  search: string;
}

function positiveInt(value: unknown, fallback: number, label: string): number {
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
