/**
 * D-14.5, the site search, with JavaScript switched off in Chromium: the header's box and the /search page are plain
 * GET forms read by the server loader. Results are ranked and linked, their matches marked (text, never HTML), pages
 * step with Previous and Next, and the empty, too-short and no-result states say so. The page is never indexed.
 */
import type { Page } from '@playwright/test';
import { createBlog, moveToTrash } from '../admin/admin-helpers';
import { adminToken, expect, expectStatus, test, uniqueTag } from '../support/fixtures';

test.use({ javaScriptEnabled: false });

/** Types into the header's search box and submits it with Enter (on a phone the box is in the menu). */
async function searchFromHeader(page: Page, text: string) {
  const open = page.getByRole('link', { name: 'Open menu' });
  if (await open.isVisible()) await open.click();
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill(text);
  await box.press('Enter');
}

/** The results on the page: the items of the main content's list. */
const results = (page: Page) => page.getByRole('main').getByRole('listitem');

test('the header box finds records of every kind, ranked, marked and linked', async ({ page }) => {
  await page.goto('/');
  await searchFromHeader(page, 'survey');
  await expect(page).toHaveURL(/\/search\?q=survey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Projects, services, blogs and job openings' })).toHaveValue(
    'survey',
  );
  await expect(page.getByRole('status')).toContainText(/\d+ results for “?survey”?/);

  // A title that starts with the query ranks first: the opening 'Surveying Engineer'.
  const first = results(page).first();
  await expect(first.getByText('Job opening', { exact: true })).toBeVisible();
  const title = first.getByRole('link', { name: 'Surveying Engineer' });
  await expect(title).toHaveAttribute('href', '/career/Surveying%20');
  await expect(title.locator('mark')).toHaveText('Survey');
  // Every kind is there: the project, the blog and a service whose text holds the word.
  for (const kind of ['Project', 'Blog', 'Service'])
    await expect(results(page).getByText(kind, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Topographical Survey' })).toHaveAttribute(
    'href',
    '/project/topographical-survey',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await title.click();
  await expect(page).toHaveURL(/\/career\/Surveying%20$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Surveying Engineer');
});

test('a result shows its text as text: markup in a title is not HTML, and the match is marked', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('srch');
  const token = await adminToken(request);
  const title = `<b>${tag}</b> & <img src=x onerror=alert(1)> notes`;
  const id = await createBlog(request, token, {
    title,
    short_content: `A passage about ${tag}.`,
    content: '<p>Text</p>',
  });
  try {
    await page.goto(`/search?q=${encodeURIComponent(tag)}`);
    const result = results(page);
    await expect(result).toHaveCount(1);
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(result.locator('mark')).toHaveText([tag, tag]);
    await expect(result.locator('b, img')).toHaveCount(0);
    await expect(result.getByRole('link')).toHaveAttribute('href', `/blog-details/${id}`);
  } finally {
    await moveToTrash(request, token, 'blog', id);
  }
});

test('pages of results step with Previous and Next', async ({ page }) => {
  // Other workers add and delete records holding "and" meanwhile: a walk that saw them change is walked again.
  await expect(() => stepThroughPages(page)).toPass({ timeout: 30_000 });
});

async function stepThroughPages(page: Page) {
  await page.goto('/search?q=and');
  const count = await page.getByRole('status').textContent();
  const [, total, pages] = /(\d+) results .*page 1 of (\d+)/.exec(count ?? '') ?? [];
  expect(Number(pages)).toBeGreaterThan(1);
  await expect(results(page)).toHaveCount(10);
  const firstTitle = await results(page).first().getByRole('heading').textContent();
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/search\?q=and&page=2$/);
  await expect(page.getByRole('status')).toContainText(`${total} results`);
  await expect(page.getByRole('status')).toContainText(`page 2 of ${pages}`);
  await expect(results(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');

  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/search\?q=and$/);
  await expect(results(page).first().getByRole('heading')).toHaveText(firstTitle ?? '');
}

test('the empty, too-short and no-result states', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText('Type a word or a name: a place, a service, a project or a job title.')).toBeVisible();
  await expect(results(page)).toHaveCount(0);

  await page.goto('/search?q=zqxjkv');
  await expect(page.getByRole('status')).toHaveText(/No results for “?zqxjkv”?\./);
  await expect(page.getByRole('link', { name: 'job openings' })).toHaveAttribute('href', '/career');

  expectStatus(400);
  await page.getByRole('searchbox', { name: 'Projects, services, blogs and job openings' }).fill('ab');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=ab$/);
  await expect(page.getByRole('alert')).toHaveText('Type at least 3 characters to search.');
});
