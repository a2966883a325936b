/**
 * A paste from a web page into the React admin's article editor keeps only what the toolbar offers: the
 * stored article and the public page have no foreign image, no colour or highlight the toolbar did not choose, no
 * script or style text, and the table as a readable list; a notice says which image was left out.
 */
import { storedBlogContent } from '../support/stored';
import {
  expectCleanArticle,
  expectCleanStoredHtml,
  expectDroppedImageNotice,
  pasteWebPage,
  screenshotEditor,
} from '../support/paste';
import { auth, expect, openAs, runTag, test } from './admin-helpers';

test('a paste from a web page keeps only what the toolbar offers', async ({ page, token }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the screenshots cover the phone size');
  const tag = runTag();
  await openAs(page, token, '/admin/blog-add');
  await page.getByLabel(/^Title/).fill(`Pasted plan ${tag}`);
  await page.getByLabel(/^Short content/).fill('An article pasted from another website.');
  const editor = page.locator('.ql-editor');
  await pasteWebPage(editor);
  await expectDroppedImageNotice(page);
  await screenshotEditor(page, 'admin');

  const created = page.waitForResponse((res) => res.url().endsWith('/api/blog/create'));
  await page.getByRole('button', { name: 'Save Blog' }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: { _id: string } };
  try {
    expectCleanStoredHtml(storedBlogContent(data._id)[0] ?? '');
    await page.goto(`/blog-details/${data._id}`);
    await expectCleanArticle(page);
  } finally {
    // Other specs read the public list; a leftover blog would push the seeded ones off its first page.
    await page.request.post('/api/blog/delete', { headers: auth(token), data: { _id: data._id } });
  }
});
