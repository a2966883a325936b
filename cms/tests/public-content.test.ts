/**
 * The adapter over the seeded content (the seed on a throwaway database, or npm test's seeded copy): what a
 * fresh install answers, e.g. the README's `curl /api/project-get?page=1` → the 14 projects.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  AboutPage,
  BlogPage,
  HomePage,
  Paged,
  Project,
  ProjectCard,
  PublicJobOpening,
  ServiceDetail,
} from '../src/lib/wire-types';
import { bootSeededCms, type TestCms } from './support/cms';

type Data<T> = { status: boolean; data: T };

let cms: TestCms;

beforeAll(async () => {
  cms = await bootSeededCms();
});
afterAll(() => cms?.stop());

it('GET /project-get?page=1 answers the 14 projects on one page', async () => {
  const res = await cms.request<Paged<Project>>('/project-get?page=1');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: true, totalPages: 1, currentPage: 1, totalUsers: 14 });
  expect(res.body.data).toHaveLength(14);
  for (const project of res.body.data) expect(project.Image.length, project.slug).toBeGreaterThan(0);
});

it('GET /site/projects answers the 14 cards; cadmax-valley and shivam-magnus are upcoming', async () => {
  const res = await cms.request<Data<ProjectCard[]>>('/site/projects');
  expect(res.body.data).toHaveLength(14);
  expect(
    res.body.data
      .filter((p) => p.upcoming)
      .map((p) => p.slug)
      .sort(),
  ).toEqual(['cadmax-valley', 'shivam-magnus']);
  for (const card of res.body.data) expect(card.cover?.sources.length, card.slug).toBeGreaterThan(0);
});

it('GET /site/home answers the spec counts and the Our Work subset', async () => {
  const { data } = (await cms.request<Data<HomePage>>('/site/home')).body;
  expect([
    data.services.length,
    data.reasons.length,
    data.states.length,
    data.clients.length,
    data.testimonials.length,
  ]).toEqual([5, 3, 10, 9, 5]);
  expect(data.states.map((s) => s.name)).toEqual(expect.arrayContaining(['Hariyana', 'Uttrakhand', 'Gujrat']));
  expect(data.work.map((w) => w.slug).sort()).toEqual([
    'cadmax-group-headoffice',
    'dravyawati-river',
    'ravi-kiran-vihar',
    'rudra-mahal',
    'shivam-magnus',
  ]);
  expect(data.settings.company_name).toBe('Cadmax');
});

it('GET /site/about answers 10 team members and 3 awards', async () => {
  const { data } = (await cms.request<Data<AboutPage>>('/site/about')).body;
  expect([data.team.length, data.awards.length, data.reasons.length]).toEqual([10, 3, 3]);
});

it('GET /site/services/{slug} answers each of the five services', async () => {
  for (const slug of ['urban-planning', 'real-state', 'infrastructure', 'architecture', 'interior-designing']) {
    const res = await cms.request<Data<ServiceDetail>>(`/site/services/${slug}`);
    expect(res.status, slug).toBe(200);
    expect(res.body.data.features.length, slug).toBeGreaterThan(0);
  }
});

it('GET /site/blog answers the nine blogs on one page and the featured projects', async () => {
  const { data } = (await cms.request<Data<BlogPage>>('/site/blog')).body;
  expect(data.blogs).toHaveLength(9);
  expect(data.totalPages).toBe(1);
  expect(data.featured.length).toBeGreaterThan(0);
});

it('GET /site/careers/{slug} answers the four roles by their link values', async () => {
  for (const [slug, title] of [
    ['Architect', 'Architect'],
    ['Interior ', 'Interior Designer'],
    ['Surveying ', 'Surveying Engineer'],
    ['Urban  ', 'Urban Planner'],
  ]) {
    const res = await cms.request<Data<PublicJobOpening>>(`/site/careers/${encodeURIComponent(slug)}`);
    expect(res.status, slug).toBe(200);
    expect(res.body.data.title, slug).toBe(title);
    expect(res.body.data.skills.length, slug).toBeGreaterThan(0);
  }
});

it('GET /site/home?locale=hi answers the seeded Hindi versions, and the English ones of records without (D-15)', async () => {
  const { data } = (await cms.request<Data<HomePage>>('/site/home?locale=hi')).body;
  expect(data.settings.locale).toBe('hi');
  // The spec's fixed English texts stay English on the Hindi home page.
  expect([data.settings.hero_title, data.settings.intro_title]).toEqual([
    'Your Dreams, Our Design',
    'Designing majestic species since 2005',
  ]);
  expect(data.services.map((s) => s.locale)).toEqual(data.services.map(() => 'hi'));
  expect(data.services[0].title).toBe('शहरी नियोजन');
  expect(data.testimonials.filter((t) => t.locale === 'en').map((t) => t.author)).toEqual(['Anil Agarwal']);
  const blogs = (await cms.request<Paged<Project>>('/blog/get?locale=hi&limit=20')).body;
  expect(blogs.totalUsers).toBe((await cms.request<Paged<Project>>('/blog/get')).body.totalUsers);
  expect(blogs.data.filter((b) => b.locale === 'hi')).toHaveLength(2);
});
