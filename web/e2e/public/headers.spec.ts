/**
 * The web server's security headers, and the pages that embed third parties — the map,
 * the video hosts, the editor — running under that policy with no violation (a violation is a
 * console error, which the shared fixture fails on; the listener below also collects the violation
 * events that have fired by the time of the check).
 */
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, gotoHydrated, test } from '../support/fixtures';

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

test('every page and asset answers with the CSP and the hardening headers', async ({ request }) => {
  for (const path of ['/', '/contact', '/admin/login', '/robots.txt']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('default-src'), path).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors'), path).toEqual(["'self'"]);
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('base-uri'), path).toEqual(["'self'"]);
    expect(csp.get('form-action'), path).toEqual(["'self'"]);
    expect(csp.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:']);
    expect(new Set(csp.get('frame-src'))).toEqual(
      new Set([
        'https://www.google.com',
        'https://maps.google.com',
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
      ]),
    );
    // Nothing anywhere may open the policy to any host.
    for (const [name, values] of csp)
      expect(
        values.filter((v) => v === '*' || v === 'http:' || v === 'https:'),
        `${path} ${name}`,
      ).toEqual([]);
  }
});

test("/api and /uploads through the web server follow its policy, not the CMS's", async ({ request }) => {
  const api = await request.get('/api/site/home');
  expect(api.status()).toBe(200);
  const apiCsp = directives(api.headers()['content-security-policy'] ?? '');
  expect(apiCsp.get('default-src')).toEqual(["'self'"]);
  // Strapi's helmet policy says upgrade-insecure-requests and sends HSTS, even over plain HTTP.
  expect(apiCsp.has('upgrade-insecure-requests')).toBe(false);
  expect(api.headers()['strict-transport-security']).toBeUndefined();

  const image = (await api.text()).match(/\/uploads\/[^"?]+\.(?:png|jpe?g|webp)/)?.[0];
  expect(image).toBeTruthy();
  const file = await request.get(image!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\//);
  expect(file.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-disposition']).toBeUndefined();
  expect(file.headers()['strict-transport-security']).toBeUndefined();
});

/** Collects the page's CSP violations (the event fires before the console error does). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('the home, contact (map) and a blog article run without a CSP violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const list = (await (await request.get('/api/site/blog?page=1')).json()) as { data: { blogs: { _id: string }[] } };
  for (const path of ['/', '/contact', `/blog-details/${list.data.blogs.at(-1)!._id}`]) {
    await gotoHydrated(page, path);
    expect(await violations(), path).toEqual([]);
  }
  // The contact page really embeds the map, so its frame was checked against the policy.
  await gotoHydrated(page, '/contact');
  await expect(page.locator('iframe[src*="google.com"]')).toHaveCount(1);
});

test('the admin login and the blog editor run without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/admin/login'));
  await page.goto('/admin/blog-add');
  await expect(page.locator('.ql-editor')).toBeVisible();
  await page.locator('.ql-editor').fill('Typed under the content security policy.');
  expect(await violations()).toEqual([]);
});
