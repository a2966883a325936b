import type { SiteSearchHit } from '@cadmax/contract';
import { careerHref } from '../../lib/career-href';
import { paths } from '../../paths';

/** A page of results' URL. */
export const searchHref = (query: string, page = 1) =>
  `${paths.search}?${new URLSearchParams(page > 1 ? { q: query, page: String(page) } : { q: query })}`;

/** Where a result leads. */
export function hitHref(hit: SiteSearchHit): string {
  if (hit.kind === 'blog') return paths.blogArticle(hit._id);
  if (!hit.slug) return { project: paths.projects, service: paths.services, opening: paths.careers }[hit.kind];
  if (hit.kind === 'project') return paths.project(hit.slug);
  if (hit.kind === 'service') return paths.service(hit.slug);
  return careerHref(hit.slug);
}
