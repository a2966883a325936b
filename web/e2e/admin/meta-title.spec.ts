/**
 * Renaming an article renames it everywhere: the seeded articles leave the meta title empty (the
 * title is the default), so a rename reaches the browser tab; an article whose meta title repeats its title gets a
 * warning in the editor while the title changes and the meta title still reads the old one.
 */
import { atReviewSizes, seededBlog } from '../support/fixtures';
import { auth, createBlog, expect, moveToTrash, openAs, runTag, test } from './admin-helpers';

const WARNING = /The meta title still reads the old title/;

test('a seeded article has no meta title, so its page is titled by its title', async ({ page, request, token }) => {
  const seeded = await seededBlog(request);
  const res = await request.get(`/api/blog/admin-get/${seeded._id}`, { headers: auth(token) });
  expect(((await res.json()) as { data: { meta_title: string } }).data.meta_title).toBe('');
  await page.goto(`/blog-details/${seeded._id}`);
  await expect(page).toHaveTitle(new RegExp(`^${seeded.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

test('the editor warns when the title changes and the meta title still reads the old one', async ({
  page,
  request,
  token,
}, info) => {
  const title = `Stepwells of Abhaneri ${runTag()}`;
  const id = await createBlog(request, token, {
    title,
    short_content: 'Water and stone.',
    content: '<p>Steps.</p>',
    meta_title: title,
  });
  try {
    await openAs(page, token, `/admin/blog-update/${id}`);
    const warning = page.getByRole('status').filter({ hasText: WARNING });
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(warning).toHaveCount(0);
    await page.getByLabel(/^Title/).fill(`Chand Baori ${runTag()}`);
    await expect(warning).toBeVisible();
    await atReviewSizes(page, async (width) => {
      await warning.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`meta-title-warning-${width}.png`) });
    });
    // Emptied, the meta title follows the title: no warning.
    await page.getByLabel('Meta title').fill('');
    await expect(warning).toHaveCount(0);
    // A meta title of its own: no warning either.
    await page.getByLabel('Meta title').fill('Chand Baori, the deepest stepwell');
    await expect(warning).toHaveCount(0);
  } finally {
    await moveToTrash(request, token, 'blog', id);
  }
});
