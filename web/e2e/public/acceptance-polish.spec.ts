/**
 * What an acceptance run found on the public site, minor and cosmetic: a project without images, a phone number typed
 * with its prefix, a one-word title longer than its column, the phone menu and the music button without JavaScript,
 * 'Load More' and the keyboard focus, the music button over body text, the footer's Subscribe button, page titles, and
 * the careers cards.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createBlog, createProject, moveToTrash } from '../admin/admin-helpers';
import { contrastRatio } from '../support/contrast';
import { adminToken, expect, gotoHydrated, runTag, showOnBlogPage, test } from '../support/fixtures';
import { PUBLIC_ROUTES } from '../support/routes';

const addBlog = (request: APIRequestContext, token: string, title: string) =>
  createBlog(request, token, { title, short_content: 'A title that is one long word.', content: '<p>Body.</p>' });

/** The public pages cache their HTML for about a second: reload until `check` passes. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await gotoHydrated(page, path);
    await check();
  }).toPass({ timeout: 15_000 });
}

test('a project without images shows the branded placeholder on /project, not an empty box', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const title = `No images ${runTag()}`;
  const { _id: id } = await createProject(request, token, {
    title,
    content: 'A project without images.',
    client: 'Check',
    category: 'Check',
    date: '2024-01-01',
  });
  try {
    await eventually(page, '/project', async () => {
      const card = page.locator('.project-card', { has: page.getByRole('heading', { name: title }) });
      await expect(card.locator('.image-placeholder')).toHaveCount(0);
      const image = card.locator('img');
      await expect(image).toHaveAttribute('src', '/blog-default.svg');
      // Loaded (it is lazy: brought into view first) and drawn as wide as the card, not an empty box.
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const [imageBox, cardBox] = [await image.boundingBox(), await card.boundingBox()];
      expect(Math.round(imageBox!.width)).toBe(Math.round(cardBox!.width));
    });
  } finally {
    await moveToTrash(request, token, 'project', id);
  }
});

for (const typed of ['+91 98765 43210', '098765 43210', '0091 98765 43210']) {
  test(`"${typed}" typed key by key into the phone field keeps 9876543210`, async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'what the field keeps is the same at any size');
    await gotoHydrated(page, '/contact');
    const phone = page.locator('#contact-phone');
    await phone.click();
    await page.keyboard.type(typed, { delay: 15 });
    await expect(phone).toHaveValue('9876543210');
  });
}

test('a one-word title longer than the column breaks instead of widening the page', async ({ page, request, tag }) => {
  const token = await adminToken(request);
  // A pasted URL as the title: one word, as long as a title may be (its own, as both viewports run this at once).
  const title = `https://cadmax.example/${tag}${'longwordwithoutbreaks'.repeat(4)}`.slice(0, 100);
  const id = await addBlog(request, token, title);
  const fitsTheWindow = async (where: string) => {
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scroll, `${where} is ${scroll} px wide`).toBeLessThanOrEqual(width);
  };
  try {
    await eventually(page, `/blog-details/${id}`, async () => {
      await expect(page.getByText(title).first()).toBeVisible();
      await fitsTheWindow('the article');
    });
    // On /blog other workers' newer blogs may push it past the first page.
    await expect(async () => {
      await showOnBlogPage(page, title);
      await fitsTheWindow('/blog');
    }).toPass({ timeout: 15_000 });
    // The seeded static article's Related Blogs list it too (newest first).
    await eventually(page, '/blog/details', async () => {
      await expect(page.getByRole('complementary', { name: 'Related Blogs' }).getByText(title)).toBeVisible();
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  } finally {
    await moveToTrash(request, token, 'blog', id);
  }
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the menu button opens and closes the menu, and no music button shows', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const careers = nav.getByRole('link', { name: 'Career', exact: true });
    await expect(careers).toBeHidden();
    await expect(page.locator('.music-toggle')).toHaveCount(0);

    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect(careers).toBeVisible();
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect(careers).toBeHidden();

    // And the menu leads somewhere.
    await page.getByRole('link', { name: 'Open menu' }).click();
    await careers.click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Careers at/);
  });
});

test('with JavaScript the music button shows once the page is hydrated', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await expect(page.getByRole('button', { name: /background music/ })).toBeVisible();
});

test("'Load More' keeps the keyboard focus on the first new card", async ({ page, request }) => {
  // A second page of blogs: the seed's nine fill the first.
  const token = await adminToken(request);
  const id = await addBlog(request, token, `Second page ${runTag()}`);
  try {
    await eventually(page, '/blog', async () => {
      await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
    });
    await pressLoadMore(page);
  } finally {
    await moveToTrash(request, token, 'blog', id);
  }
});

async function pressLoadMore(page: Page) {
  const cards = page.locator('.blog-grid > li');
  const before = await cards.count();
  const more = page.getByRole('button', { name: 'Load More' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).not.toHaveCount(before);
  await expect
    .poll(() =>
      page.evaluate((index) => {
        const first = document.querySelectorAll('.blog-grid > li')[index];
        return Boolean(first && document.activeElement && first.contains(document.activeElement));
      }, before),
    )
    .toBe(true);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/about', '/blog/details', '/services/urban-planning', '/career/Interior%20']) {
    test(`the music button covers no paragraph on ${path}, wherever the page is scrolled`, async ({ page }) => {
      await gotoHydrated(page, path);
      const button = page.getByRole('button', { name: /background music/ });
      await expect(button).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [0, height / 3, (2 * height) / 3, height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const hits = await page.evaluate(() => {
          const b = document.querySelector('.music-toggle')!.getBoundingClientRect();
          const header = document.querySelector('.site-header')!.getBoundingClientRect();
          return [...document.querySelectorAll('main p, footer p')]
            .map((p) => {
              const r = p.getBoundingClientRect();
              // What of the paragraph shows: the opaque sticky bar hides what scrolled under it.
              const top = Math.max(r.top, header.bottom);
              const overlaps = r.right > b.left && r.left < b.right && r.bottom > b.top && top < b.bottom;
              return overlaps ? (p.textContent ?? '').trim().slice(0, 40) : null;
            })
            .filter(Boolean);
        });
        expect(hits, `scrolled to ${Math.round(y)}`).toEqual([]);
      }
    });
  }
});

test('the footer Subscribe button stands out from the footer (WCAG AA, 4.5:1)', async ({ page }) => {
  await gotoHydrated(page, '/');
  const [button, footer] = await page
    .locator('.newsletter button[type="submit"]')
    .evaluate((el) => [el, el.closest('.site-footer')!].map((e) => getComputedStyle(e).backgroundColor));
  const ratio = contrastRatio(button!, footer!);
  console.log(`Subscribe button against the footer: ${ratio.toFixed(2)}:1`);
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

test('every page title ends with "| Cadmax"', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'a title is the same at any size');
  test.slow(); // fifteen pages, each to its hydration
  const paths = [
    ...PUBLIC_ROUTES.map((r) => r.path),
    '/project/cadmax-group-headoffice',
    '/forget',
    '/newsletter',
    '/admin/login',
  ];
  for (const path of paths) {
    await gotoHydrated(page, path);
    await expect(page, path).toHaveTitle(/ \| Cadmax$/);
  }
});

test('the careers cards: View Details at each card bottom, and no facts line ends with "|"', async ({ page }) => {
  await gotoHydrated(page, '/career');
  const cards = page.locator('.opening-card');
  // The four seeded openings, and any an admin test running beside this one has just added.
  await expect(cards.nth(3)).toBeVisible();
  const layout = await cards.evaluateAll((all) =>
    all.map((card) => {
      const c = card.getBoundingClientRect();
      const button = card.querySelector('.button')!.getBoundingClientRect();
      const list = card.querySelector('.opening-card__facts')!;
      const gap = parseFloat(getComputedStyle(list).marginLeft) * -1;
      const visibleLeft = list.getBoundingClientRect().left + gap;
      // A separator shows only where its fact does not start a line.
      const shownBars = [...list.querySelectorAll('li')].map((li) => li.getBoundingClientRect().left > visibleLeft + 1);
      return {
        top: Math.round(c.top),
        buttonGap: Math.round(c.bottom - button.bottom),
        lines: new Set([...list.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top))).size,
        shownBars,
        facts: list.querySelectorAll('li').length,
      };
    }),
  );
  // Cards side by side: their buttons end the same distance above each card's bottom.
  expect(new Set(layout.map((l) => l.buttonGap)).size).toBe(1);
  for (const card of layout) {
    expect(card.facts).toBe(3);
    // Each line's first fact hides its bar; the others show theirs between two facts.
    expect(card.shownBars.filter((shown) => !shown)).toHaveLength(card.lines);
  }
});
