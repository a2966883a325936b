import type { Locale } from '@cadmax/contract';
import { localePath } from '../i18n/locale-path';
import { paths } from '../paths';

/** The feed's media type: what its `<link rel="alternate">` and its answer both say. */
export const FEED_TYPE = 'application/rss+xml';

/** D-14.1: every public page's head points feed readers to /rss.xml (the site layout's `links`). */
export const feedLink = { rel: 'alternate', type: FEED_TYPE, title: 'Blog', href: paths.feed } as const;

/** D-15: a Hindi page also names the Hindi feed, /hi/rss.xml (lib/meta.ts generateMeta), in its own language. */
const FEED_TITLES: Record<Locale, string> = { en: 'Blog', hi: 'ब्लॉग' };
export const localeFeedLink = (locale: Locale) => ({
  tagName: 'link',
  rel: 'alternate',
  type: FEED_TYPE,
  title: FEED_TITLES[locale],
  hrefLang: locale,
  href: localePath(locale, paths.feed),
});
