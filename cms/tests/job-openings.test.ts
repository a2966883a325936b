/**
 * One content model for careers (D-1): an opening the admin adds is the opening the public pages show, the
 * one applicants can choose, and the one their applications point to, until it is deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareerPage, JobApplication, JobOpening, PublicJobOpening } from '../src/lib/wire-types';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, pdf, png } from './support/fixtures';
import { siteData } from './support/site-reads';
import { APPLICATIONS, OPENINGS } from './support/uids';

let cms: TestCms;
let token: string;
const PNG = await png(800, 600);
type Data<T> = { status: boolean; data: T };
type Saved<T> = { status: boolean; message: string; data: T };

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({ openings: true }));
});
afterAll(() => cms?.stop());

const opening = {
  title: 'GIS Analyst',
  location: 'Udaipur, Rajasthan',
  job_type: 'Contract',
  experience: '1-3 Years',
  about: 'Map and analyse land records for township layouts.',
  responsibilities: 'Digitise revenue maps and prepare GIS layers.',
  qualifications: 'B.Tech or M.Plan with QGIS experience.',
  offers: 'Field visits across Rajasthan.',
  quote: 'Every plan starts with a good map.',
  skills: 'QGIS\n\n  ArcGIS  \nRemote sensing\n',
};
const applicant = { name: 'Kavya Jain', email: 'kavya@example.in', phone_number: '9123456780', city: 'Udaipur' };

describe('an opening added in the admin', () => {
  let saved: JobOpening;

  it('is stored with its own fields and image (multipart /jobadd)', async () => {
    const res = await cms.request<Saved<JobOpening>>('/jobadd', {
      token,
      form: form(opening, [['image', 'gis.png', PNG, 'image/png']]),
    });
    expect(res.status).toBe(200);
    saved = res.body.data;
    expect(saved).toMatchObject({
      ...opening,
      skills: ['QGIS', 'ArcGIS', 'Remote sensing'],
      role: 'GIS Analyst',
      slug: 'gis-analyst',
    });
    expect(saved.image?.url).toMatch(/^\/uploads\/.+\.png$/);
  });

  it('is listed by GET /site/careers after the seeded four, with its own experience, type, texts and image', async () => {
    const res = await cms.request<Data<PublicJobOpening[]>>('/site/careers');
    expect(res.body.data.map((o) => o.slug)).toEqual([
      'Architect',
      'Interior ',
      'Surveying ',
      'Urban  ',
      'gis-analyst',
    ]);
    const card = res.body.data[4];
    expect(card).toMatchObject({
      title: 'GIS Analyst',
      role: 'GIS Analyst',
      location: 'Udaipur, Rajasthan',
      job_type: 'Contract',
      experience: '1-3 Years',
      responsibilities: opening.responsibilities,
      qualifications: opening.qualifications,
      offers: opening.offers,
      quote: opening.quote,
      skills: ['QGIS', 'ArcGIS', 'Remote sensing'],
    });
    expect(card.image?.url).toBe(saved.image?.url);
    expect((await fetch(`${cms.url}${card.image?.url}`)).status).toBe(200);
  });

  it('has its page at GET /site/careers/{slug}, with every opening in the Position list', async () => {
    const page = await siteData<CareerPage>(cms, '/site/careers/gis-analyst');
    expect(page).toMatchObject({
      title: 'GIS Analyst',
      experience: '1-3 Years',
      job_type: 'Contract',
      about: opening.about,
    });
    expect(page.positions.map((p) => p.value)).toEqual([
      'Architect',
      'Interior Designer',
      'Surveying Engineer',
      'Urban Planner',
      'GIS Analyst',
    ]);
    expect(page.positions.every((p) => p.label === p.value)).toBe(true);
  });

  it('shows a title edit everywhere, the card subtitle included; the slug and image stay', async () => {
    const json = { ...opening, _id: saved._id, title: 'GIS Specialist', experience: '3-6 Years' };
    const res = await cms.request<Saved<JobOpening>>('/jobedit', { token, form: form(json) });
    expect(res.status).toBe(200);
    const page = (await cms.request<Data<CareerPage>>('/site/careers/gis-analyst')).body.data;
    expect(page).toMatchObject({ title: 'GIS Specialist', role: 'GIS Specialist', experience: '3-6 Years' });
    expect(page.image?.url).toBe(saved.image?.url);
  });

  it('accepts an application for it: the position text and the link to the opening are stored', async () => {
    const before = await cms.count(APPLICATIONS);
    const res = await cms.request('/job-add', {
      form: form({ ...applicant, position: 'GIS Specialist' }, [['resume', 'cv.pdf', pdf, 'application/pdf']]),
    });
    expect(res.body).toEqual({ status: true, message: 'Thank you! Your application has been submitted.' });
    expect(await cms.count(APPLICATIONS)).toBe(before + 1);
    const list = await cms.request<{ status: boolean; contactget: JobApplication[] }>('/job-get', { token });
    expect(list.body.contactget[0]).toMatchObject({
      name: 'Kavya Jain',
      position: 'GIS Specialist',
      opening: { _id: saved._id, slug: 'gis-analyst', title: 'GIS Specialist' },
    });
  });

  it('is deleted from the public reads; its application keeps its position', async () => {
    expect((await cms.request('/jobdelete', { token, json: { _id: saved._id } })).body).toMatchObject({ status: true });
    const list = await cms.request<Data<PublicJobOpening[]>>('/site/careers');
    expect(list.body.data.map((o) => o.title)).not.toContain('GIS Specialist');
    // D-14.6: 410 while it is in the trash.
    expect((await cms.request('/site/careers/gis-analyst')).status).toBe(410);
    const positions = (await cms.request<Data<CareerPage>>('/site/careers/Architect')).body.data.positions;
    expect(positions.map((p) => p.value)).not.toContain('GIS Specialist');
    const applications = await cms.request<{ contactget: JobApplication[] }>('/job-get', { token });
    expect(applications.body.contactget.find((a) => a.name === 'Kavya Jain')).toMatchObject({
      position: 'GIS Specialist',
      opening: null,
    });
  });

  it('no longer accepts applications once deleted', async () => {
    const before = await cms.count(APPLICATIONS);
    const res = await cms.request('/job-add', { json: { ...applicant, position: 'GIS Specialist' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Please choose a valid position.' });
    expect(await cms.count(APPLICATIONS)).toBe(before);
  });
});

describe('POST /job-add positions', () => {
  it.each(['Plumber', 'Architect Intern', ' '.repeat(3) + 'x'])(
    'refuses the unknown position %j with 400 and stores nothing',
    async (position) => {
      const before = await cms.count(APPLICATIONS);
      const res = await cms.request('/job-add', { json: { ...applicant, position } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Please choose a valid position.' });
      expect(await cms.count(APPLICATIONS)).toBe(before);
    },
  );

  it('links a seeded position to its opening, stored under the opening’s own spelling', async () => {
    expect(
      (await cms.request('/job-add', { json: { ...applicant, name: 'Seeded Applicant', position: 'urban planner' } }))
        .status,
    ).toBe(200);
    const list = await cms.request<{ contactget: JobApplication[] }>('/job-get', { token });
    expect(list.body.contactget[0]).toMatchObject({
      name: 'Seeded Applicant',
      position: 'Urban Planner',
      opening: { slug: 'Urban  ', title: 'Urban Planner' },
    });
  });
});

describe('job opening rules', () => {
  it('refuses a second opening with a taken title (an application names its opening by title)', async () => {
    const before = await cms.count(OPENINGS);
    const res = await cms.request('/jobadd', { token, json: { ...opening, title: 'urban planner' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'A job opening with this title already exists.' });
    expect(await cms.count(OPENINGS)).toBe(before);
  });

  it('gives a new slug that cannot collide with a seeded link value (`Interior ` = `interior`)', async () => {
    const res = await cms.request<Saved<JobOpening>>('/jobadd', { token, json: { ...opening, title: 'Interior' } });
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe('interior-2');
    expect((await cms.request<Data<CareerPage>>('/site/careers/interior-2')).body.data.title).toBe('Interior');
    expect((await cms.request<Data<CareerPage>>('/site/careers/Interior%20')).body.data.title).toBe(
      'Interior Designer',
    );
  });

  it.each([
    [
      'an SVG image',
      { ...opening, title: 'Svg Role' },
      [['image', 'x.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png']],
      'Images must be JPEG, PNG or WebP.',
    ],
    [
      'a quote over 500 characters',
      { ...opening, title: 'Quote Role', quote: 'q'.repeat(501) },
      [],
      'Quote must be at most 500 characters.',
    ],
    [
      'a skill over 100 characters',
      { ...opening, title: 'Skill Role', skills: `ok\n${'s'.repeat(101)}` },
      [],
      'Each skill must be at most 100 characters.',
    ],
    [
      '31 skills',
      { ...opening, title: 'Many Skills', skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`).join('\n') },
      [],
      'Skills must be at most 30 lines.',
    ],
  ] as const)('answers 400 for %s and stores nothing', async (_, fields, files, message) => {
    const before = await cms.count(OPENINGS);
    const res = await cms.request('/jobadd', {
      token,
      form: form(fields, files as unknown as [string, string, Buffer, string][]),
    });
    expect(res.body).toEqual({ status: false, message });
    expect(res.status).toBe(400);
    expect(await cms.count(OPENINGS)).toBe(before);
  });
});

it('keeps the seeded four as the spec gives them', async () => {
  const res = await cms.request<Data<PublicJobOpening[]>>('/site/careers');
  for (const o of res.body.data.slice(0, 4)) {
    expect(o).toMatchObject({ location: 'Jaipur, Rajasthan', job_type: 'Full-Time', experience: '2-5 Years' });
    expect(o.responsibilities.length).toBeGreaterThan(0);
    expect(o.qualifications.length).toBeGreaterThan(0);
  }
});
