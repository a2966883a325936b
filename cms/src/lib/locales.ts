/**
 * D-15: the content's languages in the CMS. Strapi's i18n plugin keeps one row per locale of each record of a
 * localized type (lib/content-types.ts `localized`): English, the default, which every admin read, list, count and
 * search reads, and Hindi, which the public reads take a record's texts from where it has a Hindi version (the
 * English ones otherwise, `locale` saying which the answer holds). The locale list is the contract's.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, OTHER_LOCALES, isLocale, localeOf, type Locale } from '@cadmax/contract';
import { badRequest } from './http';

interface LocaleService {
  findByCode(code: string): Promise<unknown>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string>;
  setDefaultLocale(locale: { code: string }): Promise<void>;
}

const localeService = (strapi: Core.Strapi) => strapi.plugin('i18n').service('locales') as unknown as LocaleService;

/** The panel's name of a locale: "Hindi (hi)". */
const nameOf = (code: Locale) => `${new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code} (${code})`;

/** Every locale of the contract exists in Strapi, the default one as its default (idempotent, at every start). */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = localeService(strapi);
  for (const code of LOCALES) if (!(await locales.findByCode(code))) await locales.create({ code, name: nameOf(code) });
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
}

interface Localizable {
  pluginOptions?: { i18n?: { localized?: boolean } };
}

/** A public read's `?locale=`: a known locale, else English (absent, unknown, repeated: never an error). */
export const requestLocale = (ctx: Context): Locale => localeOf((ctx.query as Record<string, unknown>).locale);

const otherLocale = (value: unknown, name: string): Locale | undefined => {
  if (value === undefined || value === '' || value === DEFAULT_LOCALE) return undefined;
  if (isLocale(value)) return value;
  throw badRequest(`${name} must be one of: ${LOCALES.join(', ')}.`);
};

/**
 * An admin save's `locale` (D-15): which version of the record it writes, English when absent. Never guessed: an
 * unknown code is a 400, not a write to the English version.
 */
export const bodyLocale = (body: Record<string, unknown>): Locale =>
  otherLocale(body.locale, 'locale') ?? DEFAULT_LOCALE;

/** An admin read's `?locale=` (the form's Hindi tab): strict as a save's. */
export const adminLocale = (ctx: Context): Locale =>
  otherLocale((ctx.query as Record<string, unknown>).locale, 'locale') ?? DEFAULT_LOCALE;

/** An admin list's `?needs=hi` (D-15): only the records with no version in that locale yet. */
export function needsLocale(ctx: Context): Locale | undefined {
  const value = (ctx.query as Record<string, unknown>).needs;
  if (value === undefined || value === '') return undefined;
  if (isLocale(value) && value !== DEFAULT_LOCALE) return value;
  throw badRequest(`needs must be one of: ${OTHER_LOCALES.join(', ')}.`);
}

/** Whether the type keeps a version per locale (its schema's `pluginOptions.i18n.localized`). */
export const isLocalizedType = (strapi: Core.Strapi, uid: string): boolean =>
  (strapi.contentType(uid as never) as Localizable | undefined)?.pluginOptions?.i18n?.localized === true;

/** Whether one attribute of the type has a value per locale (else it is shared by the record's versions). */
export const isLocalizedAttribute = (strapi: Core.Strapi, uid: string, name: string): boolean =>
  (strapi.contentType(uid as never) as { attributes: Record<string, Localizable> } | undefined)?.attributes[name]
    ?.pluginOptions?.i18n?.localized === true;

/** The names of the type's attributes that have a value per locale (its texts). */
export const localizedAttributes = (strapi: Core.Strapi, uid: string): string[] =>
  Object.keys((strapi.contentType(uid as never) as { attributes: Record<string, unknown> }).attributes).filter((name) =>
    isLocalizedAttribute(strapi, uid, name),
  );

/**
 * These records' rows in `locale` with the `select`ed columns (a draft, for a type with draft and publish: every
 * record's latest texts). None for a type that is not localized.
 */
async function versionsIn(
  strapi: Core.Strapi,
  uid: string,
  documentIds: readonly string[],
  locale: Locale,
  select: string[],
): Promise<Record<string, unknown>[]> {
  if (!isLocalizedType(strapi, uid) || documentIds.length === 0) return [];
  const drafts = (strapi.contentType(uid as never) as { options?: { draftAndPublish?: boolean } }).options
    ?.draftAndPublish;
  return (await strapi.db.query(uid as never).findMany({
    where: { documentId: { $in: [...documentIds] }, locale, ...(drafts && { publishedAt: null }) },
    select: ['documentId', ...select],
  })) as Record<string, unknown>[];
}

/** D-15: which of these records of a localized type have a version in `locale`. */
export async function recordsIn(
  strapi: Core.Strapi,
  uid: string,
  documentIds: readonly string[],
  locale: Locale,
): Promise<Set<string>> {
  return new Set((await versionsIn(strapi, uid, documentIds, locale, [])).map((row) => row.documentId as string));
}

/**
 * D-15: the languages each of these records has a version in, English always (the admin lists' "needs Hindi" mark).
 */
export async function localesOf(
  strapi: Core.Strapi,
  uid: string,
  documentIds: readonly string[],
): Promise<(documentId: string) => Locale[]> {
  const inOthers = await Promise.all(OTHER_LOCALES.map((locale) => recordsIn(strapi, uid, documentIds, locale)));
  return (documentId) => [DEFAULT_LOCALE, ...OTHER_LOCALES.filter((_, i) => inOthers[i]!.has(documentId))];
}

/**
 * D-15: rows read in English with their texts in `locale` where the record has a version in it, `locale` saying whose
 * texts each row holds (an admin list's language tab; the rest of each row, its image and order, is the English one's).
 */
export async function inLocale<R extends { documentId: string; locale?: string | null }>(
  strapi: Core.Strapi,
  uid: string,
  rows: R[],
  locale: Locale,
): Promise<R[]> {
  if (locale === DEFAULT_LOCALE) return rows;
  const texts = localizedAttributes(strapi, uid);
  const versions = await versionsIn(
    strapi,
    uid,
    rows.map((row) => row.documentId),
    locale,
    texts,
  );
  const byRecord = new Map(versions.map((version) => [version.documentId, version]));
  return rows.map((row) => {
    const version = byRecord.get(row.documentId);
    return version ? { ...row, ...Object.fromEntries(texts.map((name) => [name, version[name]])), locale } : row;
  });
}

type DataEvent = { params: { data?: Record<string, unknown> | Record<string, unknown>[] } };

/**
 * A row of a localized type written through the query engine without a locale (a script, the bench's seeder, a
 * test's fixture; the document service always names one) is an English one: every read finds a record by its
 * English row, and a row of no locale would be in none.
 */
export function defaultLocaleOnQueryWrites(strapi: Core.Strapi, uids: readonly string[]): void {
  const withLocale = (event: DataEvent) => {
    const { data } = event.params;
    for (const row of Array.isArray(data) ? data : data ? [data] : []) row.locale ??= DEFAULT_LOCALE;
  };
  strapi.db.lifecycles.subscribe({
    models: [...uids],
    beforeCreate: withLocale,
    beforeCreateMany: withLocale,
  } as never);
}
