/**
 * Drafts, scheduled publishing and previews of blogs and projects (D-11.5). A draft is in no public read (the
 * article, the lists, the /site pages, the sitemap, the feed) and is in the admin's reads with its state; publishing shows
 * it, unpublishing hides it again; a 'Publish at' time is kept by the scheduler, which publishes a due record once
 * however many workers look; a signed preview link opens that one draft until it expires. The spec's saves still
 * publish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBlog,
  AdminProject,
  AuditEntry,
  Blog,
  BlogArticle,
  BlogCard,
  BlogPage,
  Paged,
  PreviewLink,
  Project,
  ProjectCard,
  ProjectDetail,
  SitemapData,
} from '@cadmax/contract';
import { createScheduler, SCHEDULER_USER } from '../src/api/adapter/publishing';
import { signPreview } from '../src/lib/preview-token';
import { ADMIN_PASSWORD, type TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { form, png } from './support/fixtures';

let cms: TestCms;
let token: string;

const BLOG = { short_content: 'Courtyards and wind.', content: '<p>Havelis keep cool.</p>' };
const PROJECT = {
  content: 'A township.',
  client: 'Jaipur Development Authority',
  category: 'Urban',
  date: '2026-01-05',
};

const post = <T = { status: boolean; message: string }>(p: string, json: unknown) => cms.request<T>(p, { token, json });
async function adminGet<T>(p: string) {
  const res = await cms.request<T>(p, { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function createBlog(title: string, extra: Record<string, string> = {}) {
  const res = await cms.request<{ data: Blog; message: string }>('/blog/create', {
    token,
    form: form({ title, ...BLOG, ...extra }, [['imageUrl', 'haveli.png', await png(), 'image/png']]),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function createProject(title: string, extra: Record<string, string> = {}) {
  const res = await cms.request<{ data: Project }>('/project-add', {
    token,
    form: form({ title, ...PROJECT, ...extra }),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** Saves a new title as a draft: a published blog or project keeps its public version until it is published. */
async function saveDraftEdit(kind: 'blog' | 'project', id: string, title: string) {
  const fields = kind === 'blog' ? BLOG : PROJECT;
  const res = await cms.request(`/${kind}/update`, {
    token,
    form: form({ _id: id, title, ...fields, status: 'draft' }),
  });
  expect(res.status, res.text).toBe(200);
}

/** What a visitor can reach of a blog: its article, the two lists, the sitemap. */
async function publicBlog(id: string) {
  const list = (await cms.request<Paged<Blog>>('/blog/get?limit=100')).body.data.map((b) => b._id);
  const cards = (await cms.request<{ data: BlogPage }>('/site/blog')).body.data.blogs.map((b) => b._id);
  const sitemap = (await cms.request<{ data: SitemapData }>('/site/sitemap')).body.data.blogs.map((b) => b._id);
  const feed = (await cms.request<{ data: BlogCard[] }>('/site/feed')).body.data.map((b) => b._id);
  return {
    article: (await cms.request(`/blog/get/${id}`)).status,
    page: (await cms.request(`/site/blogs/${id}`)).status,
    inList: list.includes(id),
    inCards: cards.includes(id),
    inSitemap: sitemap.includes(id),
    inFeed: feed.includes(id),
  };
}
const HIDDEN = { article: 404, page: 404, inList: false, inCards: false, inSitemap: false, inFeed: false };
const SHOWN = { article: 200, page: 200, inList: true, inCards: true, inSitemap: true, inFeed: true };

async function adminBlog(id: string) {
  return (await adminGet<{ data: AdminBlog }>(`/blog/admin-get/${id}`)).data;
}

/** The activity list's entries about one record, newest first. */
async function activityOf(id: string) {
  return (await adminGet<Paged<AuditEntry>>('/activity?limit=100')).data.filter((e) => e.recordId === id);
}

