import { siteSitemap } from '../../api/endpoints';
import { siteUrl } from '../../lib/load.server';
import { absoluteUrl } from '../../lib/meta';
import { LOCALES } from '@cadmax/contract';
import { localePath } from '../../i18n/locale-path';
import { paths } from '../../paths';
import { escapeXml } from './xml';

const STATIC_PATHS = [
  paths.home,
  paths.about,
  paths.services,
  paths.projects,
  paths.blog,
  paths.blogStatic,
  paths.contact,
  paths.careers,
];

/**
 * /sitemap.xml: every public URL, the CMS's blogs, projects, services and openings included, in each language (D-15:
 * /hi/... too; a record without a Hindi version has its Hindi page all the same, in English with a note).
 */
export async function loader() {
  const { data } = await siteSitemap();
  const base = siteUrl();
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...data.services.map((s) => ({ path: paths.service(encodeURIComponent(s.slug)) })),
    ...data.projects.map((p) => ({ path: paths.project(encodeURIComponent(p.slug)), lastmod: p.updatedAt })),
    ...data.blogs.map((b) => ({ path: paths.blogArticle(encodeURIComponent(b._id)), lastmod: b.updatedAt })),
    ...data.careers.map((c) => ({ path: paths.career(encodeURIComponent(c.slug.trim())) })),
  ];
  const urls = entries
    .flatMap((entry) => LOCALES.map((locale) => ({ ...entry, path: localePath(locale, entry.path) })))
    .map(({ path, lastmod }) => {
      const mod = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(base, path))}</loc>${mod}</url>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
