/**
 * Undo and the audit trail (D-11.2, D-11.3): every admin delete moves the record to the trash (the spec's
 * delete answers unchanged), out of every public read, list and count; a restore puts it back as it was (id, date,
 * images, links); a delete for good and the 30-day purge remove it with its resume and notes. Every admin write
 * leaves one entry in the activity list, which nothing can change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  Blog,
  BlogCard,
  JobApplication,
  JobOpening,
  Paged,
  Project,
  SitemapData,
  TeamMember,
  TrashItem,
} from '@cadmax/contract';
import { siteDate } from '@cadmax/contract';
import { ADMIN_EMAIL, bootCms, type TestCms } from './support/cms';
import { createSeededOpenings } from './support/openings';
import { form, pdf, png } from './support/fixtures';
import { AUDIT, TRASH } from './support/uids';

let cms: TestCms;
let token: string;

const DAY_MS = 24 * 60 * 60 * 1000;

async function get<T>(p: string) {
  const res = await cms.request<T>(p, { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}
const post = <T = Record<string, unknown>>(p: string, json: unknown) => cms.request<T>(p, { token, json });
const trashList = async (query = '') => (await get<Paged<TrashItem>>(`/trash${query}`)).data;

/** Backdates a trash entry, as if it had been deleted `days` ago. */
async function deletedDaysAgo(trashId: string, days: number) {
  await cms.strapi.db
    .query(TRASH)
    .updateMany({ where: { documentId: trashId }, data: { deleted_at: new Date(Date.now() - days * DAY_MS) } });
}

beforeAll(async () => {
  cms = await bootCms();
  await createSeededOpenings(cms);
  token = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
});

describe('a blog through delete, undo and delete for good', () => {
  let blog: Blog;
  let trashId: string;

  beforeAll(async () => {
    const res = await cms.request<{ data: Blog }>('/blog/create', {
      token,
      form: form({ title: 'Stepwells of Jaipur', short_content: 'Water and stone.', content: '<p>Panna Meena.</p>' }, [
        ['imageUrl', 'well.png', await png(), 'image/png'],
      ]),
    });
    expect(res.status, res.text).toBe(200);
    blog = res.body.data;
  });

  it('keeps the spec’s delete answer, names the trash entry in X-Trash-Id, and hides the blog everywhere public', async () => {
    // Read first so the public cache holds the blog: the delete must empty it.
    expect((await cms.request(`/blog/get/${blog._id}`)).status).toBe(200);
    expect((await cms.request<Paged<Blog>>('/blog/get')).body.data.map((b) => b._id)).toContain(blog._id);
    const res = await post('/blog/delete', { _id: blog._id });
    expect([res.status, res.body]).toEqual([200, { status: true, message: 'Blog deleted successfully.' }]);
    trashId = res.headers.get('x-trash-id')!;
    expect(trashId).toMatch(/^[a-z0-9]+$/);

    expect((await cms.request(`/blog/get/${blog._id}`)).status).toBe(404);
    expect((await cms.request(`/site/blogs/${blog._id}`)).status).toBe(404);
    expect((await cms.request<Paged<Blog>>('/blog/get')).body.data.map((b) => b._id)).not.toContain(blog._id);
    const sitemap = (await cms.request<{ data: SitemapData }>('/site/sitemap')).body.data;
    expect(sitemap.blogs.map((b) => b._id)).not.toContain(blog._id);
    const feed = (await cms.request<{ data: BlogCard[] }>('/site/feed')).body.data;
    expect(feed.map((b) => b._id)).not.toContain(blog._id);
    expect((await get<{ data: { blogs: number } }>('/dashboard-counts')).data.blogs).toBe(0);
  });

  it('lists it in the trash until 30 days after the delete', async () => {
    const [item] = await trashList();
    expect(item).toEqual({
      _id: trashId,
      type: 'blog',
      recordId: blog._id,
      title: 'Stepwells of Jaipur',
      deletedBy: ADMIN_EMAIL,
      deletedAt: expect.any(String),
      purgeAt: new Date(new Date(item.deletedAt).getTime() + 30 * DAY_MS).toISOString(),
    });
    expect(await trashList('?type=project')).toEqual([]);
  });

  it('restores it with its id, date and image, public again', async () => {
    const res = await post<{ message: string }>('/trash/restore', { _id: trashId });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Restored.');
    const back = await cms.request<{ data: Blog }>(`/blog/get/${blog._id}`);
    expect(back.status).toBe(200);
    expect(back.body.data).toEqual(blog);
    expect(await trashList()).toEqual([]);
    expect((await cms.request(`/site/blogs/${blog._id}`)).status).toBe(200);
    const feed = (await cms.request<{ data: BlogCard[] }>('/site/feed')).body.data;
    expect(feed.map((b) => b._id)).toContain(blog._id);
  });

  it('deletes it for good from the trash', async () => {
    const del = await post('/blog/delete', { _id: blog._id });
    const id = del.headers.get('x-trash-id')!;
    const res = await post('/trash/delete', { _id: id });
    expect([res.status, res.body]).toEqual([200, { status: true, message: 'Deleted for good.' }]);
    expect(await trashList()).toEqual([]);
    const again = await post('/trash/restore', { _id: id });
    expect([again.status, again.body]).toEqual([404, { status: false, message: 'This item is not in the trash.' }]);
    expect((await cms.request(`/blog/get/${blog._id}`)).status).toBe(404);
  });

  it('records each write in the activity list, newest first', async () => {
    const { data } = await get<Paged<AuditEntry>>('/activity?type=blog');
    expect(data.map((a) => [a.action, a.recordId, a.title, a.user])).toEqual([
      ['purge', blog._id, 'Stepwells of Jaipur', ADMIN_EMAIL],
      ['delete', blog._id, 'Stepwells of Jaipur', ADMIN_EMAIL],
      ['restore', blog._id, 'Stepwells of Jaipur', ADMIN_EMAIL],
      ['delete', blog._id, 'Stepwells of Jaipur', ADMIN_EMAIL],
      ['create', blog._id, 'Stepwells of Jaipur', ADMIN_EMAIL],
    ]);
  });
});

