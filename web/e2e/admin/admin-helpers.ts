import type { APIRequestContext, Page } from '@playwright/test';
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

/** Creates a blog through the admin API, its SEO fields left empty as the form sends them; answers its id. */
export async function createBlog(
  request: APIRequestContext,
  token: string,
  blog: { title: string; short_content: string; content: string },
): Promise<string> {
  const res = await request.post('/api/blog/create', {
    headers: auth(token),
    multipart: { ...blog, meta_title: '', meta_description: '', meta_keyword: '' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { _id: string } }).data._id;
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
