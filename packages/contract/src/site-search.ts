/**
 * The site search (D-14.5): one box in the header and the /search page, over the published projects, the services,
 * the published blogs and the job openings. Its limits, kinds and messages are here, for the CMS's check and the
 * page's alike.
 */

/** The kinds of record a result is, in the order a tie in rank lists them. */
export const SITE_SEARCH_KINDS = ['project', 'service', 'blog', 'opening'] as const;
export type SiteSearchKind = (typeof SITE_SEARCH_KINDS)[number];

/** Results per page. */
export const SITE_SEARCH_PAGE_SIZE = 10;
/**
 * The shortest text searched, in characters: the text index is made of three-character runs, and a shorter text
 * would match most of the site anyway.
 */
export const SITE_SEARCH_MIN = 3;
export const SITE_SEARCH_MAX = 100;

export const siteSearchMessages = {
  tooShort: `Type at least ${SITE_SEARCH_MIN} characters to search.`,
  tooLong: `Search for at most ${SITE_SEARCH_MAX} characters.`,
} as const;

/** The query as searched: trimmed, whitespace runs made one space. */
export const siteSearchText = (q: string): string => q.trim().replace(/\s+/g, ' ');

/** Why a (normalised) query is not searched, or null; an empty one is no search at all. */
export function siteSearchProblem(text: string): string | null {
  const length = [...text].length;
  if (length === 0) return null;
  if (length < SITE_SEARCH_MIN) return siteSearchMessages.tooShort;
  if (length > SITE_SEARCH_MAX) return siteSearchMessages.tooLong;
  return null;
}