describe('projects, team members and openings', () => {
  it('restores a project with its images in order and its slug', async () => {
    const created = await cms.request<{ data: Project }>('/project-add', {
      token,
      form: form(
        {
          title: 'Amer Courtyard',
          content: 'A courtyard house.',
          client: 'Rathore family',
          category: 'Residential',
          date: '2026-01-15',
        },
        [
          ['images', 'a.png', await png(80, 60), 'image/png'],
          ['images', 'b.png', await png(60, 80), 'image/png'],
        ],
      ),
    });
    expect(created.status, created.text).toBe(200);
    const project = created.body.data;
    const del = await post('/project/delete', { _id: project._id });
    expect(del.body).toEqual({ status: true, message: 'Project deleted successfully.' });
    expect((await cms.request(`/project-get/${project._id}`)).status).toBe(404);
    // D-14.6: its page answers 410 (removed) while it is in the trash.
    expect((await cms.request(`/site/projects/${project.slug}`)).status).toBe(410);
    expect((await post('/trash/restore', { _id: del.headers.get('x-trash-id') })).status).toBe(200);
    const back = await cms.request<{ data: Project }>(`/project-get/${project._id}`);
    expect(back.body.data).toEqual(project);
  });

  it('takes a team member off the team list and brings it back', async () => {
    const created = await cms.request<{ data: TeamMember }>('/teams', {
      token,
      form: form({ name: 'Kavya Shekhawat', position: 'Surveyor' }),
    });
    const member = created.body.data;
    const del = await post('/teams-delete', { _id: member._id });
    expect(del.body).toEqual({ status: true, message: 'Team member deleted successfully.' });
    expect((await get<{ data: TeamMember[] }>('/teams')).data.map((m) => m._id)).not.toContain(member._id);
    expect((await get<{ data: { teamMembers: number } }>('/dashboard-counts')).data.teamMembers).toBe(0);
    expect((await post('/trash/restore', { _id: del.headers.get('x-trash-id') })).status).toBe(200);
    expect((await get<{ data: TeamMember[] }>('/teams')).data).toEqual([{ ...member, locales: ['en'] }]);
  });

  it('takes an opening off the careers pages and the form, and links its applications again on restore', async () => {
    const { data: ads } = await get<{ data: JobOpening[] }>('/jobget');
    const architect = ads.find((o) => o.title === 'Architect')!;
    const applicant = { name: 'Lata Kumari', email: 'lata@example.in', phone_number: '9876500000', city: 'Kota' };
    expect((await cms.request('/job-add', { form: form({ ...applicant, position: 'Architect' }) })).status).toBe(200);
    const del = await post('/jobdelete', { _id: architect._id });
    expect(del.body).toEqual({ status: true, message: 'Job opening deleted successfully.' });
    expect((await cms.request(`/site/careers/${architect.slug}`)).status).toBe(410);
    const refused = await cms.request('/job-add', { form: form({ ...applicant, position: 'Architect' }) });
    expect(refused.body).toEqual({ status: false, message: 'Please choose a valid position.' });
    const orphan = (await get<{ contactget: JobApplication[] }>('/job-get')).contactget[0];
    expect([orphan.position, orphan.opening]).toEqual(['Architect', null]);

    expect((await post('/trash/restore', { _id: del.headers.get('x-trash-id') })).status).toBe(200);
    expect((await cms.request(`/site/careers/${architect.slug}`)).status).toBe(200);
    const linked = (await get<{ contactget: JobApplication[] }>('/job-get')).contactget[0];
    expect(linked.opening).toEqual({ _id: architect._id, slug: architect.slug, title: 'Architect' });
  });

  it('refuses to restore an opening whose title was taken meanwhile, and keeps it in the trash', async () => {
    const { data: ads } = await get<{ data: JobOpening[] }>('/jobget');
    const planner = ads.find((o) => o.title === 'Urban Planner')!;
    const del = await post('/jobdelete', { _id: planner._id });
    const trashId = del.headers.get('x-trash-id');
    const { image: _, _id: __, slug: ___, skills, ...fields } = planner;
    const twin = await post('/jobadd', { ...fields, skills: skills.join('\n') });
    expect(twin.status, twin.text).toBe(200);
    const before = await cms.count(AUDIT);
    const res = await post('/trash/restore', { _id: trashId });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: false,
      message: 'It cannot be restored: a record with its title or link now exists. Rename that one first.',
    });
    expect((await trashList()).map((t) => t._id)).toContain(trashId);
    expect(await cms.count(AUDIT)).toBe(before);
  });
});