/** Polls (no duration is asserted): the scheduler runs on its own timer. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({ env: { PUBLISH_POLL_MS: '300' } }));
});
afterAll(async () => {
  await cms?.stop();
});

describe('the spec’s saves', () => {
  it('publish a blog on create and on update, as before', async () => {
    const blog = await createBlog('Published at once');
    expect(await publicBlog(blog._id)).toEqual(SHOWN);
    const res = await cms.request<{ message: string }>('/blog/update', {
      token,
      form: form({ _id: blog._id, title: 'Published at once, edited', ...BLOG }),
    });
    expect([res.status, res.body.message]).toEqual([200, 'Blog updated successfully.']);
    expect((await cms.request<{ data: Blog }>(`/blog/get/${blog._id}`)).body.data.title).toBe(
      'Published at once, edited',
    );
    expect((await adminBlog(blog._id)).state).toBe('published');
  });

  it('publish a project on add and on update, as before', async () => {
    const project = await createProject('Published township');
    const cards = (await cms.request<{ data: ProjectCard[] }>('/site/projects')).body.data.map((p) => p.slug);
    expect(cards).toContain(project.slug);
    expect((await cms.request(`/project-get/${project._id}`)).status).toBe(200);
    const res = await cms.request('/project/update', {
      token,
      form: form({ _id: project._id, title: 'Published township', ...PROJECT, location: 'Sanganer' }),
    });
    expect(res.status, res.text).toBe(200);
    const detail = await cms.request<{ data: ProjectDetail }>(`/site/projects/${project.slug}`);
    expect(detail.body.data.location).toBe('Sanganer');
  });

  it('a draft save says the change is not on the site yet, never "created successfully" (D-13.4)', async () => {
    const draftSaved = 'Draft saved. It is not on the site until you publish it.';
    const blog = await cms.request<{ message: string; data: Blog }>('/blog/create', {
      token,
      form: form({ title: 'Saved as a draft', ...BLOG, status: 'draft' }),
    });
    expect([blog.status, blog.body.message]).toEqual([200, draftSaved]);
    const edit = await cms.request<{ message: string }>('/blog/update', {
      token,
      form: form({ _id: blog.body.data._id, title: 'Saved as a draft', ...BLOG, status: 'draft' }),
    });
    expect(edit.body.message).toBe(draftSaved);
    const project = await cms.request<{ message: string }>('/project-add', {
      token,
      form: form({ title: 'Draft bazaar', ...PROJECT, status: 'draft' }),
    });
    expect([project.status, project.body.message]).toEqual([200, draftSaved]);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await cms.request<{ message: string }>('/blog/create', {
      token,
      form: form({ title: 'Saved for later', ...BLOG, publishAt: later }),
    });
    expect(scheduled.body.message).toBe('Draft saved. It goes on the site at the time you set.');
  });
});

describe('a blog draft', () => {
  let blog: Blog;

  beforeAll(async () => {
    blog = await createBlog('Draft about stepwells', { status: 'draft' });
  });

  it('is in no public read', async () => {
    expect(await publicBlog(blog._id)).toEqual(HIDDEN);
    const search = await cms.request<Paged<Blog>>('/blog/get?search=stepwells');
    expect(search.body.data).toEqual([]);
  });

  it('is in the admin’s list and form with its state, and never without the admin’s token', async () => {
    const list = await adminGet<Paged<AdminBlog>>('/blog/admin-get?search=stepwells');
    expect(list.data.map((b) => [b._id, b.state, b.publishAt])).toEqual([[blog._id, 'draft', null]]);
    expect(list.totalUsers).toBe(1);
    expect((await adminBlog(blog._id)).title).toBe('Draft about stepwells');
    expect((await cms.request('/blog/admin-get')).status).toBe(401);
    expect((await cms.request(`/blog/admin-get/${blog._id}`)).status).toBe(401);
  });

  it('records the draft save in the activity list', async () => {
    const [entry] = await activityOf(blog._id);
    expect([entry.action, entry.detail]).toEqual(['create', 'Draft']);
  });

  it('a draft edit of a published blog leaves the public version as it was', async () => {
    const live = await createBlog('Live article');
    await saveDraftEdit('blog', live._id, 'Live article, rewritten');
    expect((await cms.request<{ data: Blog }>(`/blog/get/${live._id}`)).body.data.title).toBe('Live article');
    const edited = await adminBlog(live._id);
    expect([edited.title, edited.state]).toEqual(['Live article, rewritten', 'modified']);
  });

  it('is shown by publish and hidden again by unpublish, each in the activity list', async () => {
    const published = await post('/blog/publish', { _id: blog._id });
    expect([published.status, published.body]).toEqual([200, { status: true, message: 'Published.' }]);
    expect(await publicBlog(blog._id)).toEqual(SHOWN);
    expect((await adminBlog(blog._id)).state).toBe('published');

    const unpublished = await post('/blog/unpublish', { _id: blog._id });
    expect([unpublished.status, unpublished.body]).toEqual([200, { status: true, message: 'Unpublished.' }]);
    expect(await publicBlog(blog._id)).toEqual(HIDDEN);
    expect((await adminBlog(blog._id)).state).toBe('draft');

    const actions = (await activityOf(blog._id)).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['unpublish', 'publish']);
  });

  it('refuses bad publishing input with a clear 400 or 404', async () => {
    expect((await post('/blog/publish', {})).body.message).toBe('_id is required.');
    const unknown = await post('/blog/publish', { _id: 'nosuchblog' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Blog not found.']);
    const notADate = await post('/blog/publish', { _id: blog._id, publishAt: 'tomorrow' });
    expect([notADate.status, notADate.body.message]).toEqual([400, 'Publish at must be a date and time.']);
    const past = await post('/blog/publish', { _id: blog._id, publishAt: '2020-01-01T00:00:00Z' });
    expect([past.status, past.body.message]).toEqual([400, 'Publish at must be in the future.']);
    const status = await cms.request<{ message: string }>('/blog/create', {
      token,
      form: form({ title: 'Odd status', ...BLOG, status: 'hidden' }),
    });
    expect([status.status, status.body.message]).toEqual([400, 'Status must be draft or published.']);
    const both = await cms.request<{ message: string }>('/blog/create', {
      token,
      form: form({
        title: 'Both',
        ...BLOG,
        status: 'published',
        publishAt: new Date(Date.now() + 3600e3).toISOString(),
      }),
    });
    expect(both.status).toBe(400);
    expect((await cms.request('/blog/publish', { json: { _id: blog._id } })).status).toBe(401);
    expect(await publicBlog(blog._id)).toEqual(HIDDEN);
  });
});

describe('a project draft', () => {
  let project: Project;

  beforeAll(async () => {
    project = await createProject('Draft riverfront', { status: 'draft' });
  });

  it('is in no public read, and in the admin’s list', async () => {
    expect((await cms.request(`/project-get/${project._id}`)).status).toBe(404);
    expect((await cms.request(`/site/projects/${project.slug}`)).status).toBe(404);
    const cards = (await cms.request<{ data: ProjectCard[] }>('/site/projects')).body.data.map((p) => p.slug);
    expect(cards).not.toContain(project.slug);
    const list = (await cms.request<Paged<Project>>('/project-get?limit=100')).body.data.map((p) => p._id);
    expect(list).not.toContain(project._id);
    const sitemap = (await cms.request<{ data: SitemapData }>('/site/sitemap')).body.data.projects;
    expect(sitemap.map((p) => p.slug)).not.toContain(project.slug);
    const admin = await adminGet<Paged<AdminProject>>('/project/admin-get?search=riverfront');
    expect(admin.data.map((p) => [p._id, p.state])).toEqual([[project._id, 'draft']]);
    const counts = await adminGet<{ data: { projects: number } }>('/dashboard-counts');
    expect(counts.data.projects).toBe((await adminGet<Paged<AdminProject>>('/project/admin-get')).totalUsers);
  });

  it('a draft edit of a published project is "modified" in the list and the form; the public version stays', async () => {
    const live = await createProject('Live riverfront');
    await saveDraftEdit('project', live._id, 'Live riverfront, rewritten');
    expect((await cms.request<{ data: Project }>(`/project-get/${live._id}`)).body.data.title).toBe('Live riverfront');
    const one = (await adminGet<{ data: AdminProject }>(`/project/admin-get/${live._id}`)).data;
    expect([one.title, one.state]).toEqual(['Live riverfront, rewritten', 'modified']);
    const list = await adminGet<Paged<AdminProject>>('/project/admin-get?search=Live%20riverfront');
    expect(list.data.map((p) => [p._id, p.state])).toEqual([[live._id, 'modified']]);
    expect((await post('/project/publish', { _id: live._id })).status).toBe(200);
    expect((await adminGet<{ data: AdminProject }>(`/project/admin-get/${live._id}`)).data.state).toBe('published');
  });

  it('is shown by publish and hidden by unpublish', async () => {
    expect((await post('/project/publish', { _id: project._id })).status).toBe(200);
    expect((await cms.request(`/site/projects/${project.slug}`)).status).toBe(200);
    expect((await post('/project/unpublish', { _id: project._id })).status).toBe(200);
    expect((await cms.request(`/site/projects/${project.slug}`)).status).toBe(404);
    expect((await adminGet<{ data: AdminProject }>(`/project/admin-get/${project._id}`)).data.state).toBe('draft');
  });
});

describe('scheduled publishing', () => {
  it('a blog scheduled a little ahead is published by the scheduler, and recorded once', async () => {
    const at = new Date(Date.now() + 2000).toISOString();
    const blog = await createBlog('Scheduled monsoon notes', { publishAt: at });
    const draft = await adminBlog(blog._id);
    expect([draft.state, draft.publishAt]).toEqual(['scheduled', at]);
    expect(await publicBlog(blog._id)).toEqual(HIDDEN);

    const published = await until(
      () => adminBlog(blog._id),
      (b) => b.state === 'published',
    );
    expect(published.publishAt).toBeNull();
    expect(await publicBlog(blog._id)).toEqual(SHOWN);
    const byScheduler = (await activityOf(blog._id)).filter((e) => e.user === SCHEDULER_USER);
    expect(byScheduler.map((e) => [e.action, e.type, e.title])).toEqual([
      ['publish', 'blog', 'Scheduled monsoon notes'],
    ]);
  });

  it('POST /project/publish with a time schedules it; a due one is published by exactly one of two workers', async () => {
    const project = await createProject('Scheduled ring road', { status: 'draft' });
    const at = new Date(Date.now() + 3600e3).toISOString();
    const res = await post('/project/publish', { _id: project._id, publishAt: at });
    expect([res.status, res.body.message]).toEqual([200, 'Scheduled.']);
    const scheduled = (await adminGet<{ data: AdminProject }>(`/project/admin-get/${project._id}`)).data;
    expect([scheduled.state, scheduled.publishAt]).toEqual(['scheduled', at]);
    const [entry] = await activityOf(project._id);
    expect([entry.action, entry.detail]).toEqual(['publish', `Scheduled for ${at}`]);

    // Due now: two workers on the one database (as two CMS instances have) race for it.
    await cms.strapi.db.query('api::project.project').updateMany({
      where: { documentId: project._id, publishedAt: null },
      data: { publish_at: new Date(Date.now() - 1000) },
    });
    const [a, b] = await Promise.all([createScheduler(cms.strapi).round(), createScheduler(cms.strapi).round()]);
    await until(
      async () => (await cms.request(`/site/projects/${project.slug}`)).status,
      (status) => status === 200,
    );
    const byScheduler = (await activityOf(project._id)).filter((e) => e.user === SCHEDULER_USER);
    expect(byScheduler).toHaveLength(1);
    // The instance's own timer may have taken it first; then neither raced worker publishes it again.
    expect(a + b).toBeLessThanOrEqual(1);
  });

  it('unpublish cancels a schedule', async () => {
    const blog = await createBlog('Cancelled schedule', { publishAt: new Date(Date.now() + 3600e3).toISOString() });
    expect((await post('/blog/unpublish', { _id: blog._id })).status).toBe(200);
    const after = await adminBlog(blog._id);
    expect([after.state, after.publishAt]).toEqual(['draft', null]);
  });
});

describe('previews', () => {
  let blog: Blog;
  let link: PreviewLink;

  beforeAll(async () => {
    blog = await createBlog('Preview of a draft', { status: 'draft' });
    link = (await adminGet<{ data: PreviewLink }>(`/preview-link?type=blog&_id=${blog._id}`)).data;
  });

  it('signs a link for the admin only', async () => {
    expect(link.url).toMatch(new RegExp(`^/preview/blog/${blog._id}\\?token=[a-z0-9]+\\.[A-Za-z0-9_-]+$`));
    const minutes = (new Date(link.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect((await cms.request(`/preview-link?type=blog&_id=${blog._id}`)).status).toBe(401);
    const badType = await cms.request<{ message: string }>(`/preview-link?type=team&_id=${blog._id}`, { token });
    expect([badType.status, badType.body.message]).toEqual([400, 'Please choose a valid type.']);
    const unknown = await cms.request<{ message: string }>('/preview-link?type=blog&_id=nosuch', { token });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Blog not found.']);
  });

  it('opens the draft through the link, uncached and not indexed', async () => {
    const res = await cms.request<{ data: BlogArticle }>(link.url);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ _id: blog._id, title: 'Preview of a draft' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('x-cache')).toBeNull();
  });

  it('refuses a missing, tampered, other record’s, other type’s or expired token', async () => {
    const token = new URL(link.url, 'http://x').searchParams.get('token')!;
    const other = await createBlog('Another draft', { status: 'draft' });
    const expired = signPreview('blog', blog._id, 0, Date.now() - 11 * 60_000).token;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = [
      `/preview/blog/${blog._id}`,
      `/preview/blog/${blog._id}?token=${tampered}`,
      `/preview/blog/${other._id}?token=${token}`,
      `/preview/project/${blog._id}?token=${token}`,
      `/preview/blog/${blog._id}?token=${expired}`,
    ];
    for (const url of refused) {
      const res = await cms.request<{ status: boolean; message: string; data?: unknown }>(url);
      expect([url, res.status, res.body]).toEqual([
        url,
        403,
        { status: false, message: 'This preview link is invalid or has expired. Open a new one from the admin.' },
      ]);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('previews a project’s draft as its page', async () => {
    const project = await createProject('Preview township', { status: 'draft', location: 'Bagru' });
    const projectLink = (await adminGet<{ data: PreviewLink }>(`/preview-link?type=project&_id=${project._id}`)).data;
    const res = await cms.request<{ data: ProjectDetail }>(projectLink.url);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ slug: project.slug, title: 'Preview township', location: 'Bagru' });
  });
});

describe('the trash', () => {
  it('a deleted draft comes back a draft, a deleted published blog comes back published', async () => {
    const draft = await createBlog('Trashed draft', { status: 'draft' });
    const live = await createBlog('Trashed live');
    for (const blog of [draft, live]) {
      const del = await post('/blog/delete', { _id: blog._id });
      expect((await post('/trash/restore', { _id: del.headers.get('x-trash-id') })).status).toBe(200);
    }
    expect(await publicBlog(draft._id)).toEqual(HIDDEN);
    expect((await adminBlog(draft._id)).state).toBe('draft');
    expect(await publicBlog(live._id)).toEqual(SHOWN);
    expect((await adminBlog(live._id)).state).toBe('published');
  });

  it('a published blog with unpublished changes comes back as visitors saw it, with its draft beside it (D-13.3)', async () => {
    const live = await createBlog('Kept as published');
    await saveDraftEdit('blog', live._id, 'Unreviewed rewrite');
    const del = await post('/blog/delete', { _id: live._id });
    expect((await post('/trash/restore', { _id: del.headers.get('x-trash-id') })).status).toBe(200);
    // The public version is what visitors saw; the draft keeps the unpublished change, still unpublished.
    expect((await cms.request<{ data: Blog }>(`/blog/get/${live._id}`)).body.data.title).toBe('Kept as published');
    const restored = await adminBlog(live._id);
    expect([restored.title, restored.state]).toEqual(['Unreviewed rewrite', 'modified']);
    // Publishing it then shows the change.
    expect((await post('/blog/publish', { _id: live._id })).status).toBe(200);
    expect((await cms.request<{ data: Blog }>(`/blog/get/${live._id}`)).body.data.title).toBe('Unreviewed rewrite');
  });

  it('a published project with unpublished changes comes back with both versions (D-13.3)', async () => {
    const live = await createProject('Restored township');
    await saveDraftEdit('project', live._id, 'Restored township, phase two');
    const del = await post('/project/delete', { _id: live._id });
    expect((await post('/trash/restore', { _id: del.headers.get('x-trash-id') })).status).toBe(200);
    expect((await cms.request<{ data: Project }>(`/project-get/${live._id}`)).body.data.title).toBe(
      'Restored township',
    );
    const draft = (await adminGet<{ data: AdminProject }>(`/project/admin-get/${live._id}`)).data;
    expect(draft.title).toBe('Restored township, phase two');
  });
});

describe('previews end with the session', () => {
  it('a link stops working after a logout, and after a password change', async () => {
    const blog = await createBlog('Preview bound to the session', { status: 'draft' });
    const linkNow = async () =>
      (await adminGet<{ data: PreviewLink }>(`/preview-link?type=blog&_id=${blog._id}`)).data.url;

    const beforeLogout = await linkNow();
    expect((await cms.request(beforeLogout)).status).toBe(200);
    expect((await cms.request('/logout', { method: 'POST', token })).status).toBe(200);
    expect((await cms.request(beforeLogout)).status).toBe(403);

    token = await cms.login();
    const beforeChange = await linkNow();
    expect((await cms.request(beforeChange)).status).toBe(200);
    const changed = await cms.request<{ token?: string }>('/reset-password', {
      token,
      json: {
        currentPassword: ADMIN_PASSWORD,
        newPassword: 'Changed-Password-2',
        confirmPassword: 'Changed-Password-2',
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await cms.request(beforeChange)).status).toBe(403);
  });
});
