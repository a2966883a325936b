/**
 * The weight of the first view of / (docs/performance.md): at Lighthouse's phone size the browser fetches only
 * WebP photos in a fitting width, and Swiper stays out until a slider nears the viewport, which then works.
 */
import type { Page, Request } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { expectSlidesByButtonAndKey } from '../support/slider';

const IMAGE_BUDGET = 600 * 1024;
const SWIPER_CHUNK = /\/assets\/swiper-live-[\w-]+\.js$/;

/** Every image response and script request the page makes from now on. */
function record(page: Page) {
  const images: { url: string; type: string; bytes: Promise<number> }[] = [];
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'image') return;
    images.push({
      url: res.url(),
      type: res.headers()['content-type'] ?? '',
      bytes: res.body().then(
        (b) => b.length,
        () => 0,
      ),
    });
  });
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  return { images, scripts };
}

test.describe('first view of / at phone size', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test('fetches only WebP photos, within the budget, and no Swiper', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'one phone-size run is enough');
    const seen = record(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');

    const photos = seen.images.filter((i) => i.type !== 'image/svg+xml');
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(photo.type, photo.url).toMatch(/^image\/(webp|avif)$/);
    const bytes = (await Promise.all(seen.images.map((i) => i.bytes))).reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThanOrEqual(IMAGE_BUDGET);
    // A fitting width: the 412 px wide hero at DPR 1.75 needs 721 px, not the 1920 px original.
    const hero = await page.locator('.hero__image').evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(hero).toMatch(/\/images\/hero-home-960\.webp$/);

    expect(seen.scripts.filter((url) => SWIPER_CHUNK.test(url))).toEqual([]);
    await expect(page.locator('.swiper-initialized')).toHaveCount(0);
  });

  test('every photo has WebP sources with sizes, its dimensions, and lazy loading below the fold', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'markup is the same at every size');
    await gotoHydrated(page, '/');
    const images = await page.locator('main img').evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        webp: img.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '',
        sizes: img.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('sizes') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        hero: img.classList.contains('hero__image'),
      })),
    );
    expect(images.length).toBeGreaterThan(20);
    for (const img of images) {
      expect(img.webp, `${img.src}`).toMatch(/\.webp \d+w/);
      expect(img.sizes, `${img.src}`).not.toBe('');
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
      expect(img.loading, `${img.src}`).toBe(img.hero ? 'eager' : 'lazy');
    }
  });
});

test('a slider loads Swiper as it nears the viewport, without moving, and then slides', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // hold it still
  // Hold Swiper back to see the server-rendered slider first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SWIPER_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/');
  const slider = page.getByRole('region', { name: 'Our services', exact: true });
  const slides = slider.locator('.swiper-slide');
  await slider.scrollIntoViewIfNeeded();
  const before = await slides.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));

  release();
  await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
  const after = await slides.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  // The slides in view sit exactly where they were (Swiper's loop may move the hidden ones around).
  const inView = (r: DOMRect) => r.right > 0 && r.left < page.viewportSize()!.width;
  const place = (rects: DOMRect[]) =>
    rects.filter(inView).map((r) => [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]);
  expect(place(after)).toEqual(place(before));

  const active = () => slider.locator('.swiper-slide-active .card__title').textContent();
  await expectSlidesByButtonAndKey(page, slider, active);
});
