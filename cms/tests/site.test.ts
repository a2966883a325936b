/** The public reads, GET /api/site/*: one call per page, fixed order, nothing private, sanitized articles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AboutPage,
  BlogArticle,
  BlogCard,
  BlogPage,
  HomePage,
  ProjectCard,
  ProjectDetail,
  PublicJobOpening,
  ServiceDetail,
  ServiceSummary,
  SiteSettings,
  SitemapData,
} from '../src/lib/wire-types';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, png } from './support/fixtures';
import { setSiteSettings, siteData } from './support/site-reads';

let cms: TestCms;
let token: string;
const PNG = await png(1200, 800);
type Data<T> = { status: boolean; data: T };

/** Published, as the public reads need it (blogs and projects have drafts, D-11.5; other types ignore the status). */
const create = (uid: string, data: Record<string, unknown>) =>
  cms.strapi
    .documents(uid as Parameters<typeof cms.strapi.documents>[0])
    .create({ data, status: 'published' } as never) as Promise<{
    documentId: string;
  }>;

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
  // Created out of order: the answers must follow sort_order.
  await create('api::service.service', {
    slug: 'architecture',
    title: 'Architecture',
    tagline: 'Built to last',
    sort_order: 2,
    features: [{ title: 'Facades' }, { title: 'Interiors' }],
  });
  await create('api::service.service', {
    slug: 'urban-planning',
    title: 'Urban Planning',
    tagline: 'Shaping Land into Landmarks',
    sort_order: 1,
  });
  for (const [i, name] of ['Rajasthan', 'Hariyana', 'Uttrakhand'].entries())
    await create('api::state.state', { name, sort_order: i + 1 });
  await create('api::testimonial.testimonial', {
    text: 'Superb planning.',
    author: 'R. Kedia',
    company: 'Kedia Group',
    sort_order: 1,
  });
  await create('api::client-logo.client-logo', { title: 'Mangalam', sort_order: 1 });
  await create('api::reason-card.reason-card', { title: 'Experience', description: '20 years', sort_order: 1 });
  await create('api::award.award', { name: 'Best Urban Planning Firm 2025', sort_order: 1 });
  await create('api::featured-project.featured-project', {
    title: 'Cadmax Valley',
    type: 'Township',
    location: 'Jaipur',
    launch: '2026',
    area: '40 acres',
    sort_order: 1,
  });
  await create('api::team-member.team-member', { name: 'Second', position: 'Planner', sort_order: 2 });
  await create('api::team-member.team-member', { name: 'First', position: 'Director', sort_order: 1 });
  await create('api::job-opening.job-opening', {
    title: 'Interior Designer',
    slug: 'Interior ',
    role: 'Interior',
    quote: 'Design lives inside.',
    skills: ['AutoCAD', 'SketchUp'],
    location: 'Jaipur',
    about: 'Interiors for homes and offices.',
    sort_order: 2,
  });
  await create('api::job-opening.job-opening', {
    title: 'Architect',
    slug: 'Architect',
    role: 'Architect',
    skills: ['Revit'],
    location: 'Jaipur',
    about: 'Buildings from plan to site.',
    sort_order: 1,
  });
  await setSiteSettings(cms.strapi, {
    company_name: 'Cadmax',
    email: 'info@cadmax.in',
    facebook_url: 'https://facebook.com/cadmax',
    founded_year: 2005,
  });
  // Projects through the admin API (with images), in the order the seed would create them.
  for (const [title, client] of [
    ['Rudra Mahal', 'Rudra Builders'],
    ['Shivam Magnus', 'Shivam Developers'],
    ['Govind Bagh', 'Govind Estates'],
  ]) {
    const res = await cms.request('/project-add', {
      token,
      form: form({ title, client, content: `${title} plan`, category: 'Architecture', date: '2024-01-10' }, [
        ['images', 'front.png', PNG, 'image/png'],
        ['images', 'back.png', PNG, 'image/png'],
      ]),
    });
    expect(res.status).toBe(200);
  }
  const shivam = await cms.strapi.documents('api::project.project').findFirst({ filters: { slug: 'shivam-magnus' } });
  await cms.strapi.documents('api::project.project').update({
    documentId: shivam!.documentId,
    data: { home_position: 1, upcoming: true, testimonial: 'Great partners.' } as never,
    status: 'published',
  });
  const rudra = await cms.strapi.documents('api::project.project').findFirst({ filters: { slug: 'rudra-mahal' } });
  await cms.strapi.documents('api::project.project').update({
    documentId: rudra!.documentId,
    data: { home_position: 2, testimonial_author: 'Mr. Rudra' } as never,
    status: 'published',
  });
});
afterAll(() => cms?.stop());

