/**
 * Public-site layout defects: the related-blogs cards are styled, the phone placeholder fits and the
 * career form's inputs line up, the music button leaves the page's last lines readable, the careers hero text
 * has AA contrast.
 */
import AxeBuilder from '@axe-core/playwright';
import { contrastRatio, overWhite } from '../support/contrast';
import { expect, gotoHydrated, test } from '../support/fixtures';

for (const path of ['/blog/details']) {
  test(`the related blogs on ${path} look like the site's cards`, async ({ page }) => {
    await gotoHydrated(page, path);
    const sidebar = page.getByRole('complementary', { name: 'Related Blogs' });
    const card = sidebar.locator('.blog-card__link').first();
    await expect(card).toBeVisible();
    const style = await card.evaluate((a) => {
      const title = a.querySelector('.blog-card__title')!;
      const date = a.querySelector('.blog-card__date')!;
      const h1 = document.querySelector('h1')!;
      return {
        underline: getComputedStyle(a).textDecorationLine,
        titleUnderline: getComputedStyle(title).textDecorationLine,
        titleFont: getComputedStyle(title).fontFamily,
        headingFont: getComputedStyle(h1).fontFamily,
        dateColor: getComputedStyle(date).color,
        linkColor: getComputedStyle(a).color,
        shadow: getComputedStyle(a).boxShadow,
      };
    });
    expect(style.underline).toBe('none');
    expect(style.titleUnderline).toBe('none');
    expect(style.titleFont).toBe(style.headingFont);
    expect(style.dateColor).not.toBe(style.linkColor);
    expect(style.shadow).not.toBe('none');
    await card.focus();
    const outline = await card.evaluate((a) => getComputedStyle(a).outlineStyle);
    expect(outline).not.toBe('none');
  });
}

/** The text of the placeholder fits the input's content box (measured with the placeholder's own font). */
async function placeholderFits(page: import('@playwright/test').Page, selector: string) {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const s = getComputedStyle(input);
    const p = getComputedStyle(input, '::placeholder');
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${p.fontStyle} ${p.fontWeight} ${p.fontSize} ${p.fontFamily}`;
    const text = ctx.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    return { text, room };
  });
}

test('the phone placeholder fits on the contact and career forms, and the career inputs line up', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  // The spec's text, to the letter.
  await expect(page.locator('#contact-phone')).toHaveAttribute('placeholder', 'Enter 10-digit phone number');
  const contact = await placeholderFits(page, '#contact-phone');
  expect(contact.text).toBeLessThanOrEqual(contact.room);

  await gotoHydrated(page, '/career/Interior%20');
  const career = await placeholderFits(page, '#apply-phone');
  expect(career.text).toBeLessThanOrEqual(career.room);
  const heights = await Promise.all(
    ['#apply-name', '#apply-phone', '#apply-city'].map((s) =>
      page.locator(s).evaluate((el) => el.getBoundingClientRect().height),
    ),
  );
  expect(new Set(heights.map(Math.round)).size).toBe(1);
  // Side by side (desktop), the City input and the resume input start on the same line.
  const [city, resume] = await Promise.all(['#apply-city', '#apply-resume'].map((s) => page.locator(s).boundingBox()));
  if (Math.abs(city!.x - resume!.x) > 10) expect(Math.round(city!.y)).toBe(Math.round(resume!.y));
});

test('a short phone number gets the 10-digit hint', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const phone = page.locator('#contact-phone');
  await phone.fill('12345');
  await expect(phone).toHaveAccessibleDescription('Indian mobile numbers have 10 digits.');
  await phone.fill('1234567890');
  await expect(page.getByText('Indian mobile numbers have 10 digits.')).toHaveCount(0);
});

test('scrolled to the end, the music button covers none of the page text', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = (await page.locator('.music-toggle').boundingBox())!;
  const covered = await page.evaluate(({ x, y, width, height }) => {
    const hits: string[] = [];
    // Text that scrolled under the opaque sticky bar is hidden by the bar (where the button sits below 1024 px).
    const bar = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    const walker = document.createTreeWalker(document.querySelector('.site-footer')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.right > x && r.left < x + width && r.bottom > y && Math.max(r.top, bar) < y + height)
          hits.push(node.textContent.trim().slice(0, 40));
      }
    }
    return hits;
  }, button);
  expect(covered).toEqual([]);
});

test('the careers hero text meets WCAG AA contrast over its photo', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/career');
  const results = await new AxeBuilder({ page }).include('.page-banner').withRules(['color-contrast']).analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  // axe cannot read a photo's pixels; the scrim is what guarantees the contrast: the lead text's colour against
  // the scrim's lightest stop (navy at 75 % over a white pixel) is still at least 4.5:1.
  const scrim = await page
    .locator('.page-banner__media')
    .evaluate((el) => getComputedStyle(el, '::after').backgroundImage);
  expect(scrim).toContain('linear-gradient');
  const text = await page.locator('.page-banner__lead').evaluate((el) => getComputedStyle(el).color);
  const ratio = contrastRatio(text, overWhite(scrim.match(/rgba?\([^)]+\)/)![0]));
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
