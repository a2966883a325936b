import { DEFAULT_LOCALE } from '@cadmax/contract';
import type { Media } from '../api/types';
import { localePath, unlocalizedPath } from '../i18n/locale-path';
import { absoluteUrl, type SiteContext } from './meta';

/** An article's JSON-LD (lib/meta.ts's generateMeta emits it). Apart from meta.ts so that only the article
 * pages carry it, not every page's JavaScript. */
export function articleLd(
  site: SiteContext | undefined,
  article: {
    title: string;
    description: string;
    path: string;
    image: Media | null;
    published: string;
    modified: string;
  },
): object[] {
  const siteUrl = site?.siteUrl ?? '';
  const locale = site?.locale ?? DEFAULT_LOCALE;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      mainEntityOfPage: absoluteUrl(siteUrl, localePath(locale, unlocalizedPath(article.path))),
      ...(article.image ? { image: absoluteUrl(siteUrl, article.image.url) } : {}),
      datePublished: article.published,
      dateModified: article.modified,
      author: { '@type': 'Organization', name: site?.settings.company_name ?? 'Cadmax' },
      publisher: { '@type': 'Organization', name: site?.settings.company_name ?? 'Cadmax' },
    },
  ];
}