it('GET /site/settings answers the settings with unset social links as null', async () => {
  const settings = await siteData<SiteSettings>(cms, '/site/settings');
  expect(settings).toMatchObject({
    company_name: 'Cadmax',
    email: 'info@cadmax.in',
    founded_year: 2005,
    map_embed_url: null,
  });
  expect(settings.social).toEqual({
    facebook: 'https://facebook.com/cadmax',
    instagram: null,
    linkedin: null,
    twitter: null,
    youtube: null,
  });
});

it('GET /site/home answers the whole home page in sort order', async () => {
  const home = await siteData<HomePage>(cms, '/site/home');
  expect(home.settings.company_name).toBe('Cadmax');
  expect(home.services.map((s) => s.slug)).toEqual(['urban-planning', 'architecture']);
  expect(home.states.map((s) => s.name)).toEqual(['Rajasthan', 'Hariyana', 'Uttrakhand']);
  // D-15: each localized record says the locale of its texts.
  expect(home.testimonials).toEqual([
    { text: 'Superb planning.', author: 'R. Kedia', company: 'Kedia Group', locale: 'en' },
  ]);
  expect(home.clients).toEqual([{ title: 'Mangalam', front: null, back: null }]);
  expect(home.reasons).toEqual([{ title: 'Experience', description: '20 years', locale: 'en' }]);
  expect(home.work.map((w) => w.slug)).toEqual(['shivam-magnus', 'rudra-mahal']);
  expect(home.work[0].front?.url).not.toBe(home.work[0].back?.url);
  expect(home.work[0].front?.sources.at(-1)).toEqual({ url: home.work[0].front?.url, width: 1200 });
});

it('GET /site/about answers reasons, awards and the team in slider order', async () => {
  const res = await cms.request<Data<AboutPage>>('/site/about');
  expect(res.body.data.team).toEqual([
    { name: 'First', designation: 'Director', image: null, locale: 'en' },
    { name: 'Second', designation: 'Planner', image: null, locale: 'en' },
  ]);
  expect(res.body.data.awards.map((a) => a.name)).toEqual(['Best Urban Planning Firm 2025']);
});

it('GET /site/services and /site/services/{slug}', async () => {
  const list = await cms.request<Data<ServiceSummary[]>>('/site/services');
  expect(list.body.data.map((s) => s.title)).toEqual(['Urban Planning', 'Architecture']);
  const one = await cms.request<Data<ServiceDetail>>('/site/services/architecture');
  expect(one.body.data.features).toEqual([
    { title: 'Facades', image: null },
    { title: 'Interiors', image: null },
  ]);
  const missing = await cms.request('/site/services/plumbing');
  expect(missing.status).toBe(404);
  expect(missing.body).toEqual({ status: false, message: 'Service not found.' });
});

it('GET /site/projects lists the projects in their created order with covers', async () => {
  const res = await cms.request<Data<ProjectCard[]>>('/site/projects');
  expect(res.body.data.map((p) => p.slug)).toEqual(['rudra-mahal', 'shivam-magnus', 'govind-bagh']);
  expect(res.body.data[1]).toMatchObject({ title: 'Shivam Magnus', upcoming: true, category: 'Architecture' });
  expect(res.body.data[0].cover?.width).toBe(1200);
});

it('GET /site/projects/{slug} answers the detail; the testimonial author falls back to the client', async () => {
  const shivam = await cms.request<Data<ProjectDetail>>('/site/projects/shivam-magnus');
  expect(shivam.body.data).toMatchObject({
    client: 'Shivam Developers',
    testimonial: 'Great partners.',
    testimonial_author: 'Shivam Developers',
    date: '2024-01-10',
  });
  expect(shivam.body.data.gallery).toHaveLength(2);
  const rudra = await cms.request<Data<ProjectDetail>>('/site/projects/rudra-mahal');
  expect(rudra.body.data.testimonial_author).toBe('Mr. Rudra');
  expect((await cms.request('/site/projects/nowhere')).status).toBe(404);
});

