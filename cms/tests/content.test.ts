/** The admin's content: blogs, projects, team members and job openings, with uploads, paging, search and delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog, JobOpening, Paged, Project, TeamMember } from '../src/lib/wire-types';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, html, jpeg, noisyPng, png, svg, webp } from './support/fixtures';
import { expectRefusal } from './support/refusals';
import { BLOGS, OPENINGS, PROJECTS, TEAM } from './support/uids';

let cms: TestCms;
let token: string;
const PNG = await png(1600, 900);
const JPEG = await jpeg();
const WEBP = await webp();

const files = () => cms.strapi.db.query('plugin::upload.file').count();

type Saved<T> = { status: boolean; message: string; data: T };

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(() => cms?.stop());

const blog = {
  title: 'Planning Jaipur’s next ring road',
  short_content: 'How the outer ring road reshapes land use along its corridor.',
  content: '<h2>Corridor</h2><p>The <strong>ring road</strong> opens new land.</p>',
  meta_title: 'Ring road planning',
  meta_description: 'Land use along Jaipur’s outer ring road.',
  meta_keyword: 'jaipur, ring road, planning',
};

describe('blogs', () => {
  let id: string;

  it('creates a blog with an image, answering the Blog shape', async () => {
    const res = await cms.request<Saved<Blog>>('/blog/create', {
      token,
      form: form(blog, [['imageUrl', 'road.png', PNG, 'image/png']]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Blog created successfully.' });
    const data = res.body.data;
    id = data._id;
    expect(data).toMatchObject({ ...blog });
    expect(data.Image).toMatch(/^\/uploads\/.+\.png$/);
    expect(data.image).toMatchObject({ url: data.Image, width: 1600, height: 900, alt: blog.title });
    const widths = data.image!.sources.map((s) => s.width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(widths.at(-1)).toBe(1600);
    expect(widths.length).toBeGreaterThan(1);
  });

  it('strips scripts, event handlers and javascript: URLs and keeps the editor formats and video embeds', async () => {
    const content = [
      '<h1 class="ql-align-center">Title</h1><p>Safe <em>text</em><script>alert(1)</script></p>',
      '<img src="https://example.com/a.png" onerror="alert(1)" alt="plan">',
      '<a href="javascript:alert(1)">bad link</a><a href="https://cadmax.in" target="_blank">good link</a>',
      '<iframe class="ql-video" src="https://www.youtube.com/embed/abc123"></iframe>',
      '<iframe src="https://evil.example/embed/x"></iframe>',
      '<p style="color: #ff0000; position: fixed">red</p><span class="ql-font-serif evil">serif</span>',
    ].join('');
    const res = await cms.request<Saved<Blog>>('/blog/create', {
      token,
      form: form({ ...blog, title: 'Sanitized', content }),
    });
    expect(res.status).toBe(200);
    const saved = res.body.data.content;
    expect(saved).not.toMatch(/script|onerror|javascript:|evil/);
    expect(saved).toContain('<h1 class="ql-align-center">Title</h1>');
    expect(saved).toContain('<img src="https://example.com/a.png" alt="plan" />');
    expect(saved).toContain('<a href="https://cadmax.in" target="_blank" rel="noopener noreferrer">good link</a>');
    expect(saved).toContain('<iframe class="ql-video" src="https://www.youtube.com/embed/abc123"></iframe>');
    expect(saved).toContain('<p style="color:#ff0000">red</p>');
    expect(saved).toContain('<span class="ql-font-serif">serif</span>');
    const stored = await cms.strapi.documents(BLOGS).findOne({ documentId: res.body.data._id });
    expect(stored?.content).toBe(saved);
  });

  it.each([
    ['a missing title', { ...blog, title: '' }, 'Title is required.'],
    ['a title over 100 characters', { ...blog, title: 't'.repeat(101) }, 'Title must be at most 100 characters.'],
    ['a missing short content', { ...blog, short_content: '' }, 'Short content is required.'],
    [
      'a short content over 300 characters',
      { ...blog, short_content: 's'.repeat(301) },
      'Short content must be at most 300 characters.',
    ],
    ['a missing content', { ...blog, content: '' }, 'Content is required.'],
    ['content that is only a script', { ...blog, content: '<script>alert(1)</script>' }, 'Content is required.'],
  ])('answers 400 for %s and stores nothing', (_, fields, message) =>
    expectRefusal(cms, BLOGS, '/blog/create', { token, form: form(fields) }, message),
  );

  it('accepts exactly 100 and 300 characters', async () => {
    const res = await cms.request('/blog/create', {
      token,
      json: { ...blog, title: 't'.repeat(100), short_content: 's'.repeat(300) },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['an SVG named .png', 'x.png', svg, 'image/png'],
    ['an HTML page named .jpg', 'x.jpg', html, 'image/jpeg'],
  ])('refuses %s as the image and stores nothing', async (_, name, bytes, type) => {
    const [before, filesBefore] = [await cms.count(BLOGS), await files()];
    const res = await cms.request('/blog/create', { token, form: form(blog, [['imageUrl', name, bytes, type]]) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Images must be JPEG, PNG or WebP.' });
    expect([await cms.count(BLOGS), await files()]).toEqual([before, filesBefore]);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const before = await cms.count(BLOGS);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await cms.request('/blog/create', {
      token,
      form: form(blog, [['imageUrl', 'big.png', big, 'image/png']]),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: false });
    expect(await cms.count(BLOGS)).toBe(before);
  });

  it('reads one blog by id; unknown ids answer 404', async () => {
    const res = await cms.request<{ status: boolean; data: Blog }>(`/blog/get/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data._id).toBe(id);
    for (const unknown of ['doesnotexist000', 'bad%20id']) {
      const missing = await cms.request(`/blog/get/${unknown}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ status: false, message: 'Blog not found.' });
    }
  });

  it('updates a blog, keeping its image when none is sent and replacing it when one is', async () => {
    const kept = await cms.request<Saved<Blog>>('/blog/update', {
      token,
      form: form({ ...blog, _id: id, title: 'Renamed' }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.title).toBe('Renamed');
    const before = await cms.request<{ data: Blog }>(`/blog/get/${id}`);
    expect(kept.body.data.Image).toBe(before.body.data.Image);
    const replaced = await cms.request<Saved<Blog>>('/blog/update', {
      token,
      form: form({ ...blog, _id: id }, [['imageUrl', 'new.webp', WEBP, 'image/webp']]),
    });
    expect(replaced.body.data.Image).toMatch(/\.webp$/);
  });

  it('update answers 400 without _id, 404 for an unknown _id, 400 for a wrong type', async () => {
    expect((await cms.request('/blog/update', { token, json: blog })).body).toEqual({
      status: false,
      message: '_id is required.',
    });
    const unknown = await cms.request('/blog/update', { token, json: { ...blog, _id: 'doesnotexist000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: false, message: 'Blog not found.' });
    const wrong = await cms.request('/blog/update', { token, json: { ...blog, _id: 42 } });
    expect(wrong.status).toBe(400);
    const title = await cms.request('/blog/update', { token, json: { ...blog, _id: id, title: ['a', 'b'] } });
    expect(title.body).toEqual({ status: false, message: 'Title must be text.' });
  });

  it('pages 15 at a time, newest first, and searches titles case-insensitively', async () => {
    for (let i = 1; i <= 16; i += 1) {
      const res = await cms.request('/blog/create', {
        token,
        json: { ...blog, title: `Survey note ${String(i).padStart(2, '0')}` },
      });
      expect(res.status).toBe(200);
    }
    const total = await cms.count(BLOGS);
    const first = await cms.request<Paged<Blog>>('/blog/get?page=1');
    expect(first.body).toMatchObject({
      status: true,
      currentPage: 1,
      totalUsers: total,
      totalPages: Math.ceil(total / 15),
    });
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data[0].title).toBe('Survey note 16');
    const second = await cms.request<Paged<Blog>>('/blog/get?page=2');
    expect(second.body.data).toHaveLength(Math.min(15, total - 15));
    expect(second.body.data.map((b) => b._id)).not.toContain(first.body.data[0]._id);

    const search = await cms.request<Paged<Blog>>('/blog/get?search=SURVEY%20NOTE&limit=10&page=2');
    expect(search.body).toMatchObject({ totalUsers: 16, totalPages: 2, currentPage: 2 });
    expect(search.body.data.map((b) => b.title)).toEqual([
      'Survey note 06',
      'Survey note 05',
      'Survey note 04',
      'Survey note 03',
      'Survey note 02',
      'Survey note 01',
    ]);

    const none = await cms.request<Paged<Blog>>('/blog/get?search=nothing-matches-this');
    expect(none.body).toMatchObject({ data: [], totalUsers: 0, totalPages: 1, currentPage: 1 });
    expect((await cms.request('/blog/get?page=0')).status).toBe(400);
    expect((await cms.request('/blog/get?page=abc')).body).toEqual({
      status: false,
      message: 'page must be a positive whole number.',
    });
  });

  it('deletes a blog; a second delete answers 404', async () => {
    const before = await cms.count(BLOGS);
    const res = await cms.request('/blog/delete', { token, json: { _id: id } });
    expect(res.body).toEqual({ status: true, message: 'Blog deleted successfully.' });
    expect(await cms.count(BLOGS)).toBe(before - 1);
    const again = await cms.request('/blog/delete', { token, json: { _id: id } });
    expect(again.status).toBe(404);
    expect((await cms.request('/blog/delete', { token, json: {} })).status).toBe(400);
  });
});

const project = {
  title: 'Riverside Township',
  content: 'A 40-acre township plan along the river.',
  short_content: 'Township plan',
  client: 'Shivam Developers',
  category: 'Urban Planning',
  date: '2024-05-17',
};

describe('projects', () => {
  let saved: Project;

  it('creates a project with several images stored in the imageOrder order', async () => {
    const res = await cms.request<Saved<Project>>('/project-add', {
      token,
      form: form({ ...project, imageOrder: JSON.stringify([{ file: 2 }, { file: 0 }, { file: 1 }]) }, [
        ['images', 'a.png', PNG, 'image/png'],
        ['images', 'b.jpg', JPEG, 'image/jpeg'],
        ['images', 'c.webp', WEBP, 'image/webp'],
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Project added successfully.');
    saved = res.body.data;
    expect(saved).toMatchObject({ ...project, slug: 'riverside-township' });
    expect(saved.Image.map((u) => u.split('.').pop())).toEqual(['webp', 'png', 'jpg']);
    expect(saved.images.map((i) => i.url)).toEqual(saved.Image);
  });

  it('keeps the order sent when a later, smaller file finishes writing first', async () => {
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(2_000_000);
    const res = await cms.request<Saved<Project>>('/project-add', {
      token,
      form: form({ ...project, title: 'Order check' }, [
        ['images', 'big.png', big, 'image/png'],
        ['images', 'small.jpg', JPEG, 'image/jpeg'],
        ['images', 'small.webp', WEBP, 'image/webp'],
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.Image.map((u) => u.split('.').pop())).toEqual(['png', 'jpg', 'webp']);
    await cms.request('/project/delete', { token, json: { _id: res.body.data._id } });
  });

  it('gives a second project of the same title its own slug', async () => {
    const res = await cms.request<Saved<Project>>('/project-add', { token, json: project });
    expect(res.body.data.slug).toBe('riverside-township-2');
    expect(res.body.data.Image).toEqual([]);
  });

  it('reorders, keeps, drops and adds images on update (the first is the cover)', async () => {
    const [webpImage, pngImage] = saved.images;
    const res = await cms.request<Saved<Project>>('/project/update', {
      token,
      form: form(
        {
          ...project,
          _id: saved._id,
          title: 'Riverside Township II',
          imageOrder: JSON.stringify([{ id: pngImage.id }, { file: 0 }, { id: webpImage.id }]),
        },
        [['images', 'd.jpg', JPEG, 'image/jpeg']],
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('Riverside Township II');
    expect(res.body.data.slug).toBe('riverside-township');
    expect(res.body.data.images.map((i) => i.id)).toEqual([pngImage.id, expect.any(Number), webpImage.id]);
    expect(res.body.data.Image[1]).toMatch(/\.jpg$/);
    saved = res.body.data;
  });

  it('keeps the images when an update sends neither images nor imageOrder', async () => {
    const res = await cms.request<Saved<Project>>('/project/update', { token, json: { ...project, _id: saved._id } });
    expect(res.body.data.images).toEqual(saved.images);
  });

  it.each([
    [
      'an image the project does not have',
      () => JSON.stringify([{ id: 999999 }]),
      0,
      'imageOrder names an image the project does not have.',
    ],
    [
      'an upload left out',
      () => JSON.stringify([]),
      1,
      'imageOrder must be a JSON list of {"id": <image id>} or {"file": <upload index>}, each image once.',
    ],
    [
      'malformed JSON',
      () => '[{"file":',
      0,
      'imageOrder must be a JSON list of {"id": <image id>} or {"file": <upload index>}, each image once.',
    ],
    [
      'a file index out of range',
      () => JSON.stringify([{ file: 3 }]),
      1,
      'imageOrder must be a JSON list of {"id": <image id>} or {"file": <upload index>}, each image once.',
    ],
  ])('answers 400 for an imageOrder with %s and changes nothing', async (_, order, uploads, message) => {
    const filesBefore = await files();
    const res = await cms.request('/project/update', {
      token,
      form: form(
        { ...project, _id: saved._id, imageOrder: order() },
        Array.from(
          { length: uploads },
          () => ['images', 'x.png', PNG, 'image/png'] as [string, string, Buffer, string],
        ),
      ),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message });
    expect(await files()).toBe(filesBefore);
    const now = await cms.request<{ data: Project }>(`/project-get/${saved._id}`);
    expect(now.body.data.images).toEqual(saved.images);
  });

  it.each([
    ['a missing title', { ...project, title: '' }, 'Title is required.'],
    ['a missing client', { ...project, client: '' }, 'Client is required.'],
    ['a missing category', { ...project, category: '' }, 'Category is required.'],
    ['a missing date', { ...project, date: '' }, 'Date is required.'],
    ['a missing content', { ...project, content: '' }, 'Content is required.'],
    ['a title over 100 characters', { ...project, title: 'p'.repeat(101) }, 'Title must be at most 100 characters.'],
    [
      'content over 300 characters',
      { ...project, content: 'c'.repeat(301) },
      'Content must be at most 300 characters.',
    ],
    ['an impossible date', { ...project, date: '2024-02-30' }, 'Date must be a date in the form YYYY-MM-DD.'],
    ['a date in another format', { ...project, date: '17/05/2024' }, 'Date must be a date in the form YYYY-MM-DD.'],
    ['a number as title', { ...project, title: 12 }, 'Title must be text.'],
  ])('answers 400 for %s and stores nothing', (_, json, message) =>
    expectRefusal(cms, PROJECTS, '/project-add', { token, json }, message),
  );

  it('refuses an SVG among the images and stores neither the project nor any image', async () => {
    const [before, filesBefore] = [await cms.count(PROJECTS), await files()];
    const res = await cms.request('/project-add', {
      token,
      form: form(project, [
        ['images', 'ok.png', PNG, 'image/png'],
        ['images', 'evil.png', svg, 'image/png'],
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Images must be JPEG, PNG or WebP.' });
    expect([await cms.count(PROJECTS), await files()]).toEqual([before, filesBefore]);
  });

  it('pages and searches title, client and category', async () => {
    for (let i = 1; i <= 15; i += 1) {
      await cms.request('/project-add', {
        token,
        json: {
          ...project,
          title: `Layout ${i}`,
          client: i % 2 ? 'Kedia Group' : 'Mangalam',
          category: 'Architecture',
        },
      });
    }
    const total = await cms.count(PROJECTS);
    const page1 = await cms.request<Paged<Project>>('/project-get?page=1');
    expect(page1.body).toMatchObject({
      status: true,
      currentPage: 1,
      totalUsers: total,
      totalPages: Math.ceil(total / 15),
    });
    expect(page1.body.data).toHaveLength(15);
    expect(page1.body.data[0].title).toBe('Layout 15');
    expect((await cms.request<Paged<Project>>('/project-get?search=kedia')).body.totalUsers).toBe(8);
    expect((await cms.request<Paged<Project>>('/project-get?search=ARCHITECT')).body.totalUsers).toBe(15);
    expect((await cms.request<Paged<Project>>('/project-get?search=riverside')).body.totalUsers).toBe(2);
  });

  it('reads one project; unknown ids answer 404', async () => {
    expect((await cms.request<{ data: Project }>(`/project-get/${saved._id}`)).body.data.title).toBe(project.title);
    const missing = await cms.request('/project-get/doesnotexist000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: false, message: 'Project not found.' });
  });

  it('deletes a project; unknown ids answer 404', async () => {
    const before = await cms.count(PROJECTS);
    expect((await cms.request('/project/delete', { token, json: { _id: saved._id } })).body).toEqual({
      status: true,
      message: 'Project deleted successfully.',
    });
    expect(await cms.count(PROJECTS)).toBe(before - 1);
    const again = await cms.request('/project/delete', { token, json: { _id: saved._id } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ status: false, message: 'Project not found.' });
  });
});

describe('team members', () => {
  let member: TeamMember;

  it('adds a member with and without an image; the list is in slider order', async () => {
    const withImage = await cms.request<Saved<TeamMember>>('/teams', {
      token,
      form: form({ name: 'Neha Gupta', position: 'Architect' }, [['imageUrl', 'neha.jpg', JPEG, 'image/jpeg']]),
    });
    expect(withImage.status).toBe(200);
    expect(withImage.body.message).toBe('Team member added successfully.');
    member = withImage.body.data;
    expect(member).toMatchObject({ name: 'Neha Gupta', position: 'Architect' });
    expect(member.imageUrl).toMatch(/\.jpg$/);
    const without = await cms.request<Saved<TeamMember>>('/teams', {
      token,
      form: form({ name: 'Vikram Rao', position: 'Surveyor' }),
    });
    expect(without.body.data).toMatchObject({ imageUrl: null, image: null });
    const list = await cms.request<{ status: boolean; data: TeamMember[] }>('/teams', { token });
    expect(list.body.data.map((m) => m.name)).toEqual(['Neha Gupta', 'Vikram Rao']);
    expect(Object.keys(list.body.data[0]).sort()).toEqual([
      '_id',
      'image',
      'imageUrl',
      'locale',
      'locales',
      'name',
      'position',
    ]);
  });

  it.each([
    ['a missing name', { name: '', position: 'Architect' }, 'Name is required.'],
    ['a missing position', { name: 'Neha', position: '' }, 'Position is required.'],
    [
      'a name over 100 characters',
      { name: 'n'.repeat(101), position: 'Architect' },
      'Name must be at most 100 characters.',
    ],
  ])('answers 400 for %s and stores nothing', async (_, fields, message) => {
    const before = await cms.count(TEAM);
    const res = await cms.request('/teams', { token, form: form(fields) });
    expect(res.body).toEqual({ status: false, message });
    expect(await cms.count(TEAM)).toBe(before);
  });

  it('edits a member; unknown ids answer 404; bad images are refused', async () => {
    const res = await cms.request<Saved<TeamMember>>('/teams-edit', {
      token,
      form: form({ _id: member._id, name: 'Neha Gupta', position: 'Senior Architect' }),
    });
    expect(res.body.data).toMatchObject({ position: 'Senior Architect', imageUrl: member.imageUrl });
    const unknown = await cms.request('/teams-edit', {
      token,
      form: form({ _id: 'doesnotexist000', name: 'X', position: 'Y' }),
    });
    expect(unknown.status).toBe(404);
    const svgImage = await cms.request('/teams-edit', {
      token,
      form: form({ _id: member._id, name: 'X', position: 'Y' }, [['imageUrl', 'x.webp', svg, 'image/webp']]),
    });
    expect(svgImage.status).toBe(400);
    const list = await cms.request<{ data: TeamMember[] }>('/teams', { token });
    expect(list.body.data.find((m) => m._id === member._id)?.name).toBe('Neha Gupta');
  });

  it('deletes a member', async () => {
    const before = await cms.count(TEAM);
    expect((await cms.request('/teams-delete', { token, json: { _id: member._id } })).body).toEqual({
      status: true,
      message: 'Team member deleted successfully.',
    });
    expect(await cms.count(TEAM)).toBe(before - 1);
    expect((await cms.request('/teams-delete', { token, json: { _id: member._id } })).status).toBe(404);
  });
});

describe('job openings', () => {
  const opening = {
    title: 'GIS Analyst',
    location: 'Jaipur',
    job_type: 'Full-Time',
    experience: '2-5 Years',
    about: 'Map and analyse land records.',
    responsibilities: 'Survey data processing',
    qualifications: 'B.Tech Civil',
    offers: 'Health cover',
  };
  let saved: JobOpening;

  it('adds an opening and lists it', async () => {
    const res = await cms.request<Saved<JobOpening>>('/jobadd', { token, json: opening });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Job opening added successfully.');
    saved = res.body.data;
    expect(saved).toMatchObject(opening);
    expect(Object.keys(saved).sort()).toEqual([
      '_id',
      'about',
      'experience',
      'image',
      'job_type',
      'locale',
      'location',
      'offers',
      'qualifications',
      'quote',
      'responsibilities',
      'role',
      'skills',
      'slug',
      'title',
    ]);
    const list = await cms.request<{ data: JobOpening[] }>('/jobget', { token });
    expect(list.body.data.map((o) => o._id)).toContain(saved._id);
  });

  it.each([
    ['a missing title', { ...opening, title: '' }, 'Title is required.'],
    ['a missing location', { ...opening, location: '' }, 'Location is required.'],
    ['a missing about', { ...opening, about: '' }, 'About is required.'],
    ['an about over 300 characters', { ...opening, about: 'a'.repeat(301) }, 'About must be at most 300 characters.'],
    ['a title over 100 characters', { ...opening, title: 't'.repeat(101) }, 'Title must be at most 100 characters.'],
    ['an object as offers', { ...opening, offers: { a: 1 } }, 'Offers must be text.'],
  ])('answers 400 for %s and stores nothing', async (_, json, message) => {
    const before = await cms.count(OPENINGS);
    const res = await cms.request('/jobadd', { token, json });
    expect(res.body).toEqual({ status: false, message });
    expect(await cms.count(OPENINGS)).toBe(before);
  });

  it('edits and deletes an opening; unknown ids answer 404', async () => {
    const edited = await cms.request<Saved<JobOpening>>('/jobedit', {
      token,
      json: { ...opening, _id: saved._id, experience: '5+ Years' },
    });
    expect(edited.body.data.experience).toBe('5+ Years');
    expect((await cms.request('/jobedit', { token, json: { ...opening, _id: 'doesnotexist000' } })).status).toBe(404);
    expect((await cms.request('/jobdelete', { token, json: { _id: saved._id } })).body).toEqual({
      status: true,
      message: 'Job opening deleted successfully.',
    });
    expect((await cms.request('/jobdelete', { token, json: { _id: saved._id } })).status).toBe(404);
  });
});
