import { siteFeed, siteSettings } from '../../api/endpoints';
import type { BlogCard, SiteSettings } from '../../api/types';
import { DEFAULT_LOCALE, type Locale } from '@cadmax/contract';
import { localePath } from '../../i18n/locale-path';
import { requestLocale, siteUrl } from '../../lib/load.server';
import { absoluteUrl, pageTitle } from '../../lib/meta';
import { paths } from '../../paths';
import { FEED_TYPE, localeFeedLink } from '../../lib/feed-link';
import { escapeXml } from './xml';

/** RFC 822 (RSS 2.0's date format), in GMT as `toUTCString` writes it. */
const rssDate = (iso: string) => new Date(iso).toUTCString();

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function item(base: string, blog: BlogCard, locale: Locale): string {
  const link = absoluteUrl(base, localePath(locale, paths.blogArticle(encodeURIComponent(blog._id))));
  const image = blog.image
    ? `<media:content url="${escapeXml(absoluteUrl(base, blog.image.url))}" medium="image" width="${blog.image.width}" height="${blog.image.height}"/>`
    : '';
  return [
    '    <item>',
    `      ${element('title', blog.title)}`,
    `      ${element('link', link)}`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `      ${element('pubDate', rssDate(blog.createdAt))}`,
    `      ${element('description', blog.short_content)}`,
    ...(image ? [`      ${image}`] : []),
    '    </item>',
  ].join('\n');
}

/**
 * The RSS 2.0 document (D-14.1). The image goes in Media RSS's `media:content`, which needs no byte length (an
 * `enclosure` must give one, and the CMS's answer does not carry it). The build date is the newest article's, so
 * the same articles always make the same bytes.
 */
export function feedXml(
  base: string,
  settings: Pick<SiteSettings, 'company_name' | 'tagline'>,
  blogs: BlogCard[],
  locale: Locale = DEFAULT_LOCALE,
) {
  const company = settings.company_name;
  const description = settings.tagline.trim() || `Articles from ${company}`;
  const { title, hrefLang } = localeFeedLink(locale);
  const channel = [
    `    ${element('title', pageTitle(title, company))}`,
    `    ${element('link', absoluteUrl(base, localePath(locale, paths.blog)))}`,
    `    ${element('description', description)}`,
    // D-15: the feed's language; an article without a Hindi version is in it in English (the CMS's fallback).
    `    ${element('language', `${hrefLang}-IN`)}`,
    `    <atom:link href="${escapeXml(absoluteUrl(base, localePath(locale, paths.feed)))}" rel="self" type="${FEED_TYPE}"/>`,
    ...(blogs[0] ? [`    ${element('lastBuildDate', rssDate(blogs[0].createdAt))}`] : []),
    ...blogs.map((blog) => item(base, blog, locale)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    ...channel,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** /rss.xml: the newest published articles; /hi/rss.xml the same in Hindi (D-15). */
export async function loader({ request }: { request: Request }) {
  const locale = requestLocale(request);
  const [settings, blogs] = await Promise.all([siteSettings(locale), siteFeed(locale)]);
  return new Response(feedXml(siteUrl(), settings.data, blogs.data, locale), {
    headers: { 'Content-Type': `${FEED_TYPE}; charset=utf-8` },
  });
}
