/**
 * One content model (D-1): every project field the public pages show is set through the admin API
 * (POST /api/project-add, /api/project/update) and read back by the site (GET /api/site/*).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPage, Project, ProjectCard, ProjectDetail } from '../src/lib/wire-types';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, png, svg } from './support/fixtures';

let cms: TestCms;
let token: string;
const PNG = await png(320, 200);
const LOGO = await png(120, 120);
type Data<T> = { status: boolean; data: T };
type Saved = { status: boolean; message: string; data: Project };

const base = (title: string) => ({
  title,
  content: `${title} summary`,
  client: 'Jain Estates',
  category: 'Township',
  date: '2025-02-01',
});
const full = {
  description: 'A long description of the township.',
  location: 'Ajmer Road, Jaipur',
  testimonial: 'They planned every plot around the trees.',
  testimonial_author: 'Ritu Jain',
  testimonial_role: 'Managing Director',
  type: 'Gated Township',
  launch: 'May 2027',
  area: '12 Acres',
  upcoming: 'true',
};

const add = (fields: Record<string, string>, files: Parameters<typeof form>[1] = []) =>
  cms.request<Saved>('/project-add', { token, form: form(fields, files) });
const update = (fields: Record<string, string>, files: Parameters<typeof form>[1] = []) =>
  cms.request<Saved>('/project/update', { token, form: form(fields, files) });
const detail = (slug: string) => cms.request<Data<ProjectDetail>>(`/site/projects/${slug}`);
const projectCount = () => cms.strapi.documents('api::project.project').count({});

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
  await cms.strapi.documents('api::featured-project.featured-project').create({
    data: {
      title: 'Seeded Tower',
      type: 'Tower',
      location: 'Jaipur',
      launch: '2026',
      area: '2 Acres',
      sort_order: 1,
    } as never,
  });
});
afterAll(() => cms?.stop());

describe('a project with every optional field', () => {
  let saved: Project;

  beforeAll(async () => {
    const res = await add({ ...base('Jain Greens'), ...full }, [
      ['images', 'cover.png', PNG, 'image/png'],
      ['logo', 'logo.png', LOGO, 'image/png'],
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Project added successfully.');
    saved = res.body.data;
  });

  it('answers the new fields from /project-add and /project-get/{id}', async () => {
    const { upcoming, ...texts } = full;
    expect(saved).toMatchObject({ ...texts, upcoming: upcoming === 'true' });
    expect(saved.logo).toMatch(/logo/);
    const one = await cms.request<Data<Project>>(`/project-get/${saved._id}`);
    expect(one.body.data).toMatchObject({ ...texts, upcoming: true, logo: saved.logo });
  });

  it('shows them on /site/projects/{slug} and /site/projects', async () => {
    const res = await detail(saved.slug);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      location: full.location,
      description: full.description,
      testimonial: full.testimonial,
      testimonial_author: full.testimonial_author,
      testimonial_role: full.testimonial_role,
      type: full.type,
      launch: full.launch,
      area: full.area,
      upcoming: true,
    });
    expect(res.body.data.logo?.url).toBe(saved.logo);
    const cards = await cms.request<Data<ProjectCard[]>>('/site/projects');
    const card = cards.body.data.find((c) => c.slug === saved.slug);
    expect(card).toMatchObject({ location: full.location, upcoming: true });
    expect(card?.logo?.url).toBe(saved.logo);
  });

  it('lists the upcoming project on the /blog featured slider after the seeded entries, with its cover', async () => {
    const res = await cms.request<Data<BlogPage>>('/site/blog');
    const featured = res.body.data.featured;
    expect(featured.map((f) => f.title)).toEqual(['Seeded Tower', 'Jain Greens']);
    expect(featured[1]).toMatchObject({
      type: full.type,
      location: full.location,
      launch: full.launch,
      area: full.area,
    });
    expect(featured[1].image?.url).toBe(saved.Image[0]);
  });

  it('keeps the optional fields on an update that does not send them (a spec-only client)', async () => {
    const res = await update({ _id: saved._id, ...base('Jain Greens'), client: 'Jain Estates LLP' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      client: 'Jain Estates LLP',
      location: full.location,
      testimonial: full.testimonial,
      logo: saved.logo,
      upcoming: true,
    });
  });

  it('clears a field sent empty, replaces and removes the logo', async () => {
    const replaced = await update({ _id: saved._id, ...base('Jain Greens'), testimonial: '', upcoming: 'false' }, [
      ['logo', 'new-logo.png', LOGO, 'image/png'],
    ]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ testimonial: '', upcoming: false, location: full.location });
    expect(replaced.body.data.logo).toMatch(/new_logo|new-logo/);
    expect(replaced.body.data.logo).not.toBe(saved.logo);
    const removed = await update({ _id: saved._id, ...base('Jain Greens'), removeLogo: 'true' });
    expect(removed.body.data.logo).toBeNull();
    const page = await detail(saved.slug);
    expect(page.body.data).toMatchObject({ logo: null, testimonial: '', upcoming: false });
    const blog = await cms.request<Data<BlogPage>>('/site/blog');
    expect(blog.body.data.featured.map((f) => f.title)).toEqual(['Seeded Tower']);
  });
});

it('a project without the optional fields reads empty: no placeholder text, no logo, no testimonial', async () => {
  const res = await add(base('Bare Plot'));
  expect(res.status).toBe(200);
  const page = await detail(res.body.data.slug);
  expect(page.body.data).toMatchObject({
    location: '',
    logo: null,
    testimonial: '',
    testimonial_role: '',
    type: '',
    launch: '',
    area: '',
    upcoming: false,
  });
  expect(page.text).not.toMatch(/N\/A/);
});

it('an upcoming project titled like a featured entry updates that slide instead of adding one', async () => {
  const res = await add({ ...base('Seeded Tower'), upcoming: 'true', launch: 'June 2026' }, [
    ['images', 'cover.png', PNG, 'image/png'],
  ]);
  expect(res.status).toBe(200);
  const blog = await cms.request<Data<BlogPage>>('/site/blog');
  const tower = blog.body.data.featured.filter((f) => f.title === 'Seeded Tower');
  expect(tower).toEqual([
    expect.objectContaining({ type: 'Tower', location: 'Jaipur', launch: 'June 2026', area: '2 Acres' }),
  ]);
  await cms.request('/project/delete', { token, json: { _id: res.body.data._id } });
});

describe('bad optional input is a clear 400 and stores nothing', () => {
  const cases: [string, Record<string, string>, Parameters<typeof form>[1], RegExp][] = [
    ['upcoming not a flag', { upcoming: 'maybe' }, [], /Upcoming must be true or false/],
    ['location too long', { location: 'x'.repeat(151) }, [], /Location must be at most 150 characters/],
    ['role too long', { testimonial_role: 'x'.repeat(101) }, [], /Testimonial author role must be at most 100/],
    ['an SVG logo', {}, [['logo', 'logo.png', svg, 'image/png']], /Images must be JPEG, PNG or WebP/],
    [
      'two logos',
      {},
      [
        ['logo', 'a.png', LOGO, 'image/png'],
        ['logo', 'b.png', LOGO, 'image/png'],
      ],
      /at most one logo/,
    ],
  ];
  it.each(cases)('%s', async (_name, fields, files, message) => {
    const before = await projectCount();
    const res = await add({ ...base('Refused'), ...fields }, files);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: expect.stringMatching(message) });
    expect(await projectCount()).toBe(before);
  });
});
