/**
 * GET /site/search (D-14.5): published projects, services, published blogs and job openings whose text holds the
 * query, in any case and with wildcards taken literally; ranked (title start, title, elsewhere; then by kind, newest
 * first), paged, each with the passage that holds the match and what its link needs; bad queries are a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_SEARCH_MAX,
  SITE_SEARCH_PAGE_SIZE,
  siteSearchMessages,
  type Paged,
  type SiteSearchHit,
} from '@cadmax/contract';
import type { ContentUid } from '../src/lib/records';
import type { TestCms } from './support/cms';
import { bootCms } from './support/cms';

let cms: TestCms;

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));
/** Rows through the query engine, dated `minutes` after a fixed start; published unless `draft`. */
async function insert(uid: ContentUid, rows: (Record<string, unknown> & { minutes: number; draft?: boolean })[]) {
  const publishes = uid === 'api::project.project' || uid === 'api::blog.blog';
  await cms.strapi.db.query(uid).createMany({
    data: rows.map(({ minutes, draft, ...row }) => ({
      ...row,
      createdAt: at(minutes),
      updatedAt: at(minutes),
      ...(publishes ? { publishedAt: draft ? null : at(minutes) } : {}),
    })),
  });
}

const search = (query: string) => cms.request<Paged<SiteSearchHit> & { message?: string }>(`/site/search?${query}`);
const project = { content: 'Plan', date: '2024-01-10' };
const blog = { content: '<p>Body</p>' };
const LONG_SUMMARY =
  'Our survey teams walk every village of the district before a plan is drawn, and they record each well, tank and ' +
  'channel with its condition. The oldest stepwell we mapped, a deep baori near Abhaneri, still fills in a good ' +
  'monsoon and needs only its steps repaired.';

beforeAll(async () => {
  cms = await bootCms();
  await insert('api::project.project', [
    { ...project, minutes: 1, title: 'Baori Restoration, Abhaneri', slug: 'baori-restoration', client: 'ASI' },
    { ...project, minutes: 2, title: 'Old Haveli', slug: 'old-haveli', location: 'Near the Baori, Bundi' },
    { ...project, minutes: 3, title: 'Baori draft', slug: 'baori-draft', draft: true },
    { ...project, minutes: 4, title: 'Plan_A 50% done', slug: 'plan-a' },
    { ...project, minutes: 5, title: 'Plan A 50 percent', slug: 'plan-a-2' },
  ]);
  await insert('api::blog.blog', [
    { ...blog, minutes: 6, title: 'Restoring a baori', short_content: 'Stone by stone.' },
    { ...blog, minutes: 7, title: 'Water in the desert', short_content: LONG_SUMMARY },
    { ...blog, minutes: 8, title: 'Unpublished baori notes', short_content: 'x', draft: true },
    ...Array.from({ length: 23 }, (_, i) => ({
      ...blog,
      minutes: 100 + i,
      title: `Zenana Courtyard ${i + 1}`,
      short_content: 'A courtyard note.',
    })),
  ]);
  await insert('api::service.service', [
    {
      minutes: 9,
      slug: 'heritage',
      title: 'Heritage Conservation',
      tagline: 'Stepwells, baori and havelis',
      sort_order: 1,
    },
  ]);
  await insert('api::job-opening.job-opening', [
    { minutes: 10, slug: 'surveyor', title: 'Surveyor', location: 'Jaipur', about: 'Survey baori sites in Rajasthan.' },
    { minutes: 11, slug: null, title: 'Baori Guide', location: 'Bundi', about: 'Lead visits.' },
  ]);
}, 180_000);

afterAll(() => cms?.stop());

