/**
 * One place that turns a page's facts into its <head> tags (title, description,
 * canonical, Open Graph, Twitter) and JSON-LD, so every route emits the same set.
 */
import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cadmax/contract';
import type { Media, SiteSettings } from '../api/types';
import type { Messages } from '../i18n/en';
import { hasLocaleCopies, localePath, unlocalizedPath } from '../i18n/locale-path';
import { messagesFromMatches } from '../i18n/messages';
import { localeFeedLink } from './feed-link';
import { DEFAULT_OG_IMAGE } from './hero-images';

export interface SiteContext {
  siteUrl: string;
  settings: SiteSettings;
  /** D-15: the page's language, from its URL. */
  locale: Locale;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, e.g. '/about' (paths.ts: the English one); put in the page's locale, made absolute with SITE_URL. */
  path: string;
  image?: Media | null;
  type?: 'website' | 'article';
  keywords?: string;
  jsonLd?: object[];
  /** A page search engines must not list (a search's results, a form's answer, an error). */
  noindex?: boolean;
}

/** The HTTP headers of a page of its own visitor (a search, a signed link): never kept by a cache, never indexed. */
export const UNLISTED_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * Joins SITE_URL and a path without doubling or dropping the slash. A URL that is already absolute (a media file on
 * object storage, served from its own origin) is kept as it is.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The company's name until the site settings are read (the CMS answers the same default). */
export const DEFAULT_COMPANY = 'Cadmax';

/**
 * Every page's title ends with '| <company>', also a title that names the company already ('Cadmax Valley',
 * 'Careers at Cadmax'), so a tab or a search result always says whose site it is.
 */
export function pageTitle(title: string, company: string = DEFAULT_COMPANY): string {
  const suffix = ` | ${company}`;
  return title.endsWith(suffix) ? title : `${title}${suffix}`;
}

/** An admin screen's title: '<screen> | Admin | <company>'. */
export const adminTitle = (screen: string) => pageTitle(`${screen} | Admin`);

export function generateMeta(site: SiteContext | undefined, page: PageMeta): MetaDescriptor[] {
  const company = site?.settings.company_name ?? DEFAULT_COMPANY;
  const title = pageTitle(page.title, company);
  const siteUrl = site?.siteUrl ?? '';
  const url = absoluteUrl(siteUrl, localePath(site?.locale ?? DEFAULT_LOCALE, unlocalizedPath(page.path)));
  const pageImage = page.image ?? DEFAULT_OG_IMAGE;
  const image = absoluteUrl(siteUrl, pageImage.url);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: company },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
  ];
  tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (pageImage.alt) tags.push({ property: 'og:image:alt', content: pageImage.alt });
  if (page.keywords) tags.push({ name: 'keywords', content: page.keywords });
  for (const ld of page.jsonLd ?? []) tags.push({ 'script:ld+json': ld });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  else tags.push(...alternateLinks(siteUrl, page.path));
  if (site && site.locale !== DEFAULT_LOCALE) {
    // A link with hreflang names its page in full (Lighthouse's hreflang audit refuses a relative one).
    const feed = localeFeedLink(site.locale);
    tags.push({ ...feed, href: absoluteUrl(siteUrl, feed.href) });
  }
  return tags;
}

/** The `hreflang` code of a locale's pages: Hindi and English as read in India. */
const HREFLANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * D-15: a listed page names its copy in every language and the default (English) for everyone else, the same set on
 * each copy, so search engines pair them. A page with no copies (the admin's password help) names none.
 */
export function alternateLinks(siteUrl: string, path: string): MetaDescriptor[] {
  const base = unlocalizedPath(path);
  if (!hasLocaleCopies(base)) return [];
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href: absoluteUrl(siteUrl, localePath(locale, base)),
  });
  return [...LOCALES.map((locale) => link(HREFLANG[locale], locale)), link('x-default', DEFAULT_LOCALE)];
}

/** Organization + LocalBusiness for the firm (home, about, contact). */
export function organizationLd(site: SiteContext | undefined): object[] {
  if (!site) return [];
  const { settings, siteUrl } = site;
  const sameAs = Object.values(settings.social).filter((v): v is string => Boolean(v));
  return [
    {
      '@context': 'https://schema.org',
      '@type': ['Organization', 'LocalBusiness'],
      name: settings.company_name,
      url: absoluteUrl(siteUrl, '/'),
      logo: absoluteUrl(siteUrl, '/logo.png'),
      image: absoluteUrl(siteUrl, '/og-image.jpg'),
      description: settings.tagline,
      foundingDate: String(settings.founded_year),
      email: settings.email,
      telephone: settings.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: settings.address,
        addressLocality: 'Jaipur',
        addressRegion: 'Rajasthan',
        addressCountry: 'IN',
      },
      ...(sameAs.length ? { sameAs } : {}),
    },
  ];
}

export const SITE_LAYOUT_ID = 'site/layout/route';

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The site layout's data (settings + SITE_URL) from a meta function's matches. */
export function siteFromMatches(matches: Matches): SiteContext | undefined {
  const match = matches.find((m) => m?.id === SITE_LAYOUT_ID);
  return match?.loaderData as SiteContext | undefined;
}

/**
 * The meta of a page whose title and description are the catalogue's words, in the page's language (D-15); without
 * the root's catalogue (outside the root route) both are empty.
 */
export function catalogueMeta(
  matches: Matches,
  words: (t: Messages) => Pick<PageMeta, 'title' | 'description'>,
  page: Omit<PageMeta, 'title' | 'description'>,
): MetaDescriptor[] {
  const t = messagesFromMatches(matches);
  const { title, description } = t ? words(t) : { title: '', description: '' };
  return generateMeta(siteFromMatches(matches), { ...page, title, description });
}
