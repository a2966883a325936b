import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SLUG_MAX, messages, slugKey, slugProblem, slugify, type SlugType } from '@cadmax/contract';
import { HttpError } from './http';
import { panelUser } from './panel-request';
import { SLUG_UIDS, slugTaken, slugTypeOf } from './slug-history';

/** A URL slug from a title (the contract's rule, shared with the admin form's preview). */
export { slugify } from '@cadmax/contract';

/** The first of slug, slug-2, slug-3... that `taken` says is free; the number shortens a long slug, never the rule. */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/** How a career slug is compared: trimmed and case-insensitively ('Interior ' = 'interior'). */
export const careerSlugKey = slugKey;

/**
 * The slug an admin save stores (D-14.6): the one typed (its shape already checked by the body's schema), refused
 * with a 409 when another record has it; none typed keeps an edited record's slug (undefined) and gives a new one
 * its title's, made free with -2, -3...
 */
export async function chosenSlug(
  strapi: Core.Strapi,
  type: SlugType,
  typed: string | undefined,
  title: string,
  documentId?: string,
): Promise<string | undefined> {
  if (typed) {
    if (await slugTaken(strapi, type, typed, documentId)) throw new HttpError(409, messages.slugTaken);
    return typed;
  }
  if (documentId) return undefined;
  return uniqueSlug(slugify(title), (s) => slugTaken(strapi, type, s));
}

/** The slug a record holds now, as the panel edits it (its draft, on a type with drafts); '' for none. */
async function storedSlug(strapi: Core.Strapi, type: SlugType, documentId: string | undefined): Promise<string> {
  if (!documentId) return '';
  const uid = SLUG_UIDS[type];
  const drafts = (strapi.contentType(uid as never) as { options?: { draftAndPublish?: boolean } }).options
    ?.draftAndPublish;
  const row = (await strapi.db.query(uid).findOne({
    select: ['slug'],
    where: { documentId, ...(drafts && { publishedAt: { $null: true } }) },
  })) as { slug?: string | null } | null;
  return row?.slug ?? '';
}

/**
 * In register(): the panel's creates and updates of a record with a page keep the admin's slug rules (D-14.6): a
 * changed slug has the contract's shape and is no other record's (the panel shows the message under the save); an
 * empty one keeps the stored slug, or is made from the title. An unchanged slug from before the rule (a seeded
 * 'Interior ') is left as it is.
 */
export function checkPanelSlugs(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const type = slugTypeOf(context.uid);
    const creating = context.action === 'create';
    if (!type || (!creating && context.action !== 'update') || !panelUser(strapi)) return next();
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    const data = params.data;
    if (!data || (!creating && !('slug' in data))) return next();
    const typed = typeof data.slug === 'string' ? data.slug.trim() : '';
    const stored = creating ? '' : await storedSlug(strapi, type, params.documentId);
    const except = params.documentId;
    if (stored && typed === stored.trim()) {
      data.slug = stored;
    } else if (!typed) {
      data.slug =
        stored || (await uniqueSlug(slugify(String(data.title ?? '')), (s) => slugTaken(strapi, type, s, except)));
    } else {
      const problem = slugProblem(typed);
      if (problem) throw new errors.ValidationError(problem);
      if (await slugTaken(strapi, type, typed, except)) throw new errors.ValidationError(messages.slugTaken);
      data.slug = typed;
    }
    return next();
  });
}
