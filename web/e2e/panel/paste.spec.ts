/**
 * A paste from a web page into the Strapi panel's rich-text field keeps only what the toolbar offers, the
 * same filter as the React admin's editor: the stored article and the public page have no foreign image, no colour
 * or highlight the toolbar did not choose, no script or style text, and the table as a readable list; a notice says
 * which image was left out.
 */
import { expect, test } from '@playwright/test';
import { storedBlogContent } from '../support/stored';
import {
  expectCleanArticle,
  expectCleanStoredHtml,
  expectDroppedImageNotice,
  pasteWebPage,
  screenshotEditor,
} from '../support/paste';
import { BLOGS, cmsUrl, inviteEditor, panelLogin, superToken } from '../support/panel';

test('a paste from a web page into the panel keeps only what the toolbar offers', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the panel is a desktop tool; the screenshots cover the phone size');
  // The panel's first load is slow on a busy machine.
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  const created = await request.post(`${cmsUrl}${BLOGS}`, {
    headers,
    data: {
      title: `Panel paste ${Date.now()}`,
      short_content: 'Pasted from another website',
      content: '<p>Intro.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  // An invited Content editor pastes (a login of its own: see support/panel.ts).
  const email = `paste-${Date.now()}@cadmax.test`;
  const password = 'Panel-Editor-Pass-1';
  await inviteEditor(request, email, password);
  await panelLogin(page, email, password);
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`);
  const editor = page.locator('.cadmax-rich-text .ql-editor');
  await expect(editor).toContainText('Intro.', { timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await pasteWebPage(editor);
  await expectDroppedImageNotice(page);
  await screenshotEditor(page, 'panel');

  const saved = page.waitForResponse(
    (res) => res.url().includes(`${BLOGS}/${documentId}`) && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  expectCleanStoredHtml(storedBlogContent(documentId).at(-1) ?? '');
  const published = page.waitForResponse(
    (res) => res.url().includes(`${BLOGS}/${documentId}/actions/publish`) && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  expect((await published).status()).toBe(200);
  // The web server drops its copy when the CMS announces the publish: reload until the article shows.
  await expect
    .poll(async () => (await page.goto(`/blog-details/${documentId}`))?.status(), { timeout: 15_000 })
    .toBe(200);
  await expectCleanArticle(page);
});
