/**
 * D-14.3, which pages bring enquiries: GET /page-sources?days=N sets each public page's views beside the enquiries
 * and applications whose visitor came to the form from it, with the conversion rate, over the dashboard's period
 * (7, 30 or 90 site days, today included). Records are placed in past days by writing their created_at column, and
 * views by inserting the day's row, as the counters write them; a record in the trash is not counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SOURCE_ROWS, siteDate, siteDayStart, type PageSource, type PageSources } from '@cadmax/contract';
import { PAGE_VIEW_TABLE, createPageViewCounter } from '../src/lib/page-views';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { madeSubmission, madeTrashedEnquiry } from './support/dated';
import { enquiry as visitorEnquiry } from './support/visitors';

let cms: TestCms;
let token: string;

const DAY = 24 * 60 * 60 * 1000;
/** The site day `ago` days before today, and the first millisecond (IST) of it. */
const dayAgo = (ago: number) => siteDate(new Date(Date.now() - ago * DAY));
const startOf = (ago: number) => siteDayStart(dayAgo(ago));

const enquiry = (source_page: string | null, created?: Date) =>
  madeSubmission(cms, 'enquiry', { source_page }, created);
const application = (source_page: string, created?: Date) =>
  madeSubmission(cms, 'application', { source_page }, created);
const views = (ago: number, path: string, count: number) =>
  cms.strapi.db.getConnection(PAGE_VIEW_TABLE).insert({ day: dayAgo(ago), path, views: count });

async function sources(days: number | string = 7): Promise<PageSources> {
  const res = await cms.request<{ status: boolean; data: PageSources }>(`/page-sources?days=${days}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}
const row = (data: PageSources, page: string) => data.pages.find((p) => p.page === page);

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());

  // Today through the public form, as a visitor who came from /services/src-plan sends it.
  const json = { ...visitorEnquiry, source_page: '/services/src-plan' };
  expect((await cms.request('/contact-add', { json })).status).toBe(200);
  await enquiry('/services/src-plan', new Date(Date.now() - 2 * DAY));
  await application('/services/src-plan', startOf(6)); // the first millisecond of the 7-day window
  await enquiry('/services/src-plan', new Date(startOf(6).getTime() - 1)); // a millisecond too old for 7 days
  await views(0, '/services/src-plan', 40);
  await views(6, '/services/src-plan', 10);
  await views(7, '/services/src-plan', 50); // the day before the 7-day window

  // A page read a lot that brought nothing; one that brought an application without any view counted.
  await views(1, '/services/src-read', 500);
  await application('/career/src-apply', new Date(Date.now() - DAY));
  // Two enquiries whose page is not known.
  await enquiry('');
  await enquiry(null);
  // 80 days ago: in the 90-day window only.
  await enquiry('/services/src-old', new Date(Date.now() - 80 * DAY));
  await views(80, '/services/src-old', 4);

  // Deleted: in the trash, so not counted.
  await madeTrashedEnquiry(cms, token, { source_page: '/services/src-read' });
});
afterAll(() => cms?.stop());

describe('GET /page-sources', () => {
  it('is for the site admin only, and takes 7, 30 or 90 days', async () => {
    expect((await cms.request('/page-sources?days=7')).status).toBe(401);
    for (const days of ['8', 'abc', '-7', '7.5']) {
      const res = await cms.request(`/page-sources?days=${days}`, { token });
      expect([res.status, res.body]).toEqual([400, { status: false, message: 'days must be 7, 30 or 90.' }]);
    }
    expect((await sources(90)).days).toBe(90);
  });

  it('sets each page’s views beside the enquiries and applications it brought, with the rate, within the days', async () => {
    const week = await sources(7);
    expect(row(week, '/services/src-plan')).toEqual<PageSource>({
      page: '/services/src-plan',
      views: 50,
      enquiries: 2,
      applications: 1,
      rate: 3 / 50,
    });
    expect(row(week, '/services/src-read')).toEqual<PageSource>({
      page: '/services/src-read',
      views: 500,
      enquiries: 0,
      applications: 0,
      rate: 0,
    });
    // No view counted (sent before the beacon, or by the admin's own browser): no rate rather than a division by 0.
    expect(row(week, '/career/src-apply')).toEqual<PageSource>({
      page: '/career/src-apply',
      views: 0,
      enquiries: 0,
      applications: 1,
      rate: null,
    });
    expect(row(week, '')).toMatchObject({ views: 0, enquiries: 2, rate: null });
    expect(row(week, '/services/src-old')).toBeUndefined();

    const quarter = await sources(90);
    expect(row(quarter, '/services/src-plan')).toMatchObject({ views: 100, enquiries: 3, applications: 1 });
    expect(row(quarter, '/services/src-old')).toEqual<PageSource>({
      page: '/services/src-old',
      views: 4,
      enquiries: 1,
      applications: 0,
      rate: 1 / 4,
    });
  });

  it('lists the pages that brought most first, then the most viewed, with the totals of all pages', async () => {
    const week = await sources(7);
    const mine = week.pages.map((p) => p.page).filter((page) => /src-|^$/.test(page));
    expect(mine).toEqual(['/services/src-plan', '', '/career/src-apply', '/services/src-read']);
    const sum = (key: 'views' | 'enquiries' | 'applications') => week.pages.reduce((n, p) => n + p[key], 0);
    expect(week.more).toBe(0);
    expect(week.total).toEqual({ views: sum('views'), enquiries: sum('enquiries'), applications: sum('applications') });
  });

  it(`lists at most ${PAGE_SOURCE_ROWS} pages, and counts the others`, async () => {
    const counter = createPageViewCounter(cms.strapi);
    for (let i = 0; i < PAGE_SOURCE_ROWS * 10; i++) counter.record(`/blog-details/src-many${i}`);
    await counter.flush();
    const week = await sources(7);
    expect(week.pages).toHaveLength(PAGE_SOURCE_ROWS);
    expect(week.more).toBeGreaterThanOrEqual(PAGE_SOURCE_ROWS * 9);
    expect(week.total.views).toBeGreaterThanOrEqual(550 + PAGE_SOURCE_ROWS * 10);
    // The pages that brought something keep their places ahead of the many that were only read.
    expect(week.pages.slice(0, 2).map((p) => p.page)).toEqual(['/services/src-plan', '']);
  });
});
