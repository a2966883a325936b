/**
 * A paste from a web page into the React admin's article editor keeps only what the toolbar offers: the
 * stored article and the public page have no foreign image, no colour or highlight the toolbar did not choose, no
 * script or style text, and the table as a readable list; a notice says which image was left out.
 */
import { expectCleanArticle, expectCleanStoredHtml, pasteWebPage } from '../support/editor';
import { storedBlogContent } from '../support/stored';
import { moveToTrash, openNewBlog, runTag, saveNewBlog, test } from './admin-helpers';

test('a paste from a web page keeps only what the toolbar offers', async ({ page, token }) => {
  await openNewBlog(page, token, {
    title: `Pasted plan ${runTag()}`,
    short_content: 'An article pasted from another website.',
  });
  await pasteWebPage(page, page.locator('.ql-editor'), 'admin');
  const id = await saveNewBlog(page);
  try {
    expectCleanStoredHtml(storedBlogContent(id)[0] ?? '');
    await page.goto(`/blog-details/${id}`);
    await expectCleanArticle(page);
  } finally {
    // Other specs read the public list; a leftover blog would push the seeded ones off its first page.
    await moveToTrash(page.request, token, 'blog', id);
  }
});
