/**
 * The order of the first view (docs/performance.md, "First paint"): the page's main image gets the link
 * before the app's modules, and a main image that never arrives does not keep the page from hydrating.
 */
import { expect, test } from '../support/fixtures';

const HERO = '**/images/hero-contact-*.webp';
const APP_MODULE = /\/assets\/[\w.-]+\.js$/;

test.describe('first view of /contact', () => {
  test('requests no app module until the main image has arrived, then hydrates', async ({ page }) => {
    const events: string[] = [];
    await page.route(HERO, async (route) => {
      // Held well inside the modules' 2.5 s cap, which starts only after the image's request did.
      await new Promise((resolve) => setTimeout(resolve, 500));
      events.push('image answered');
      await route.continue();
    });
    page.on('request', (req) => {
      if (APP_MODULE.test(req.url())) events.push('module');
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
    expect(events[0]).toBe('image answered');
    expect(events.filter((e) => e === 'module').length).toBeGreaterThan(0);
  });

  test('hydrates even when the main image never arrives', async ({ page }) => {
    await page.route(HERO, () => {
      // never answered
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  });
});
