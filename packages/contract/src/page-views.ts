/**
 * D-14.3, which pages bring enquiries: what the site counts of its visits and how it names a page. A view is a
 * public page's path and the site's day, nothing else: no cookie, no address, no visitor id (docs/security.md,
 * "What the site collects").
 */

/** The public forms' field naming the page the visitor came to the form from (kept with the enquiry). */
export const SOURCE_PAGE_FIELD = 'source_page';

/** The longest path counted, and kept as an enquiry's or application's source page. */
export const PAGE_PATH_MAX = 200;

/** The dashboard's windows: the most-read articles and most-viewed projects over the last N days. */
export const PAGE_VIEW_WINDOWS = [7, 30, 90] as const;
export type PageViewWindow = (typeof PAGE_VIEW_WINDOWS)[number];

/** How many articles and projects each of the dashboard's lists shows. */
export const PAGE_VIEW_TOP = 5;

/**
 * How many pages the dashboard's 'Pages that bring enquiries' lists (the ones that brought most, then the most
 * viewed); a page with a slug per record makes the list as long as the site, and the rest are counted in `more`.
 */
export const PAGE_SOURCE_ROWS = 50;

/** Days of counts kept; older days are dropped (the longest window, with a margin). */
export const PAGE_VIEW_KEEP_DAYS = 120;

/**
 * The public pages a view or a source can name: every page of the site's routes (web/app/routes.ts) that a visitor
 * reads, with one path segment at most for a record's slug or id, and the site search. Anything else (the admin,
 * previews, files, a 404's made-up path, the answer pages of the forms' posts and links: /newsletter, /unsubscribe,
 * and the admin's /forget) is not counted.
 */
const PUBLIC_PAGE =
  /^\/(?:|about|services|services\/[^/]+|project|project\/[^/]+|blog|blog\/details|blog-details\/[^/]+|contact|career|career\/[^/]+|search)$/;

/**
 * A public page's path as it is counted, or null: the pathname only (no query, no fragment), without a trailing
 * slash, at most PAGE_PATH_MAX characters.
 */
export function publicPagePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const pathname = value.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
  if (pathname.length > PAGE_PATH_MAX || /[\s\\]|%2f/i.test(pathname)) return null;
  return PUBLIC_PAGE.test(pathname) ? pathname : null;
}
