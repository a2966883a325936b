/**
 * The shared test fixture: every page records console errors and uncaught exceptions,
 * and a test fails if any appeared (the "no console errors" requirement).
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
/** playwright.config.ts sets the suite's own admin account for the stack it starts. */
function suiteEnv(name: 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e suite through playwright.config.ts`);
  return value;
}

export const ADMIN_EMAIL = suiteEnv('ADMIN_EMAIL');
export const ADMIN_PASSWORD = suiteEnv('ADMIN_PASSWORD');

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, info) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      // A page that is meant to answer 404 (or a refused form post its 4xx) logs the document's status; nothing else is allowed.
      const expected = info.annotations
        .filter((a) => a.type === 'expects-status')
        .map((a) => `status of ${a.description}`);
      const unexpected = errors.filter((e) => !expected.some((status) => e.includes(status)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Marks the running test as loading a page that answers `status` on purpose (Chromium logs it as an error). */
export function expectStatus(status: number) {
  test.info().annotations.push({ type: 'expects-status', description: String(status) });
}

/** Marks the running test as loading a page that answers 404 on purpose. */
export function expect404() {
  expectStatus(404);
}

export { expect };

/** Logs in through the spec's POST /api/login and returns the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { status: boolean; token?: string };
  expect(body.status).toBe(true);
  expect(body.token).toBeTruthy();
  return body.token!;
}

/**
 * The oldest published blog: a seeded one, with every SEO field filled. Newer blogs come and go as specs run in
 * parallel, so this reads the list's last page rather than the first.
 */
export async function seededBlog(request: APIRequestContext): Promise<{ _id: string; title: string }> {
  type Page = { data: { blogs: { _id: string; title: string }[]; totalPages: number } };
  const first = (await (await request.get('/api/site/blog?page=1')).json()) as Page;
  const last = (await (await request.get(`/api/site/blog?page=${first.data.totalPages}`)).json()) as Page;
  const blog = last.data.blogs.at(-1);
  expect(blog, 'the seeded blogs are published').toBeTruthy();
  return blog!;
}

/** A unique marker so parallel runs (phone and desktop) find their own records. */
export function uniqueTag(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** The page's own heading, waiting for hydration so client-side behaviour is live. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}
