/**
 * No answer shows a stack trace or a server path, in either mode `npm start` runs the web server in
 * (production, and development through a second web server on the suite's CMS), and the answers keep their
 * status: /admin redirects, a malformed %-escape is a clean 400, unknown detail pages are 404s titled as such.
 */
import { expect, expect404, gotoHydrated, test } from '../support/fixtures';
import { webServer } from '../support/web-server';

// A V8 stack frame ("    at fn (file:///…:12:5)" or "at /path/file.js:3:9") and the places server files live.
const STACK_FRAME = /\bat\s+(?:[\w$.<>[\] ]+\s+\()?(?:file:\/\/|\/|node:)[^\s)]*:\d+:\d+/;
const SERVER_PATH = /\/work\/|node_modules|file:\/\/|\/build\/server\//;

// `.data` is React Router's data request of a page (its status says what the loader did, the body is encoded).
const PROBES: { path: string; status?: number }[] = [
  { path: '/admin', status: 302 },
  { path: '/admin.data' },
  { path: '/blog-details/%E0%A4%A', status: 400 },
  { path: '/%', status: 400 },
  { path: '/no-such-page', status: 404 },
  { path: '/no-such-page.data', status: 404 },
  { path: '/services/no-such-service', status: 404 },
  { path: '/blog-details/no-such-blog', status: 404 },
  { path: '/assets/no-such-chunk.js', status: 404 },
];

for (const mode of ['production', 'development']) {
  test(`NODE_ENV=${mode}: error answers carry no stack trace and no server path`, async ({ request }) => {
    const site = await webServer(request, { NODE_ENV: mode });
    try {
      for (const probe of PROBES) {
        const res = await request.get(`${site.url}${probe.path}`, { maxRedirects: 0 });
        const body = await res.text();
        if (probe.status) expect.soft(res.status(), probe.path).toBe(probe.status);
        expect.soft(body, `${probe.path}: stack frame`).not.toMatch(STACK_FRAME);
        expect.soft(body, `${probe.path}: server path`).not.toMatch(SERVER_PATH);
      }
      const admin = await request.get(`${site.url}/admin`, { maxRedirects: 0 });
      expect(admin.headers().location).toBe('/admin/dashboard');
    } finally {
      site.stop();
    }
  });
}

test('typing /admin while signed out ends on the login page, no error shown', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

// Its own page, outside the console-error fixture: Chromium logs the document's 400 status.
test('a malformed URL gets a clean 400 page', async ({ browser }, info) => {
  const page = await browser.newPage({ baseURL: info.project.use.baseURL });
  const res = await page.goto('/blog-details/%E0%A4%A');
  expect(res?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'Bad request' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await page.close();
});

for (const path of [
  '/services/no-such-service',
  '/project/no-such-project',
  '/blog-details/no-such-blog',
  '/career/no-such-role',
]) {
  test(`${path} answers 404 titled "Page not found"`, async ({ page }) => {
    expect404();
    const res = await gotoHydrated(page, path);
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
}
