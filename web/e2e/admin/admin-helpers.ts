import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, runTag, test as base } from '../support/fixtures';

export { expect, runTag };
export const ADMIN = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
export const TOKEN_KEY = 'cadmax.adminToken';

/**
 * The shared fixture (console errors fail a test) plus one admin token per worker:
 * the CMS rate-limits logins per IP, so tests do not log in over and over.
 */
export const test = base.extend<object, { token: string }>({
  token: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: String(workerInfo.project.use.baseURL) });
      const res = await request.post('/api/login', { data: { email: ADMIN.email, password: ADMIN.password } });
      expect(res.status()).toBe(200);
      const { token } = (await res.json()) as { token: string };
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
});

/** A real PNG (sharp), so the CMS's magic-byte check and image processing accept it. */
export async function png(color: string, name: string) {
  const buffer = await sharp({ create: { width: 96, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function loginViaForm(page: Page, password = ADMIN.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/**
 * Opens an admin screen with a token already stored (skips the login form). An init script runs in every frame of
 * the page, so it stores the token only in the site's own: a video player's frame on another site may not read its
 * storage (Chromium throws "Access is denied for this document", a console error).
 */
export async function openAs(page: Page, token: string, path: string) {
  const site = new URL(String(test.info().project.use.baseURL)).origin;
  await page.addInitScript(
    ([key, value, origin]) => {
      if (window.location.origin === origin) window.localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token, site] as const,
  );
  await page.goto(path);
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A form field as the admin API's multipart body takes it: text, or a file such as png() makes. */
export type Field = string | { name: string; mimeType: string; buffer: Buffer };

/** The record a create answered, once it answered 200. */
async function created<T>(res: Pick<APIResponse, 'status' | 'text' | 'json'>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Creates a blog through the admin API, its SEO fields left empty as the form sends them, and its texts a plausible
 * article's, unless `blog` sets them (it may add a `status: 'draft'` or an `imageUrl` file); answers its id.
 */
export async function createBlog(
  request: APIRequestContext,
  token: string,
  blog: { title: string; short_content?: string; content?: string } & Record<string, Field>,
): Promise<string> {
  const res = await request.post('/api/blog/create', {
    headers: auth(token),
    multipart: {
      short_content: 'Notes from a site visit.',
      content: '<p>Notes from a site visit.</p>',
      meta_title: '',
      meta_description: '',
      meta_keyword: '',
      ...blog,
    },
  });
  return (await created<{ _id: string }>(res))._id;
}

/** Creates a project through the admin API (with `images` files, or none); answers its id and public slug. */
export async function createProject(
  request: APIRequestContext,
  token: string,
  project: { title: string; content: string; client: string; category: string; date: string } & Record<string, Field>,
): Promise<{ _id: string; slug: string }> {
  return created(await request.post('/api/project-add', { headers: auth(token), multipart: project }));
}

/** Adds a team member through the admin API; answers its id. */
export async function createTeamMember(
  request: APIRequestContext,
  token: string,
  member: { name: string; position: string },
): Promise<string> {
  const res = await request.post('/api/teams', { headers: auth(token), multipart: member });
  return (await created<{ _id: string }>(res))._id;
}

/** Moves a blog or a project to the trash; answers the response, for a test whose subject the delete is. */
export const moveToTrash = (request: APIRequestContext, token: string, kind: 'blog' | 'project', _id: string) =>
  request.post(`/api/${kind}/delete`, { headers: auth(token), data: { _id } });

/** Opens 'Add Blog' and fills the title and the short content; the article's text is the test's. */
export async function openNewBlog(page: Page, token: string, blog: { title: string; short_content: string }) {
  await openAs(page, token, '/admin/blog-add');
  await expect(page.getByRole('heading', { name: 'Add Blog', level: 1 })).toBeVisible();
  await page.getByLabel(/^Title/).fill(blog.title);
  await page.getByLabel(/^Short content/).fill(blog.short_content);
}

/** Presses 'Save Blog' on the new blog's form and answers the id the CMS gave it. */
export async function saveNewBlog(page: Page): Promise<string> {
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/blog/create'));
  await page.getByRole('button', { name: 'Save Blog' }).click();
  return (await created<{ _id: string }>(await answer))._id;
}

/** Fills the project form's required fields. */
export async function fillProject(
  page: Page,
  project: { title: string; content: string; client: string; category: string; date: string },
) {
  await page.getByLabel(/^Title/).fill(project.title);
  await page.getByLabel(/^Content/).fill(project.content);
  await page.getByLabel(/^Client/).fill(project.client);
  await page.getByLabel(/^Category/).fill(project.category);
  await page.getByLabel(/^Date/).fill(project.date);
}

/** Presses 'Save Project', waits for the list, and answers the project as the admin API finds it by its title. */
export async function saveProject(page: Page, request: APIRequestContext, token: string, title: string) {
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page).toHaveURL(/\/admin\/project-list$/);
  const res = await request.get(`/api/project-get?search=${encodeURIComponent(title)}`, { headers: auth(token) });
  const [saved] = ((await res.json()) as { data: { _id: string; slug: string; logo: string | null }[] }).data;
  if (!saved) throw new Error(`${title} was not saved`);
  return saved;
}

/** Expects the screen's table to have these column headings, in this order. */
export async function expectColumns(page: Page, headings: string[]) {
  await expect(page.locator('table thead th')).toHaveText(headings);
}

/** Types the run's tag into a list's search box and waits until the settled term is in the URL. */
export async function searchFor(page: Page, label: string, tag: string) {
  await page.getByLabel(label).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(tag)}`));
}

/** Deletes a table row through its Delete button and the confirmation, and waits until the row is gone. */
export async function deleteRow(page: Page, name: string) {
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
}

/** Opens 'Add Job' and fills the opening's first fields; returns the modal for the rest. */
export async function addJob(page: Page, job: { title: string; location: string; type: string; experience: string }) {
  await page.getByRole('button', { name: 'Add Job' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Job Opening' });
  await modal.getByLabel(/^Title/).fill(job.title);
  await modal.getByLabel(/^Location/).fill(job.location);
  await modal.getByLabel('Employment Type').fill(job.type);
  await modal.getByLabel('Experience').fill(job.experience);
  return modal;
}
