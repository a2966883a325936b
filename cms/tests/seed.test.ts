/**
 * The seed on the real Strapi and a throwaway database (SQLite, or PostgreSQL with
 * DATABASE_CLIENT=postgres): the spec's exact counts and names, idempotence (a second run changes
 * no counts and uploads no file twice) and --reset.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, type SeedCounts } from '../src/seed';
import { firstStartSeed } from '../src/seed/first-start';
import { bootCms, CMS_DIR, type TestCms } from './support/cms';
import { withEnv } from './support/env';

const ROOT = path.resolve(CMS_DIR, '..');
const MEDIA_DIR = path.join(ROOT, 'media', 'out');
const FILE_UID = 'plugin::upload.file';

interface Named {
  documentId: string;
  name?: string;
  title?: string;
  slug?: string;
}

let cms: TestCms;
let firstRun: SeedCounts;
let lines: string[] = [];

const log = (line: string) => lines.push(line);
const countFiles = () => cms.strapi.db.query(FILE_UID).count({});
const findAll = <T extends Named>(uid: string, params: Record<string, unknown> = {}) =>
  cms.strapi.documents(uid as Parameters<typeof cms.strapi.documents>[0]).findMany(params) as unknown as Promise<T[]>;

// The media are made once for the run (support/compile.ts); the seed uploads all of them, each with its WebP copies,
// the heaviest start of the suite: on a busy machine beside two other files it needs more than the usual hook time.
beforeAll(async () => {
  if (!fs.existsSync(path.join(MEDIA_DIR, 'manifest.json'))) {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'media', 'generate.mjs')], { stdio: 'inherit' });
  }
  cms = await bootCms();
  firstRun = await seed(cms.strapi, { mediaDir: MEDIA_DIR, log });
}, 600_000);
afterAll(() => cms?.stop());

const EXPECTED: [string, string, number][] = [
  ['services', 'api::service.service', 5],
  ['projects', 'api::project.project', 14],
  ['states', 'api::state.state', 10],
  ['testimonials', 'api::testimonial.testimonial', 5],
  ['client logos', 'api::client-logo.client-logo', 9],
  ['reason cards', 'api::reason-card.reason-card', 3],
  ['team members', 'api::team-member.team-member', 10],
  ['awards', 'api::award.award', 3],
  ['blogs', 'api::blog.blog', 9],
  ['job openings', 'api::job-opening.job-opening', 4],
  ['featured projects', 'api::featured-project.featured-project', 4],
];

async function expectSpecCounts() {
  for (const [, uid, count] of EXPECTED) expect(await cms.count(uid), uid).toBe(count);
  expect(await cms.count('api::site-setting.site-setting')).toBe(1);
}

describe('seed', () => {
  it('prints one progress line per step and reports the counts it wrote', () => {
    for (const [step, , count] of EXPECTED) {
      expect(firstRun[step]).toBe(count);
      expect(lines).toContain(`[seed] ${step}: ${count}`);
    }
  });

  it('loads the spec’s exact counts', async () => {
    await expectSpecCounts();
  });

  it('creates the 14 projects with the spec’s slugs, in order, two of them upcoming', async () => {
    const rows = await findAll<
      Named & { upcoming: boolean; home_position: number | null; content: string; images: { name: string }[] }
    >('api::project.project', {
      sort: ['createdAt:asc', 'id:asc'],
      populate: ['images'],
    });
    expect(rows.map((r) => r.slug)).toEqual([
      'cadmax-valley',
      'topographical-survey',
      'cadmax-group-headoffice',
      'ravi-kiran-vihar',
      'shivam-majestic',
      'sukoon-farms',
      'dravyawati-river',
      'mangalam-vishwakarma-industrial-park',
      'govind-bagh',
      'kedia-landmark',
      'rudra-mahal',
      'riyasat-ecopark',
      'riyasat-sankalp',
      'shivam-magnus',
    ]);
    expect(rows.filter((r) => r.upcoming).map((r) => r.slug)).toEqual(['cadmax-valley', 'shivam-magnus']);
    const home = rows
      .filter((r) => r.home_position !== null)
      .sort((a, b) => (a.home_position ?? 0) - (b.home_position ?? 0));
    expect(home.map((r) => r.slug)).toEqual([
      'rudra-mahal',
      'dravyawati-river',
      'shivam-magnus',
      'cadmax-group-headoffice',
      'ravi-kiran-vihar',
    ]);
    for (const r of rows) {
      expect(r.content.length).toBeLessThanOrEqual(300);
      expect(r.images.length).toBeGreaterThanOrEqual(3);
      expect(r.images[0].name).toBe(`project-${r.slug}-1.jpg`);
    }
  });

  it('names the ten states exactly as the spec spells them, in order', async () => {
    const rows = await findAll<Named>('api::state.state', { sort: ['sort_order:asc'] });
    expect(rows.map((r) => r.name)).toEqual([
      'Rajasthan',
      'Hariyana',
      'Uttrakhand',
      'Punjab',
      'Maharashtra',
      'Madhya Pradesh',
      'Telangana',
      'Gujrat',
      'Chennai',
      'Bangalore',
    ]);
  });

  it('gives the five services their slugs, tagline and features', async () => {
    const rows = await findAll<Named & { tagline: string; features: { title: string; image: unknown }[] }>(
      'api::service.service',
      {
        sort: ['sort_order:asc'],
        populate: { features: { populate: ['image'] } },
      },
    );
    expect(rows.map((r) => r.slug)).toEqual([
      'urban-planning',
      'real-state',
      'infrastructure',
      'architecture',
      'interior-designing',
    ]);
    for (const r of rows) {
      expect(r.tagline).toBe('Shaping Land into Landmarks');
      expect(r.features.length).toBeGreaterThanOrEqual(4);
      expect(r.features.length).toBeLessThanOrEqual(6);
      for (const f of r.features) expect(f.image).toBeTruthy();
    }
  });

  it('keeps the openings’ link values, trailing spaces included', async () => {
    const rows = await findAll<
      Named & { skills: string[]; location: string; job_type: string; experience: string; about: string }
    >('api::job-opening.job-opening', { sort: ['sort_order:asc'] });
    expect(rows.map((r) => r.slug)).toEqual(['Architect', 'Interior ', 'Surveying ', 'Urban  ']);
    expect(rows.map((r) => r.title)).toEqual(['Architect', 'Interior Designer', 'Surveying Engineer', 'Urban Planner']);
    for (const r of rows) {
      expect([r.location, r.job_type, r.experience]).toEqual(['Jaipur, Rajasthan', 'Full-Time', '2-5 Years']);
      expect(r.skills.length).toBeGreaterThanOrEqual(5);
      expect(r.about.length).toBeLessThanOrEqual(300);
    }
  });

  it('stores blogs as rich HTML within the caps, and the award of 2025', async () => {
    const blogs = await findAll<Named & { content: string; short_content: string }>('api::blog.blog');
    for (const b of blogs) {
      expect(b.title!.length).toBeLessThanOrEqual(100);
      expect(b.short_content.length).toBeLessThanOrEqual(300);
      for (const tag of ['<h2>', '<p>', '<ul>', '<blockquote>']) expect(b.content).toContain(tag);
    }
    const awards = await findAll<Named>('api::award.award');
    expect(awards.map((a) => a.name)).toContain('Best Urban Planning Firm 2025');
  });

  it('dates the blogs days and weeks apart, none today, and leaves their meta titles empty (the title is the default)', async () => {
    const blogs = await findAll<Named & { createdAt: string; meta_title: string | null }>('api::blog.blog', {
      sort: ['createdAt:desc'],
    });
    const days = blogs.map((b) => b.createdAt.slice(0, 10));
    expect(new Set(days).size).toBe(blogs.length);
    const ages = blogs.map((b) => (Date.now() - Date.parse(b.createdAt)) / (24 * 60 * 60 * 1000));
    expect(Math.min(...ages)).toBeGreaterThan(2);
    for (let i = 1; i < ages.length; i++) expect(ages[i]! - ages[i - 1]!).toBeGreaterThanOrEqual(7);
    expect(blogs.map((b) => b.meta_title ?? '')).toEqual(blogs.map(() => ''));
  });

  it('fills the site settings', async () => {
    const settings = (await cms.strapi.documents('api::site-setting.site-setting').findFirst({})) as unknown as Record<
      string,
      unknown
    >;
    expect(settings).toMatchObject({
      company_name: 'Cadmax',
      hero_title: 'Your Dreams, Our Design',
      intro_title: 'Designing majestic species since 2005',
      founded_year: 2005,
    });
    expect(String(settings.map_embed_url)).toMatch(
      /^https:\/\/(www\.google\.com\/maps\/embed\?pb=|maps\.google\.com\/maps\?.*output=embed)/,
    );
  });

  it('is idempotent: a second run keeps every count and uploads no file twice', async () => {
    const files = await countFiles();
    expect(files).toBeGreaterThan(100);
    lines = [];
    await seed(cms.strapi, { mediaDir: MEDIA_DIR, log });
    await expectSpecCounts();
    expect(await countFiles()).toBe(files);
    expect(lines.find((l) => l.startsWith('[seed] media:'))).toMatch(/^\[seed\] media: 0 uploaded, \d+ reused$/);
  });

  // Two full seeds in one test: allow for a slow PostgreSQL.
  it(
    'keeps records added by the admin, and --reset starts over from the fixed content',
    { timeout: 180_000 },
    async () => {
      const files = await countFiles();
      await cms.strapi
        .documents('api::blog.blog')
        .create({ data: { title: 'Added in the admin', content: '<p>Hello</p>' } });
      await seed(cms.strapi, { mediaDir: MEDIA_DIR, log });
      expect(await cms.count('api::blog.blog')).toBe(10);

      lines = [];
      await seed(cms.strapi, { mediaDir: MEDIA_DIR, log, reset: true });
      await expectSpecCounts();
      expect(await countFiles()).toBe(files);
      expect(lines[0]).toMatch(/^\[seed\] reset: \d+ records, \d+ files deleted$/);
    },
  );
});

// The CMS's own first-start seed (src/seed/first-start.ts), on this seeded database: the marker in Strapi's store
// decides, and a database in use is never reseeded.
describe('the first start', () => {
  const store = () => cms.strapi.store({ type: 'plugin', name: 'cadmax' });
  const marker = () => store().get({ key: 'first_start_seed' });
  const firstStart = () =>
    withEnv({ SEED_EMPTY_DATABASE: 'true' }, async () => (await firstStartSeed(cms.strapi)).seed());
  const dropOneBlog = async () => {
    const [blog] = await findAll('api::blog.blog');
    await cms.strapi.documents('api::blog.blog').delete({ documentId: blog.documentId });
  };

  it('leaves a database that held content before the marker existed alone, and marks it done', async () => {
    await store().delete({ key: 'first_start_seed' });
    await dropOneBlog();
    const blogs = await cms.count('api::blog.blog');
    await firstStart();
    expect(await cms.count('api::blog.blog')).toBe(blogs);
    expect(await marker()).toBe('done');
  });

  it('finishes a seed that was cut short', { timeout: 180_000 }, async () => {
    await store().set({ key: 'first_start_seed', value: 'seeding' });
    await dropOneBlog();
    await firstStart();
    await expectSpecCounts();
    expect(await marker()).toBe('done');
  });
});
