/**
 * The site's languages (D-15): English, the default, at the spec's paths; Hindi under /hi. One list for the CMS
 * (Strapi's i18n locales, the public reads' `locale` parameter) and the web (routes, catalogues, hreflang).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The locales besides English: the versions a record may lack ("needs Hindi") and an admin save may name. */
export const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Each locale's name as the admin and the office's mails give it (an enquiry's language). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** A request's locale: a known code, else the default (an unknown `?locale=` reads English, never an error). */
export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
