import { describe, expect, it } from 'vitest';
import type { SiteSearchHit } from '@cadmax/contract';
import { hitHref, searchHref } from './links';

const hit = (kind: SiteSearchHit['kind'], slug: string | null): SiteSearchHit => ({
  kind,
  _id: 'abc123',
  slug,
  title: 'T',
  summary: '',
  locale: 'en',
});

describe('search links', () => {
  it('leads each kind of result to its page', () => {
    expect(hitHref(hit('project', 'cadmax-valley'))).toBe('/project/cadmax-valley');
    expect(hitHref(hit('service', 'urban-planning'))).toBe('/services/urban-planning');
    expect(hitHref(hit('blog', null))).toBe('/blog-details/abc123');
    expect(hitHref(hit('opening', 'Interior '))).toBe('/career/Interior%20');
    expect(hitHref(hit('opening', null))).toBe('/career');
  });

  it('names the page of a query, the first without a page number', () => {
    expect(searchHref('50% & more')).toBe('/search?q=50%25+%26+more');
    expect(searchHref('baori', 1)).toBe('/search?q=baori');
    expect(searchHref('baori', 3)).toBe('/search?q=baori&page=3');
  });
});
