/** The HTML as it arrives, before any JavaScript: content and head tags are server-rendered. */
import { expect, seededBlog, test } from '../support/fixtures';
import { PUBLIC_ROUTES } from '../support/routes';

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

for (const route of PUBLIC_ROUTES) {
  test(`server HTML of ${route.path} holds its heading and meta tags`, async ({ request }) => {
    const res = await request.get(route.path);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = decode(await res.text());
    const h1 =
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim() ?? '';
    expect(h1).toMatch(route.heading);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(
      new RegExp(
        `<link rel="canonical" href="http://localhost:\\d+${(route.canonical ?? route.path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
      ),
    );
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:url" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="[^"]+"/);
    if (['/', '/about', '/contact'].includes(route.path))
      expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"LocalBusiness"/);
    if (route.path === '/blog/details') expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"Article"/);
  });
}

test('a CMS article arrives with its Article JSON-LD and keywords', async ({ request }) => {
  const blog = await seededBlog(request);
  const html = decode(await (await request.get(`/blog-details/${blog._id}`)).text());
  expect(html).toContain(blog.title);
  expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"Article"/);
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
});

test('sitemap.xml lists every public URL and robots.txt keeps /admin out', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const path of [
    '/about',
    '/services/urban-planning',
    '/project/shivam-magnus',
    '/blog',
    '/career/Interior',
    '/contact',
  ]) {
    expect(xml).toContain(`${path}</loc>`);
  }
  expect(xml).toMatch(/\/blog-details\/[^<]+<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test('hashed assets are cached for a year, pages are compressed and carry security headers', async ({ request }) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!);
  expect(res.headers()['cache-control']).toContain('max-age=31536000');
  expect(res.headers()['cache-control']).toContain('immutable');
});
