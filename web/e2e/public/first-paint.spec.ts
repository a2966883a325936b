/**
 * The order of the first view (docs/performance.md, "The first view"): the page's main image gets the link
 * before the app's modules, and a main image that never arrives does not keep the page from hydrating. A page
 * downloads only the font subsets its text uses. And nothing on a public page moves while it loads, takes its
 * fonts and hydrates (a layout shift: Lighthouse's CLS target is 0).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PUBLIC_ROUTES } from '../support/routes';

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

test.describe('fonts of the first view', () => {
  const fontsOf = (page: Page) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      const name = /\/assets\/([\w-]+?)-[\w-]{8}\.woff2?$/.exec(req.url())?.[1];
      if (name) fonts.push(name);
    });
    return fonts;
  };

  test('/ downloads only the font subsets its text uses, once each', async ({ page }) => {
    const fonts = fontsOf(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    // The home page's text is ASCII and common marks: each face's core file (web/vite/font-core.ts), once, and
    // neither the rest of its Latin file nor its Latin Extended one (₹ and most accented letters).
    expect(fonts.sort()).toEqual([
      'cormorant-garamond-latin-500-normal-core',
      'cormorant-garamond-latin-600-normal-core',
      'inter-latin-wght-normal-core',
    ]);
  });

  test('text with an accented letter gets the rest of the Latin file, and shows it in the web font', async ({
    page,
  }) => {
    const fonts = fontsOf(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    // The probe goes into the page once React has hydrated it: a node added before would be a mismatch (#418).
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const loaded = await page.evaluate(async () => {
      const p = document.createElement('p');
      p.textContent = 'Façade';
      p.style.fontFamily = "'Inter Variable'";
      document.querySelector('main')!.append(p);
      await document.fonts.load("16px 'Inter Variable'", 'ç');
      return document.fonts.check("16px 'Inter Variable'", 'Façade');
    });
    expect(loaded).toBe(true);
    expect(fonts).toContain('inter-latin-wght-normal-rest');
    expect(fonts.filter((name) => name === 'inter-latin-wght-normal-core')).toHaveLength(1);
  });
});

test.describe('layout stability of the first view', () => {
  for (const { path } of PUBLIC_ROUTES) {
    test(`nothing on ${path} moves while it loads and hydrates`, async ({ page }, testInfo) => {
      // At the phone size of Lighthouse's mobile run, whose CLS target is 0. On a desktop, three pages' body text
      // still moves by about 0.0004 when the web font replaces its sized fallback (docs/performance.md).
      test.skip(testInfo.project.name !== 'phone', 'the CLS target is the mobile run’s');
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            for (const { node, previousRect: a, currentRect: b } of entry.sources)
              seen.push(
                `${entry.value.toFixed(5)} ${node instanceof Element ? node.outerHTML.slice(0, 100) : node?.nodeName} ` +
                  `moved from ${[a.x, a.y, a.width, a.height].map(Math.round)} to ${[b.x, b.y, b.width, b.height].map(Math.round)}`,
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Every font in, then two frames: a shift is reported for the frame that painted it.
      await page.evaluate(async () => {
        await document.fonts.ready;
        for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    });
  }
});
