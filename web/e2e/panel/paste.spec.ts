/**
 * A paste from a web page into the Strapi panel's rich-text field keeps only what the toolbar offers, the
 * same filter as the React admin's editor: the stored article and the public page have no foreign image, no colour
 * or highlight the toolbar did not choose, no script or style text, and the table as a readable list; a notice says
 * which image was left out.
 */
import { expect, test } from '@playwright/test';
import { caretAtEnd, expectCleanArticle, expectCleanStoredHtml, pasteWebPage } from '../support/editor';
import { openNewBlogAsEditor, publishPanelBlog, savePanelBlog } from '../support/panel';
import { storedBlogContent } from '../support/stored';

test('a paste from a web page into the panel keeps only what the toolbar offers', async ({ page, request }) => {
  // The panel's first load is slow on a busy machine.
  test.setTimeout(180_000);
  // An invited Content editor pastes (a login of its own: see support/panel.ts).
  const { documentId, editor } = await openNewBlogAsEditor(page, request, {
    title: `Panel paste ${Date.now()}`,
    short_content: 'Pasted from another website',
    content: '<p>Intro.</p>',
  });
  await caretAtEnd(editor);
  await page.keyboard.press('Enter');
  await pasteWebPage(page, editor, 'panel');

  await savePanelBlog(page, documentId);
  expectCleanStoredHtml(storedBlogContent(documentId).at(-1) ?? '');
  await publishPanelBlog(page, documentId);
  // The web server drops its copy when the CMS announces the publish: reload until the article shows.
  await expect
    .poll(async () => (await page.goto(`/blog-details/${documentId}`))?.status(), { timeout: 15_000 })
    .toBe(200);
  await expectCleanArticle(page);
});
