/**
 * The dashboard's charts (D-11.4): enquiries and a newsletter sign-up sent through the public site reach the
 * charts. Each chart's table must show exactly what GET /api/dashboard-stats answers, and the charts must be drawn
 * (a canvas of non-zero size with painted pixels). Other specs may send enquiries at the same time (the suite runs
 * in parallel on one CMS), so this test's own submissions are checked as "at least" in this week's numbers.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { DashboardStats } from '@cadmax/contract';
import { gotoHydrated } from '../support/fixtures';
import { enquiryFrom, sendEnquiryOnPage, signUpInFooter } from '../support/public-forms';
import { auth, expect, openAs, test } from './admin-helpers';

async function apiStats(request: APIRequestContext, token: string): Promise<DashboardStats> {
  const res = await request.get('/api/dashboard-stats', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: DashboardStats }).data;
}

/** An enquiry sent on the hydrated /contact, as a visitor with JavaScript sends it. */
async function sendEnquiry(page: Page, tag: string, service: string) {
  await gotoHydrated(page, '/contact');
  await sendEnquiryOnPage(page, enquiryFrom(`Kavita Joshi ${tag}`, { service }));
}

function thisWeek(stats: DashboardStats) {
  const week = stats.weeks.at(-1);
  if (!week) throw new Error('GET /dashboard-stats answered no weeks');
  return week;
}

/** The numbers in a chart's table, row by row (header cell, then the values). */
async function tableRows(page: Page, id: string): Promise<string[][]> {
  const card = page.locator(`[data-chart-card="${id}"]`);
  await card.getByText('Show the numbers').click();
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));
}

test.describe('dashboard charts', () => {
  test('public enquiries and a sign-up show in the charts and their tables match the API', async ({
    page,
    request,
    token,
    tag,
  }) => {
    const before = await apiStats(request, token);
    await sendEnquiry(page, `${tag}a`, 'home');
    await sendEnquiry(page, `${tag}b`, 'Commercial');

    // The footer's newsletter sign-up, on another public page.
    await gotoHydrated(page, '/about');
    await signUpInFooter(page, `${tag}@example.in`, { consent: true });
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();

    // Chart.js must draw under the admin's CSP as it is (no eval, no injected stylesheet).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await openAs(page, token, '/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'The last 12 weeks' })).toBeVisible();
    for (const title of [
      'Enquiries and applications per week',
      'Enquiries by service',
      'Current subscribers by sign-up week',
    ])
      await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();

    // The tables show exactly the API's numbers, row for row. A parallel spec's enquiry landing between the page's
    // read and the test's changes both: then the page is read again (it never passes on numbers that differ).
    let after = before;
    await expect(async () => {
      const weekly = await tableRows(page, 'weekly');
      const services = await tableRows(page, 'services');
      const subscribers = await tableRows(page, 'subscribers');
      after = await apiStats(request, token);
      try {
        expect(weekly.map((row) => row.slice(1).map(Number))).toEqual(
          after.weeks.map((w) => [w.enquiries, w.applications]),
        );
        expect(subscribers.map((row) => Number(row[1]))).toEqual(after.weeks.map((w) => w.subscribers));
        expect(services).toEqual(after.services.map((s) => [s.label, String(s.count)]));
      } catch (error) {
        await page.reload();
        throw error;
      }
    }).toPass({ timeout: 30_000 });

    // This week (the last row) counts what was just sent.
    expect(after.weeks).toHaveLength(12);
    expect(thisWeek(after).enquiries).toBeGreaterThanOrEqual(thisWeek(before).enquiries + 2);
    expect(thisWeek(after).subscribers).toBeGreaterThanOrEqual(thisWeek(before).subscribers + 1);
    const count = (s: DashboardStats, service: string) => s.services.find((x) => x.service === service)?.count ?? 0;
    expect(count(after, 'home')).toBeGreaterThanOrEqual(count(before, 'home') + 1);
    expect(count(after, 'Commercial')).toBeGreaterThanOrEqual(count(before, 'Commercial') + 1);

    // Each chart is drawn: a canvas with a size and painted pixels.
    for (const id of ['weekly', 'services', 'subscribers']) {
      const canvas = page.locator(`canvas[data-chart="${id}"]`);
      await expect(canvas).toBeVisible();
      const box = await canvas.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(100);
      expect(box?.height ?? 0).toBeGreaterThan(100);
      await expect
        .poll(() =>
          canvas.evaluate((node) => {
            const c = node as HTMLCanvasElement;
            const pixels = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
            let painted = 0;
            for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) painted++;
            return painted;
          }),
        )
        .toBeGreaterThan(1000);
    }
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    // The summary names the totals the table adds up to.
    const total = after.weeks.reduce((n, w) => n + w.enquiries, 0);
    await expect(page.locator('[data-chart-card="weekly"] .adm-chart__summary')).toContainText(`${total} enquir`);
  });
});
