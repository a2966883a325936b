/**
 * D-14.3, which pages bring enquiries: the site's beacon counts a public page's view per site day, in memory, and
 * every instance adds its counts to the table on a timer; crawlers and headless browsers are not counted, nor
 * anything that is not a page of the site; the dashboard lists the most-read articles and most-viewed projects that
 * are on the site; an enquiry and an application keep the page the visitor came from. The limits hold at ten times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_PATH_MAX,
  PAGE_VIEW_TOP,
  siteDate,
  type EnquiryInboxItem,
  type Paged,
  type PageViewStats,
} from '@cadmax/contract';
import { PAGE_VIEW_TABLE, PENDING_PAGES_MAX, createPageViewCounter } from '../src/lib/page-views';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';

let cms: TestCms;
let token: string;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const FLUSH_MS = 150;
/** Each test counts views from its own client address (the limit is per address). */
let client = 0;
const nextClient = () => `203.0.113.${++client}`;

function view(path: unknown, { ua = BROWSER, ip = nextClient() }: { ua?: string | null; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (ua !== null) headers['user-agent'] = ua;
  return cms.request<{ status: boolean; message: string }>('/page-view', { json: { path }, headers });
}

async function stats(days = 7): Promise<PageViewStats> {
  const res = await cms.request<{ data: PageViewStats }>(`/page-view-stats?days=${days}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** The table's count of one page today. */
async function stored(path: string): Promise<number> {
  const row = (await cms.strapi.db.getConnection(PAGE_VIEW_TABLE).where({ day: siteDate(), path }).first('views')) as
    { views: number } | undefined;
  return Number(row?.views ?? 0);
}

/** Polls until the timer's write has brought a page's count to at least `views` (no duration is asserted). */
async function storedReaches(path: string, views: number): Promise<number> {
  for (;;) {
    const count = await stored(path);
    if (count >= views) return count;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const published = (uid: 'api::blog.blog' | 'api::project.project', data: Record<string, unknown>) =>
  cms.strapi.documents(uid).create({ data, status: 'published' } as never) as Promise<{ documentId: string }>;

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({
    env: { PAGE_VIEW_FLUSH_MS: String(FLUSH_MS), TRUSTED_PROXIES: '127.0.0.1,::1' },
  }));
});
afterAll(async () => {
  await cms?.stop();
});

describe('POST /page-view', () => {
  it('counts a public page a browser opened, once per view, under the site day', async () => {
    for (const res of [await view('/about'), await view('/about/'), await view('/about?utm=x#top')])
      expect([res.status, res.text]).toEqual([204, '']);
    expect(await storedReaches('/about', 3)).toBe(3);
  });

  it('does not count crawlers, link previews, headless browsers or a missing User-Agent, and answers them alike', async () => {
    const bots = [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'python-requests/2.32',
      null,
    ];
    for (const ua of bots) expect((await view('/career', { ua })).status).toBe(204);
    // The person's view after them ends the wait: a bot's counted view would be written with it or before it.
    expect((await view('/career')).status).toBe(204);
    expect(await storedReaches('/career', 1)).toBe(1);
  });

  it('refuses what is not a page of the site with a 400 and a message, and stores nothing', async () => {
    const refused = [
      '/admin/dashboard',
      '/preview/blog/abc',
      '/uploads/photo.jpg',
      'https://elsewhere.example/blog',
      '/blog-details/a/b',
      `/project/${'x'.repeat(PAGE_PATH_MAX)}`,
      '/project/a%2Fb',
      '/project/a b',
      '',
      42,
      null,
      ['/about'],
    ];
    for (const path of refused) {
      const res = await view(path);
      expect([res.status, res.body]).toEqual([400, { status: false, message: 'Not a page of the site.' }]);
    }
    const res = await cms.request('/page-view', { raw: 'not json', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    const paths = (await cms.strapi.db.getConnection(PAGE_VIEW_TABLE).select('path')) as { path: string }[];
    expect(paths.map((p) => p.path).filter((p) => !/^\/(about|career)$/.test(p))).toEqual([]);
  });

  it('counts at most 120 views per client address in 10 minutes: 1,200 from one address count 120', async () => {
    const ip = nextClient();
    const answers = await Promise.all(Array.from({ length: 1200 }, () => view('/contact', { ip })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1080);
    expect(answers.find((a) => a.status === 429)?.body).toEqual({
      status: false,
      message: 'Too many requests. Please try again later.',
    });
    expect(await storedReaches('/contact', 120)).toBe(120);
  });
});

describe('the counters', () => {
  it('add up across instances: two counting the same page write the sum', async () => {
    const [a, b] = [createPageViewCounter(cms.strapi), createPageViewCounter(cms.strapi)];
    for (let i = 0; i < 7; i++) a.record('/services/urban-planning');
    for (let i = 0; i < 5; i++) b.record('/services/urban-planning');
    await Promise.all([a.flush(), b.flush()]);
    expect(await stored('/services/urban-planning')).toBe(12);
    a.record('/services/urban-planning');
    await a.flush();
    expect(await stored('/services/urban-planning')).toBe(13);
  });

  it(`hold at most ${PENDING_PAGES_MAX} pages between writes: ten times as many count the first ones`, async () => {
    const counter = createPageViewCounter(cms.strapi);
    for (let i = 0; i < PENDING_PAGES_MAX * 10; i++) counter.record(`/blog-details/bound${i}`);
    // A page already held keeps counting past the bound.
    counter.record('/blog-details/bound0');
    expect(counter.pendingPages).toBe(PENDING_PAGES_MAX);
    await counter.flush();
    expect(counter.pendingPages).toBe(0);
    const rows = (await cms.strapi.db
      .getConnection(PAGE_VIEW_TABLE)
      .where('path', 'like', '/blog-details/bound%')
      .count({ n: '*' })
      .first()) as { n: number | string };
    expect(Number(rows.n)).toBe(PENDING_PAGES_MAX);
    expect(await stored('/blog-details/bound0')).toBe(2);
    expect(await stored(`/blog-details/bound${PENDING_PAGES_MAX}`)).toBe(0);
  });
});

describe('GET /page-view-stats', () => {
  it('is for the site admin only, and takes 7, 30 or 90 days', async () => {
    expect((await cms.request('/page-view-stats?days=7')).status).toBe(401);
    for (const days of ['8', 'abc', '-7', '7.5']) {
      const res = await cms.request(`/page-view-stats?days=${days}`, { token });
      expect([res.status, res.body]).toEqual([400, { status: false, message: 'days must be 7, 30 or 90.' }]);
    }
    expect((await stats(90)).days).toBe(90);
  });

  it('ranks the articles and projects on the site by views, leaving out the deleted and the unpublished', async () => {
    const blogs = await Promise.all(
      ['Stepwells', 'Havelis', 'Baolis', 'Chowks', 'Jharokhas', 'Chhatris', 'Bagh'].map((title) =>
        published('api::blog.blog', { title, short_content: 'x', content: '<p>x</p>' }),
      ),
    );
    await Promise.all(
      ['Rudra Mahal', 'Govind Bagh'].map((title, i) =>
        published('api::project.project', {
          title,
          slug: `ranked-${i}`,
          content: 'A township.',
          client: 'JDA',
          category: 'Urban',
          date: '2026-01-05',
        }),
      ),
    );
    const counter = createPageViewCounter(cms.strapi);
    // Article i gets i + 1 views; the most read is deleted, the second unpublished: the next ones take their places.
    blogs.forEach((blog, i) => {
      for (let v = 0; v <= i; v++) counter.record(`/blog-details/${blog.documentId}`);
    });
    for (let v = 0; v < 3; v++) counter.record('/project/ranked-1');
    counter.record('/project/ranked-0');
    counter.record('/project/no-such-project');
    await counter.flush();
    await cms.strapi.documents('api::blog.blog').delete({ documentId: blogs[6]!.documentId });
    await cms.strapi.documents('api::blog.blog').unpublish({ documentId: blogs[5]!.documentId });

    const week = await stats(7);
    expect(week.articles).toEqual(
      [4, 3, 2, 1, 0].slice(0, PAGE_VIEW_TOP).map((i) => ({
        _id: blogs[i]!.documentId,
        title: ['Stepwells', 'Havelis', 'Baolis', 'Chowks', 'Jharokhas'][i],
        views: i + 1,
      })),
    );
    expect(week.projects).toEqual([
      { slug: 'ranked-1', title: 'Govind Bagh', views: 3 },
      { slug: 'ranked-0', title: 'Rudra Mahal', views: 1 },
    ]);
    expect(week.total).toBeGreaterThanOrEqual(28 + 5);
  });

  it('counts only the days in the window', async () => {
    const old = siteDate(new Date(Date.now() - 20 * 86_400_000));
    await cms.strapi.db.getConnection(PAGE_VIEW_TABLE).insert({ day: old, path: '/project/ranked-0', views: 50 });
    expect((await stats(7)).projects.find((p) => p.slug === 'ranked-0')?.views).toBe(1);
    expect((await stats(30)).projects[0]).toEqual({ slug: 'ranked-0', title: 'Rudra Mahal', views: 51 });
  });

  it('keeps a renamed project’s views from its earlier addresses, and gives a reused slug’s views to its new owner', async () => {
    const make = (title: string, slug: string) =>
      published('api::project.project', {
        title,
        slug,
        content: 'A township.',
        client: 'JDA',
        category: 'Urban',
        date: '2026-01-05',
      });
    const renamed = await make('Amer Vihar', 'amer-old');
    const counter = createPageViewCounter(cms.strapi);
    for (let v = 0; v < 4; v++) counter.record('/project/amer-old');
    await counter.flush();
    const rename = async (documentId: string, slug: string) => {
      await cms.strapi.documents('api::project.project').update({ documentId, data: { slug } } as never);
      await cms.strapi.documents('api::project.project').publish({ documentId } as never);
    };
    await rename(renamed.documentId, 'amer-middle');
    await rename(renamed.documentId, 'amer-vihar');
    for (let v = 0; v < 2; v++) counter.record('/project/amer-middle');
    counter.record('/project/amer-vihar');
    await counter.flush();
    const amer = async () => (await stats(7)).projects.filter((p) => p.title === 'Amer Vihar');
    expect(await amer()).toEqual([{ slug: 'amer-vihar', title: 'Amer Vihar', views: 7 }]);

    // Another project takes the first address: from then on it is that project's page, and so are its views.
    await make('Nahargarh Heights', 'amer-old');
    expect(await amer()).toEqual([{ slug: 'amer-vihar', title: 'Amer Vihar', views: 3 }]);
    expect((await stats(7)).projects.find((p) => p.title === 'Nahargarh Heights')).toEqual({
      slug: 'amer-old',
      title: 'Nahargarh Heights',
      views: 4,
    });
  });
});

describe('the page an enquiry came from', () => {
  const enquiry = (source_page: unknown) =>
    cms.request('/contact-add', {
      json: {
        name: 'Asha',
        email: `asha${++client}@example.in`,
        phone_number: '9876543210',
        services: 'home',
        message: 'A plot in Jagatpura.',
        source_page,
      },
      headers: { 'x-forwarded-for': nextClient() },
    });

  it('is kept with the enquiry and shown in the inbox; anything else is kept as not known, never refused', async () => {
    expect((await enquiry('/project/ranked-1')).status).toBe(200);
    expect((await enquiry('https://elsewhere.example/x')).status).toBe(200);
    expect((await enquiry(undefined)).status).toBe(200);
    const inbox = await cms.request<Paged<EnquiryInboxItem>>('/contact-get?page=1&limit=3', { token });
    expect(inbox.status, inbox.text).toBe(200);
    expect(inbox.body.data.map((e) => e.source_page)).toEqual(['', '', '/project/ranked-1']);
  });
});
