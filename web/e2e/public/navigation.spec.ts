import { expect, gotoHydrated, test } from '../support/fixtures';
import { expectSlidesByButtonAndKey } from '../support/slider';

test('the active link is bold and highlighted (yellow on wide screens, white in the mobile menu)', async ({
  page,
}, info) => {
  await gotoHydrated(page, '/about');
  const active = page.locator('.site-nav__link.is-active');
  await expect(active).toHaveCount(1);
  await expect(active).toHaveAttribute('href', '/about');
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(active).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(active.locator('.label-mobile')).toHaveText('About');
  } else {
    await expect(active).toHaveCSS('color', 'rgb(255, 210, 63)');
    await expect(active.locator('.label-desktop')).toHaveText('Why Us');
  }
  expect(Number(await active.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
});

test('the mobile menu opens, switches its icon, navigates and closes', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the toggle exists below 1024 px');
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.locator('#site-menu');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.nav-toggle [data-icon="close"]')).toHaveCount(1);
  await menu.getByRole('link', { name: 'Career' }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the menu works from the keyboard and Escape closes it', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the toggle exists below 1024 px');
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#site-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#site-menu')).toBeHidden();
});

test('desktop shows the links inline without a toggle', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'wide screens only');
  await gotoHydrated(page, '/');
  await expect(page.locator('.nav-toggle')).toBeHidden();
  await expect(page.locator('#site-menu')).toBeVisible();
});

test('every page change scrolls to the top', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator('.site-footer__nav').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('sliders move with the keyboard and the buttons', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/about');
  const team = page.locator('.team-slider');
  await team.scrollIntoViewIfNeeded();
  const activeName = () => team.locator('.swiper-slide-active strong').first().textContent();
  await expectSlidesByButtonAndKey(page, team, activeName);
});

test('music toggles with the button and the M key, and pauses on navigation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: start from idle
  await gotoHydrated(page, '/');
  const button = page.locator('.music-toggle');
  await expect(button).toHaveAttribute('data-status', 'idle');
  await button.click();
  await expect(button).toHaveAttribute('data-status', 'playing');
  await page.locator('body').press('m');
  await expect(button).toHaveAttribute('data-status', 'paused');
  await page.locator('body').press('m');
  await expect(button).toHaveAttribute('data-status', 'playing');
  await page.goto('/contact'); // full load: fresh player, then an in-app navigation
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await button.click();
  await expect(button).toHaveAttribute('data-status', 'playing');
  await page.getByLabel(/^Name/).fill('mmm');
  await expect(button).toHaveAttribute('data-status', 'playing');
  await page.locator('.site-footer__nav').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(button).toHaveAttribute('data-status', 'paused');
  await page.evaluate(() => window.stopBackgroundMusic?.());
  await expect(button).toHaveAttribute('data-status', 'idle');
});