describe('blogs on the public site', () => {
  it('GET /site/blog pages 9 blogs newest first, with the featured projects', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const res = await cms.request('/blog/create', {
        token,
        json: { title: `Note ${i}`, short_content: 'Short', content: `<p>Body ${i}</p>` },
      });
      expect(res.status).toBe(200);
    }
    const first = await cms.request<Data<BlogPage>>('/site/blog');
    expect(first.body.data).toMatchObject({ currentPage: 1, totalPages: 2 });
    expect(first.body.data.blogs).toHaveLength(9);
    expect(first.body.data.blogs[0].title).toBe('Note 10');
    expect(first.body.data.featured).toEqual([
      { title: 'Cadmax Valley', type: 'Township', location: 'Jaipur', launch: '2026', area: '40 acres', image: null },
    ]);
    const second = await cms.request<Data<BlogPage>>('/site/blog?page=2');
    expect(second.body.data.blogs.map((b) => b.title)).toEqual(['Note 1']);
    expect((await cms.request('/site/blog?page=-1')).status).toBe(400);
  });

  it('GET /site/blogs/{_id} sanitizes the article again on read', async () => {
    // Written around the adapter (as the Strapi panel could): the public read still cleans it.
    const row = await create('api::blog.blog', {
      title: 'Raw',
      short_content: 'Raw',
      content: '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="javascript:alert(1)">',
    });
    const article = await siteData<BlogArticle>(cms, `/site/blogs/${row.documentId}`);
    expect(article.content).toBe('<p>Hi</p><img />');
    expect(Object.keys(article).sort()).toEqual([
      '_id',
      'content',
      'createdAt',
      'image',
      'locale',
      'meta_description',
      'meta_keyword',
      'meta_title',
      'short_content',
      'title',
      'updatedAt',
    ]);
    expect((await cms.request('/site/blogs/doesnotexist000')).status).toBe(404);
    const admin = await cms.request<Data<{ content: string }>>(`/blog/get/${row.documentId}`);
    expect(admin.body.data.content).toBe('<p>Hi</p><img />');
  });
});

describe('careers', () => {
  it('GET /site/careers lists the openings in order with their skills', async () => {
    const res = await cms.request<Data<PublicJobOpening[]>>('/site/careers');
    expect(res.body.data.map((o) => o.slug)).toEqual(['Architect', 'Interior ']);
    expect(res.body.data[1]).toMatchObject({
      title: 'Interior Designer',
      quote: 'Design lives inside.',
      skills: ['AutoCAD', 'SketchUp'],
    });
  });

  it.each(['Interior ', 'interior', 'INTERIOR', ' Interior  '])(
    'GET /site/careers/{slug} matches %j trimmed and case-insensitively',
    async (slug) => {
      const opening = await siteData<PublicJobOpening>(cms, `/site/careers/${encodeURIComponent(slug)}`);
      expect(opening.title).toBe('Interior Designer');
    },
  );

  it('answers 404 for an unknown role', async () => {
    const res = await cms.request('/site/careers/Plumber');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: false, message: 'Job opening not found.' });
  });
});

it('GET /site/feed gives the newest published articles as cards, at most 20 (D-14.1)', async () => {
  const res = await cms.request<Data<BlogCard[]>>('/site/feed');
  expect(res.status).toBe(200);
  const cards = (await cms.request<Data<BlogPage>>('/site/blog')).body.data.blogs;
  // The same cards, in the same order, as the first page of /blog.
  expect(res.body.data.slice(0, cards.length)).toEqual(cards);
  expect(res.body.data.length).toBe(Math.min(20, await cms.count('api::blog.blog')));
});

it('GET /site/sitemap lists projects, blogs, services and careers', async () => {
  const res = await cms.request<Data<SitemapData>>('/site/sitemap');
  expect(res.body.data.projects.map((p) => p.slug)).toEqual(['rudra-mahal', 'shivam-magnus', 'govind-bagh']);
  expect(res.body.data.services).toEqual([{ slug: 'urban-planning' }, { slug: 'architecture' }]);
  expect(res.body.data.careers).toEqual([{ slug: 'Architect' }, { slug: 'Interior ' }]);
  expect(res.body.data.blogs.length).toBe(await cms.count('api::blog.blog'));
});
