import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cadmax/contract';

/**
 * D-15: English at the spec's paths, every other locale under its code (/hi, /hi/about). The one place that adds and
 * takes off the prefix: links, canonical and hreflang URLs, the language switch and the loaders' locale all use it.
 */
const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** Paths that exist in English only (the admin's password help, a draft's signed preview): no other-language copy. */
const ENGLISH_ONLY = /^\/(forget|preview|admin|api|uploads|sitemap\.xml|robots\.txt)(\/|$)/i;

/** The locale a path is in: its first segment when that is a locale's code, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]?.toLowerCase();
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

/** A path without its locale prefix ('/hi/about' → '/about', '/hi' → '/'). */
export function unlocalizedPath(pathname: string): string {
  const prefix = prefixOf(localeOfPath(pathname));
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/**
 * An English path (paths.ts, with or without a query) as it is in `locale`: '/about' → '/hi/about', '/' → '/hi',
 * '/search?q=x' → '/hi/search?q=x'. English paths, and paths with no other-language copy, stay as they are.
 */
export function localePath(locale: Locale, path: string): string {
  const prefix = prefixOf(locale);
  if (!prefix || !path.startsWith('/') || ENGLISH_ONLY.test(path)) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Whether a page at this path has a copy in every locale (the language switch and hreflang point to it). */
export const hasLocaleCopies = (pathname: string) => !ENGLISH_ONLY.test(unlocalizedPath(pathname));

/**
 * The same page in another locale, query kept (the language switch). A page with no copy there leads to that
 * locale's home.
 */
export function switchedPath(location: { pathname: string; search?: string }, to: Locale): string {
  const path = unlocalizedPath(location.pathname);
  if (!hasLocaleCopies(path)) return localePath(to, '/');
  return localePath(to, `${path}${location.search ?? ''}`);
}
