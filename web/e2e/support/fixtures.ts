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

export const test = base.extend<{ consoleErrors: string[]; tag: string }>({
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
  /** The test's own runTag(), for the records it makes and looks for. */
  // Playwright reads a fixture's dependencies from the pattern of its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  tag: async ({}, use) => {
    await use(runTag());
  },
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

/**
 * A unique tag per test, so parallel runs (phone and desktop, both workers) find their own records: letters and
 * digits only, as it ends up in slugs, e-mail addresses and upload file names.
 */
export const runTag = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7).padEnd(5, '0')}`;

/** runTag with a word in front, for records a reader should tell apart. */
export const uniqueTag = (prefix: string) => `${prefix}-${runTag()}`;

/** Whether a title, slug or address belongs to a record a spec created (it holds a runTag). */
export const isTestRecord = (text: string) => /e2e[a-z0-9]{13}/i.test(text);

/**
 * The public blog page lists the newest blogs first, nine at a time, and other workers add blogs of their own: click
 * 'Load More' until the card titled `title` shows or there are no more pages.
 */
export async function showOnBlogPage(page: Page, title: string) {
  await gotoHydrated(page, '/blog');
  const card = page.getByRole('link', { name: title }).first();
  const more = page.locator('.load-more button');
  for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
    if (!(await more.isVisible())) break;
    await more.click();
    // While a page loads the button reads 'Loading...'; after the last page it is gone.
    await expect(page.locator('.load-more button[aria-busy="true"]')).toHaveCount(0);
  }
  await expect(card).toBeVisible();
  return card;
}

/** The page's own heading, waiting for hydration so client-side behaviour is live. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/**
 * The screenshots kept for a person to review, at a desktop's and a phone's size: `shoot` takes each at the size it is
 * given; the page has its own size back after.
 */
export async function atReviewSizes(page: Page, shoot: (width: number, height: number) => Promise<unknown>) {
  const size = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shoot(width, height);
  }
  if (size) await page.setViewportSize(size);
}