describe('enquiries and applications', () => {
  it('moves an enquiry to the trash, off the inbox and its counts', async () => {
    const sent = {
      name: 'Mohan Lal',
      email: 'mohan@example.in',
      phone_number: '9811111111',
      services: 'home',
      message: 'Kitchen.',
    };
    expect((await cms.request('/contact-add', { json: sent })).status).toBe(200);
    const [enquiry] = (await get<{ contactget: { _id: string }[] }>('/contact-get')).contactget;
    const del = await post('/contact-delete', { _id: enquiry._id });
    expect(del.body).toEqual({ status: true, message: 'Enquiry moved to the trash.' });
    expect((await get<{ contactget: unknown[] }>('/contact-get')).contactget).toEqual([]);
    expect((await get<{ data: { newEnquiries: number } }>('/pipeline-counts')).data.newEnquiries).toBe(0);
    expect((await trashList('?type=contact-enquiry')).map((t) => t.title)).toEqual(['Mohan Lal']);
    expect((await post('/trash/restore', { _id: del.headers.get('x-trash-id') })).status).toBe(200);
    expect((await get<{ contactget: { _id: string }[] }>('/contact-get')).contactget.map((c) => c._id)).toEqual([
      enquiry._id,
    ]);
  });

  it('purges entries older than 30 days with their resume and notes, and keeps younger ones', async () => {
    const resume: [string, string, Buffer, string] = ['resume', 'cv.pdf', pdf, 'application/pdf'];
    const fields = { name: 'Nidhi Sharma', email: 'nidhi@example.in', phone_number: '9822222222', city: 'Jaipur' };
    const sent = await cms.request('/job-add', { form: form({ ...fields, position: 'Interior Designer' }, [resume]) });
    expect(sent.status, sent.text).toBe(200);
    const app = (await get<{ contactget: JobApplication[] }>('/job-get')).contactget.find(
      (a) => a.name === 'Nidhi Sharma',
    )!;
    expect((await post('/job-note', { _id: app._id, note: 'Call back.' })).status).toBe(200);
    const resumes = path.join(cms.tmpDir, 'resumes');
    const filesBefore = fs.readdirSync(resumes).length;

    const old = (await post('/job-delete', { _id: app._id })).headers.get('x-trash-id')!;
    const member = (
      await cms.request<{ data: TeamMember }>('/teams', {
        token,
        form: form({ name: 'Om Prakash', position: 'Draughtsman' }),
      })
    ).body.data;
    const young = (await post('/teams-delete', { _id: member._id })).headers.get('x-trash-id')!;
    // The resume stays while the application can still be restored.
    expect(fs.readdirSync(resumes)).toHaveLength(filesBefore);

    await deletedDaysAgo(old, 31);
    await deletedDaysAgo(young, 29);
    const ids = (await trashList()).map((t) => t._id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(young);
    expect(fs.readdirSync(resumes)).toHaveLength(filesBefore - 1);
    const notes = await cms.strapi.db
      .query('api::pipeline-note.pipeline-note')
      .count({ where: { subject_id: app._id } });
    expect(notes).toBe(0);
  });
});

describe('the activity list', () => {
  it('records the admin’s own account changes', async () => {
    const res = await cms.request('/profile-update', {
      token,
      form: form({ name: 'Site Admin', email: ADMIN_EMAIL, phone: '9876543210' }),
    });
    expect(res.status, res.text).toBe(200);
    const [entry] = (await get<Paged<AuditEntry>>('/activity?type=profile')).data;
    expect([entry.action, entry.title, entry.user]).toEqual(['update', 'Site Admin', ADMIN_EMAIL]);
  });

  it('filters by action, type, user and date range, and pages', async () => {
    const all = await get<Paged<AuditEntry>>('/activity?limit=100');
    expect(all.totalUsers).toBe(await cms.count(AUDIT));
    const actions = new Set(all.data.map((a) => a.action));
    for (const action of ['create', 'delete', 'restore', 'purge', 'note', 'update']) expect(actions).toContain(action);
    const deletes = await get<Paged<AuditEntry>>('/activity?action=delete&type=team-member');
    expect(deletes.data.map((a) => a.title)).toEqual(['Om Prakash', 'Kavya Shekhawat']);
    expect(
      (await get<Paged<AuditEntry>>(`/activity?user=${encodeURIComponent(ADMIN_EMAIL.toUpperCase())}`)).totalUsers,
    ).toBe(all.totalUsers);
    expect((await get<Paged<AuditEntry>>('/activity?user=someone@example.in')).data).toEqual([]);
    // The days are IST's (D-13.5): today there, and an entry made at 20:00 UTC is on the next IST day.
    const today = siteDate();
    expect((await get<Paged<AuditEntry>>(`/activity?from=${today}&to=${today}`)).totalUsers).toBe(all.totalUsers);
    const late = all.data[all.data.length - 1]!;
    await cms.strapi.db
      .query(AUDIT as never)
      .updateMany({ where: { documentId: late._id }, data: { createdAt: new Date('2026-03-09T20:00:00Z') } });
    const onDay = async (day: string) =>
      (await get<Paged<AuditEntry>>(`/activity?from=${day}&to=${day}`)).data.map((a) => a._id);
    expect(await onDay('2026-03-10')).toEqual([late._id]);
    expect(await onDay('2026-03-09')).toEqual([]);
    expect((await get<Paged<AuditEntry>>('/activity?to=2020-01-01')).data).toEqual([]);
    const page2 = await get<Paged<AuditEntry>>('/activity?limit=2&page=2');
    expect(page2.data).toEqual(all.data.slice(2, 4));
    expect(page2.totalPages).toBe(Math.ceil(all.totalUsers / 2));
  });

  it('has no way to change an entry', async () => {
    const [entry] = (await get<Paged<AuditEntry>>('/activity')).data;
    const before = await cms.count(AUDIT);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await cms.request('/activity', { method, token, json: { _id: entry._id, title: 'x' } });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    expect(
      (await cms.request(`/audit-entries/${entry._id}`, { method: 'DELETE', token })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(await cms.count(AUDIT)).toBe(before);
    expect((await get<Paged<AuditEntry>>('/activity')).data[0]).toEqual(entry);
  });

  it('records nothing for a refused write', async () => {
    const before = [await cms.count(AUDIT), await cms.count(TRASH)];
    const missing = await post('/blog/delete', { _id: 'nosuchblog' });
    expect([missing.status, missing.body]).toEqual([404, { status: false, message: 'Blog not found.' }]);
    const bad = await post('/blog/create', { title: '' });
    expect(bad.status).toBe(400);
    const noId = await post('/trash/restore', {});
    expect([noId.status, noId.body]).toEqual([400, { status: false, message: '_id is required.' }]);
    const badType = await cms.request('/trash?type=garden', { token });
    expect([badType.status, badType.body]).toEqual([400, { status: false, message: 'Please choose a valid type.' }]);
    expect([await cms.count(AUDIT), await cms.count(TRASH)]).toEqual(before);
  });

  it('answers a visitor 401 on the trash and the activity list', async () => {
    for (const [p, json] of [
      ['/trash', undefined],
      ['/trash/restore', { _id: 'x' }],
      ['/trash/delete', { _id: 'x' }],
      ['/activity', undefined],
    ] as const) {
      const res = await cms.request(p, json ? { json } : {});
      expect([res.status, res.body], p).toEqual([401, { status: false, message: 'Please log in first.' }]);
    }
  });
});
