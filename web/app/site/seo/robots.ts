import { siteUrl } from '../../lib/load.server';
import { absoluteUrl } from '../../lib/meta';

/** /robots.txt: the admin stays out of search engines. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /forget',
    '',
    `Sitemap: ${absoluteUrl(siteUrl(), '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
