/**
 * D-14.6: the records with a page of their own at a slug (a project, a job opening, a service), the one rule a slug
 * keeps, and the page's path. The React admin's forms, the panel's checks and the CMS's saves all use these.
 */
import { SLUG_MAX } from './limits';
import { messages } from './messages';

/** Each kind of record with a public page at `{prefix}{slug}` (web/app/routes.ts has the same routes). */
export const SLUG_PAGES = {
  project: '/project/',
  'job-opening': '/career/',
  service: '/services/',
} as const;
export type SlugType = keyof typeof SLUG_PAGES;

/** A record's public page path. */
export const slugPath = (type: SlugType, slug: string): string => `${SLUG_PAGES[type]}${encodeURIComponent(slug)}`;

/** Lowercase words of a-z and 0-9 joined by single hyphens. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why a slug cannot be saved, or null. Slugs stored before the rule (a seeded 'Interior ') stay until changed. */
export function slugProblem(slug: string): string | null {
  if (slug.length > SLUG_MAX) return messages.slugTooLong;
  return SLUG_SHAPE.test(slug) ? null : messages.slugInvalid;
}

/** A URL slug from a title: lowercase ASCII words joined by hyphens ('item' when nothing is left). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** How two slugs are compared when a page is looked up or a slug is checked for being free: trimmed, any case. */
export const slugKey = (slug: string): string => slug.trim().toLowerCase();

/** The slug field's wording, the same in the React admin's forms and the panel. */
export const SLUG_FIELD = {
  label: 'URL slug',
  help: 'Lowercase letters a-z, digits and single hyphens. A changed slug keeps the earlier address working: it redirects to the new one.',
  emptyOnAdd: 'Leave it empty to make it from the title.',
  emptyOnEdit: 'Leave it empty to keep the current address.',
  preview: 'Public address',
} as const;

/** The panel's help under a type's slug: where its page is, the rule, and what an empty one does. */
export const panelSlugHelp = (type: SlugType): string =>
  `The page's address: ${SLUG_PAGES[type]}<slug>. ${SLUG_FIELD.help} Empty: made from the title.`;
