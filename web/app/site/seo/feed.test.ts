import { describe, expect, it } from 'vitest';
import type { BlogCard } from '../../api/types';
import { feedXml } from './feed';

const card = (over: Partial<BlogCard>): BlogCard => ({
  _id: 'a1',
  title: 'Stepwells',
  short_content: 'Water and stone.',
  image: null,
  createdAt: '2026-11-20T04:30:00.000Z',
  locale: 'en',
  ...over,
});
const SETTINGS = { company_name: 'Cadmax', tagline: 'Planning Jaipur' };

describe('feedXml (D-14.1)', () => {
  it('escapes what an editor typed and keeps other scripts as they are', () => {
    const xml = feedXml('https://cadmax.in', SETTINGS, [
      card({ title: 'Jal Mahal & the "lake" <restored> जल महल', short_content: "It's 250 years & <more>" }),
    ]);
    expect(xml).toContain('<title>Jal Mahal &amp; the &quot;lake&quot; &lt;restored&gt; जल महल</title>');
    expect(xml).toContain('<description>It&apos;s 250 years &amp; &lt;more&gt;</description>');
    expect(xml).not.toMatch(/<restored>|<more>/);
  });

  it('gives RFC 822 dates, absolute links and the newest article’s date as the build date', () => {
    const xml = feedXml('https://cadmax.in/', SETTINGS, [
      card({ _id: 'new', createdAt: '2026-11-20T04:30:00.000Z' }),
      card({ _id: 'old', createdAt: '2026-01-02T00:00:00.000Z' }),
    ]);
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 04:30:00 GMT</lastBuildDate>');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<link>https://cadmax.in/blog-details/new</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://cadmax.in/blog-details/old</guid>');
    expect(xml).toContain('<atom:link href="https://cadmax.in/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml.indexOf('/blog-details/new')).toBeLessThan(xml.indexOf('/blog-details/old'));
  });

  it('names an image by its full address and size, and leaves it out when there is none', () => {
    const image = { url: '/uploads/well.jpg', width: 1200, height: 800, alt: '', sources: [], webp: [] };
    const xml = feedXml('https://cadmax.in', SETTINGS, [card({ _id: 'i', image }), card({ _id: 'n' })]);
    expect(xml.match(/<media:content /g)).toHaveLength(1);
    expect(xml).toContain(
      '<media:content url="https://cadmax.in/uploads/well.jpg" medium="image" width="1200" height="800"/>',
    );
  });

  it('still describes the channel with no tagline and no articles', () => {
    const xml = feedXml('https://cadmax.in', { company_name: 'Cadmax', tagline: ' ' }, []);
    expect(xml).toContain('<description>Articles from Cadmax</description>');
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
  });

  // jsdom's DOMParser (this project's environment): a strict XML parser, as a feed reader's.
  it('stays well-formed XML when stored text carries control characters (written before the CMS refused them)', () => {
    const xml = feedXml('https://cadmax.in', { company_name: 'Cadmax', tagline: 'Plans\u0000 & maps' }, [
      card({ title: 'Bell\u0007 and esc\u001b[31m', short_content: 'Tab\tand\nlines, C1\u0085 kept, \ud800 lone' }),
    ]);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('item > title')?.textContent).toBe('Bell and esc[31m');
    expect(doc.querySelector('item > description')?.textContent).toBe('Tab\tand\nlines, C1\u0085 kept,  lone');
    expect(doc.querySelector('channel > description')?.textContent).toBe('Plans & maps');
  });
});