describe('GET /site/search', () => {
  it('ranks title starts, then titles, then other text; by kind, then newest; published records only', async () => {
    const res = await search('q=baori');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((h) => [h.kind, h.title])).toEqual([
      ['project', 'Baori Restoration, Abhaneri'],
      ['opening', 'Baori Guide'],
      ['blog', 'Restoring a baori'],
      ['project', 'Old Haveli'],
      ['service', 'Heritage Conservation'],
      ['blog', 'Water in the desert'],
      ['opening', 'Surveyor'],
    ]);
    expect(res.body).toMatchObject({ status: true, totalUsers: 7, totalPages: 1, currentPage: 1 });
    const [first, guide, article, haveli, service, water, surveyor] = res.body.data;
    // No passage holds the match: the first field with text.
    expect(first).toMatchObject({ slug: 'baori-restoration', summary: 'ASI' });
    expect(guide.slug).toBeNull();
    expect(article.slug).toBeNull();
    expect(article._id).toMatch(/\w{10,}/);
    // The passage is the field that holds the match, cut around it when long.
    expect(haveli.summary).toBe('Near the Baori, Bundi');
    expect(service).toMatchObject({ slug: 'heritage', summary: 'Stepwells, baori and havelis' });
    expect(surveyor.summary).toBe('Survey baori sites in Rajasthan.');
    expect(water.summary.startsWith('…')).toBe(true);
    expect(water.summary.toLowerCase()).toContain('baori');
    expect(water.summary.length).toBeLessThanOrEqual(182);
  });

  it('matches any case and takes wildcards and quotes literally', async () => {
    const upper = await search('q=BAORI');
    expect(upper.body.data.map((h) => h.title)).toEqual((await search('q=baori')).body.data.map((h) => h.title));
    expect((await search(`q=${encodeURIComponent('50%')}`)).body.data.map((h) => h.title)).toEqual(['Plan_A 50% done']);
    expect((await search(`q=${encodeURIComponent('n_A')}`)).body.data.map((h) => h.title)).toEqual(['Plan_A 50% done']);
    for (const q of ["'; drop", '"baori"', '\\%_', '{title} : x', 'जयपुर', '  baori   stone  ']) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.status, `${q}: ${res.text}`).toBe(200);
      expect(res.body.totalUsers, q).toBe(0);
    }
    // Whitespace runs are one space: "Stone by stone." holds "by stone".
    expect((await search(`q=${encodeURIComponent('  BY   stone ')}`)).body.data.map((h) => h.title)).toEqual([
      'Restoring a baori',
    ]);
  });

  it('pages the results', async () => {
    const first = await search('q=zenana');
    expect(first.body).toMatchObject({ totalUsers: 23, totalPages: 3, currentPage: 1 });
    expect(first.body.data).toHaveLength(SITE_SEARCH_PAGE_SIZE);
    expect(first.body.data[0].title).toBe('Zenana Courtyard 23');
    const last = await search('q=zenana&page=3');
    expect(last.body.data.map((h) => h.title)).toEqual([
      'Zenana Courtyard 3',
      'Zenana Courtyard 2',
      'Zenana Courtyard 1',
    ]);
    const past = await search('q=zenana&page=9');
    expect(past.body).toMatchObject({ status: true, data: [], currentPage: 9, totalUsers: 23 });
  });

  it('answers an empty query with no results, and refuses a bad one with a 400', async () => {
    expect((await search('q=')).body).toMatchObject({ status: true, data: [], totalUsers: 0 });
    expect((await search('')).body).toMatchObject({ status: true, data: [], totalUsers: 0 });
    const refusals: [string, string][] = [
      ['q=ab', siteSearchMessages.tooShort],
      [`q=${encodeURIComponent('  a  ')}`, siteSearchMessages.tooShort],
      [`q=${'x'.repeat(SITE_SEARCH_MAX + 1)}`, siteSearchMessages.tooLong],
      ['q=abc&q=def', 'q must be text.'],
      ['q=baori&page=0', 'page must be a positive whole number.'],
      ['q=baori&page=x', 'page must be a positive whole number.'],
      ['q=%00baori', 'The request contains an invalid character.'],
    ];
    for (const [query, message] of refusals) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ status: false, message });
    }
  });
});
