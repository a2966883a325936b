import { describe, expect, it } from 'vitest';
import { catalogue } from '../i18n/catalogue.server';
import {
  absoluteUrl,
  adminTitle,
  alternateLinks,
  catalogueMeta,
  generateMeta,
  pageTitle,
  SITE_LAYOUT_ID,
  type SiteContext,
} from './meta';

describe('absoluteUrl', () => {
  it('joins the site and a path with one slash', () => {
    expect(absoluteUrl('https://cadmax.example/', '/uploads/a.jpg')).toBe('https://cadmax.example/uploads/a.jpg');
    expect(absoluteUrl('https://cadmax.example', 'about')).toBe('https://cadmax.example/about');
  });

  it('keeps a media URL on object storage as it is', () => {
    const url = 'https://media.cadmax.example/large_a_1f2e.jpg';
    expect(absoluteUrl('https://cadmax.example', url)).toBe(url);
    expect(absoluteUrl('https://cadmax.example', 'http://127.0.0.1:9000/cadmax-media/a.webp')).toBe(
      'http://127.0.0.1:9000/cadmax-media/a.webp',
    );
  });
});

describe('pageTitle', () => {
  it("ends every title with '| <company>', also one that names the company already", () => {
    expect(pageTitle('Cadmax Valley')).toBe('Cadmax Valley | Cadmax');
    expect(pageTitle('Cadmax Group Head Office', 'Cadmax')).toBe('Cadmax Group Head Office | Cadmax');
    expect(pageTitle('Forgot password')).toBe('Forgot password | Cadmax');
    expect(pageTitle('About Us | Cadmax')).toBe('About Us | Cadmax');
    expect(pageTitle('Our Projects', 'Acme Planners')).toBe('Our Projects | Acme Planners');
    expect(adminTitle('Contact List')).toBe('Contact List | Admin | Cadmax');
  });
});

describe('generateMeta: languages (D-15)', () => {
  const settings = { company_name: 'Cadmax' } as SiteContext['settings'];
  const site = (locale: SiteContext['locale']): SiteContext => ({
    siteUrl: 'https://cadmax.example',
    settings,
    locale,
  });
  const links = (tags: ReturnType<typeof generateMeta>) =>
    tags.filter((t) => 'tagName' in t && t.tagName === 'link') as Record<string, string>[];

  it('names the page in each language and English as the default, the same set on both copies', () => {
    const expected = [
      { hrefLang: 'en-IN', href: 'https://cadmax.example/about' },
      { hrefLang: 'hi-IN', href: 'https://cadmax.example/hi/about' },
      { hrefLang: 'x-default', href: 'https://cadmax.example/about' },
    ];
    for (const locale of ['en', 'hi'] as const) {
      const tags = links(generateMeta(site(locale), { title: 'Why Us', description: 'd', path: '/about' }));
      const alternates = tags.filter((t) => t.rel === 'alternate' && t.type === undefined);
      expect(alternates.map(({ hrefLang, href }) => ({ hrefLang, href }))).toEqual(expected);
      const canonical = tags.find((t) => t.rel === 'canonical')?.href;
      expect(canonical).toBe(locale === 'hi' ? 'https://cadmax.example/hi/about' : 'https://cadmax.example/about');
    }
  });

  it('puts the home page at /hi, and a Hindi page names the Hindi feed', () => {
    const tags = links(generateMeta(site('hi'), { title: 'Home', description: 'd', path: '/' }));
    expect(tags.find((t) => t.rel === 'canonical')?.href).toBe('https://cadmax.example/hi');
    expect(tags.find((t) => t.hrefLang === 'hi-IN')?.href).toBe('https://cadmax.example/hi');
    // In full: a link with hreflang may not be relative (Lighthouse's hreflang audit).
    expect(tags.find((t) => t.type === 'application/rss+xml')?.href).toBe('https://cadmax.example/hi/rss.xml');
  });

  it('names no alternates on a page not to be listed, nor on one with no Hindi copy', () => {
    const search = links(
      generateMeta(site('hi'), { title: 'Search', description: 'd', path: '/search', noindex: true }),
    );
    expect(search.filter((t) => t.hrefLang && t.type === undefined)).toEqual([]);
    expect(alternateLinks('https://cadmax.example', '/forget')).toEqual([]);
  });
});

describe('catalogueMeta', () => {
  const site = { siteUrl: 'https://cadmax.example', settings: { company_name: 'Cadmax' }, locale: 'hi' };
  const matches = [
    { id: 'root', loaderData: { locale: 'hi', messages: catalogue('hi') } },
    { id: SITE_LAYOUT_ID, loaderData: site },
  ];
  const page = { path: '/unsubscribe', noindex: true };

  it("takes the page's title and description from the catalogue of its language", () => {
    const hindi = catalogue('hi').unsubscribe;
    expect(catalogueMeta(matches, (t) => t.unsubscribe, page)).toEqual(
      generateMeta(site as SiteContext, { ...page, title: hindi.title, description: hindi.description }),
    );
  });

  it('leaves both empty without the root’s catalogue', () => {
    expect(catalogueMeta(matches.slice(1), (t) => t.unsubscribe, page)).toEqual(
      generateMeta(site as SiteContext, { ...page, title: '', description: '' }),
    );
  });
});
