/**
 * The Strapi panel for content editors: an editor invited with the shipped "Content editor" role logs in
 * at the CMS's /admin, rewrites an article in the rich-text editor, saves, and the public article page
 * shows it (after the web server's short HTML cache).
 */
import { expect, test } from '@playwright/test';
import { png } from '../admin/admin-helpers';
import { BLOGS, cmsUrl, inviteEditor, panelLogin, panelToken, superToken } from '../support/panel';
import { storedBlogContent } from '../support/stored';

test('an editor rewrites an article in the panel, publishes it, and the site shows it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the panel is a desktop tool');
  test.setTimeout(180_000);
  const email = `editor-${Date.now()}@cadmax.test`;
  const password = 'Panel-Editor-Pass-1';
  await inviteEditor(request, email, password);

  // The article to edit, made by the editor so other specs' articles are left alone.
  const editorToken = await panelToken(request, email, password);
  const created = await request.post(`${cmsUrl}${BLOGS}`, {
    headers: { authorization: `Bearer ${editorToken}` },
    data: { title: 'Panel e2e article', short_content: 'Edited in the Strapi panel', content: '<p>First draft.</p>' },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  await panelLogin(page, email, password);

  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`);
  const editor = page.locator('.cadmax-rich-text .ql-editor');
  // The panel's first load of an edit screen is slow on a busy machine.
  await expect(editor).toContainText('First draft.', { timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Rewritten in the panel ');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('with bold words');
  await expect(editor.locator('strong')).toHaveText('with bold words');

  const saved = page.waitForResponse(
    (res) => res.url().includes(`${BLOGS}/${documentId}`) && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  // Blogs have draft and publish: what the editor saved is a draft, on the site only once published.
  expect((await request.get(`/blog-details/${documentId}`)).status()).toBe(404);
  const published = page.waitForResponse(
    (res) => res.url().includes(`${BLOGS}/${documentId}/actions/publish`) && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  expect((await published).status()).toBe(200);

  // The web server drops its copy when the CMS announces the publish (its change stream): reload until the edit shows.
  await expect
    .poll(
      async () => {
        await page.goto(`/blog-details/${documentId}`);
        return await page.locator('.prose strong').textContent();
      },
      { timeout: 15_000 },
    )
    .toBe('with bold words');
  await expect(page.locator('.prose')).toContainText('Rewritten in the panel');
  await expect(page.locator('.prose')).not.toContainText('First draft.');
  // Ordinary spaces, as typed (Quill 2.0.3 wrote every one as &nbsp;).
  expect(storedBlogContent(documentId)[0]).toBe('<p>Rewritten in the panel <strong>with bold words</strong></p>');
});

test('a title-only edit in the panel stores the article byte-identical', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the panel is a desktop tool');
  // The panel's first load is slow on a busy machine.
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  // A seeded article's text, in a copy, so other specs keep the seeded one.
  const seeded = await request.get(
    `${cmsUrl}${BLOGS}?filters[title][$eq]=${encodeURIComponent('Industrial Parks That Work for Trucks and People')}`,
    { headers },
  );
  const original = ((await seeded.json()) as { results: { content: string }[] }).results[0]!;
  expect(original.content).toContain('trucks');
  const created = await request.post(`${cmsUrl}${BLOGS}`, {
    headers,
    data: {
      title: `Parks panel copy ${Date.now()}`,
      short_content: 'A copy of a seeded article',
      content: original.content,
    },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  const before = storedBlogContent(documentId);
  expect(before[0]).toBe(original.content);

  // An invited editor edits it: a login of its own, so the super admin's stays within Strapi's login limit.
  const email = `retitle-${Date.now()}@cadmax.test`;
  const password = 'Panel-Editor-Pass-1';
  await inviteEditor(request, email, password);
  await panelLogin(page, email, password);
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`);
  await expect(page.locator('.cadmax-rich-text .ql-editor')).toContainText('trucks', { timeout: 60_000 });
  await page.getByRole('textbox', { name: /^Title/ }).fill(`Parks panel copy ${Date.now()}, retitled`);
  const saved = page.waitForResponse(
    (res) => res.url().includes(`${BLOGS}/${documentId}`) && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  expect(storedBlogContent(documentId)).toEqual(before);
});

test("the panel's image button uploads the image to the media library with its alternative text", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the panel is a desktop tool');
  // The panel's first load is slow on a busy machine.
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  const created = await request.post(`${cmsUrl}${BLOGS}`, {
    headers,
    data: { title: `Panel image ${Date.now()}`, short_content: 'An image from the panel', content: '<p>Above.</p>' },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  // An invited Content editor puts the image in (a login of its own: see support/panel.ts).
  const email = `image-${Date.now()}@cadmax.test`;
  const password = 'Panel-Editor-Pass-1';
  await inviteEditor(request, email, password);
  await panelLogin(page, email, password);
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`);
  const editor = page.locator('.cadmax-rich-text .ql-editor');
  await expect(editor).toContainText('Above.', { timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.locator('.cadmax-rich-text .ql-toolbar button.ql-image').click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await dialog.getByLabel(/^Image file/).setInputFiles(await png('#aa3322', 'brick.png'));
  await dialog.getByLabel(/^Alternative text/).fill('A red brick wall');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
  const image = editor.locator('img[alt="A red brick wall"]');
  await expect(image).toHaveAttribute('src', /^\/uploads\/brick_\w+\.png$/);

  const saved = page.waitForResponse(
    (res) => res.url().includes(`${BLOGS}/${documentId}`) && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  const src = await image.getAttribute('src');
  const stored = storedBlogContent(documentId).at(-1) ?? '';
  expect(stored).toMatch(/<img [^>]*alt="A red brick wall"[^>]*>/);
  expect(stored).toContain(`src="${src}"`);
  // In the media library, with the alternative text the editor gave.
  const files = await request.get(`${cmsUrl}/upload/files?filters[url][$eq]=${encodeURIComponent(src!)}`, { headers });
  const body = (await files.json()) as { alternativeText: string }[] | { results: { alternativeText: string }[] };
  const [file] = Array.isArray(body) ? body : body.results;
  expect(file?.alternativeText).toBe('A red brick wall');
});
