/**
 * The Strapi panel for content editors: an editor invited with the shipped "Content editor" role logs in
 * at the CMS's /admin, rewrites an article in the rich-text editor, saves, and the public article page
 * shows it (after the web server's short HTML cache).
 */
import { expect, test } from '@playwright/test';
import { png } from '../admin/admin-helpers';
import { caretAtEnd, insertImage } from '../support/editor';
import { BLOGS, cmsUrl, openNewBlogAsEditor, publishPanelBlog, savePanelBlog, superToken } from '../support/panel';
import { storedBlogContent } from '../support/stored';

// The panel's first load of an edit screen is slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an editor rewrites an article in the panel, publishes it, and the site shows it', async ({ page, request }) => {
  const { documentId, editor } = await openNewBlogAsEditor(page, request, {
    title: 'Panel e2e article',
    short_content: 'Edited in the Strapi panel',
    content: '<p>First draft.</p>',
  });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Rewritten in the panel ');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('with bold words');
  await expect(editor.locator('strong')).toHaveText('with bold words');

  await savePanelBlog(page, documentId);
  // Blogs have draft and publish: what the editor saved is a draft, on the site only once published.
  expect((await request.get(`/blog-details/${documentId}`)).status()).toBe(404);
  await publishPanelBlog(page, documentId);

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

test('a title-only edit in the panel stores the article byte-identical', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  // A seeded article's text, in a copy, so other specs keep the seeded one.
  const seeded = await request.get(
    `${cmsUrl}${BLOGS}?filters[title][$eq]=${encodeURIComponent('Industrial Parks That Work for Trucks and People')}`,
    { headers },
  );
  const original = ((await seeded.json()) as { results: { content: string }[] }).results[0]!;
  expect(original.content).toContain('trucks');
  // An invited editor copies and edits it: a login of its own, so the super admin's stays within Strapi's login limit.
  const { documentId } = await openNewBlogAsEditor(
    page,
    request,
    { title: `Parks panel copy ${Date.now()}`, short_content: 'A copy of a seeded article', content: original.content },
    'trucks',
  );
  const before = storedBlogContent(documentId);
  expect(before[0]).toBe(original.content);
  await page.getByRole('textbox', { name: /^Title/ }).fill(`Parks panel copy ${Date.now()}, retitled`);
  await savePanelBlog(page, documentId);
  expect(storedBlogContent(documentId)).toEqual(before);
});

test("the panel's image button uploads the image to the media library with its alternative text", async ({
  page,
  request,
}) => {
  const { documentId, editor } = await openNewBlogAsEditor(page, request, {
    title: `Panel image ${Date.now()}`,
    short_content: 'An image from the panel',
    content: '<p>Above.</p>',
  });
  await caretAtEnd(editor);
  await insertImage(page, page.locator('.cadmax-rich-text .ql-toolbar'), {
    file: await png('#aa3322', 'brick.png'),
    alt: 'A red brick wall',
  });
  const image = editor.locator('img[alt="A red brick wall"]');
  await expect(image).toHaveAttribute('src', /^\/uploads\/brick_\w+\.png$/);

  await savePanelBlog(page, documentId);
  const src = await image.getAttribute('src');
  const stored = storedBlogContent(documentId).at(-1) ?? '';
  expect(stored).toMatch(/<img [^>]*alt="A red brick wall"[^>]*>/);
  expect(stored).toContain(`src="${src}"`);
  // In the media library, with the alternative text the editor gave.
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  const files = await request.get(`${cmsUrl}/upload/files?filters[url][$eq]=${encodeURIComponent(src!)}`, { headers });
  const body = (await files.json()) as { alternativeText: string }[] | { results: { alternativeText: string }[] };
  const [file] = Array.isArray(body) ? body : body.results;
  expect(file?.alternativeText).toBe('A red brick wall');
});

test("an editor writes an article's Hindi version in the panel's locale switcher, and /hi shows it as typed", async ({
  page,
  request,
}) => {
  const { documentId } = await openNewBlogAsEditor(page, request, {
    title: 'Panel article in two languages',
    short_content: 'English first.',
    content: '<p>English text.</p>',
  });
  await publishPanelBlog(page, documentId);
  // Strapi's own locale switcher: the same document in Hindi, empty until written.
  await page.goto(`${cmsUrl}/admin${BLOGS}/${documentId}?plugins[i18n][locale]=hi`);
  const editor = page.locator('.cadmax-rich-text .ql-editor');
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: /^Title/ }).fill('पैनल में लिखा लेख');
  await page.getByRole('textbox', { name: /^Short content/ }).fill('पहले अंग्रेज़ी, फिर हिंदी।');
  await editor.click();
  await page.keyboard.type('पैनल से लिखा हिंदी पाठ।');
  await savePanelBlog(page, documentId);
  await publishPanelBlog(page, documentId);

  await expect
    .poll(
      async () => {
        await page.goto(`/hi/blog-details/${documentId}`);
        return await page.getByRole('heading', { level: 1 }).textContent();
      },
      { timeout: 15_000 },
    )
    .toBe('पैनल में लिखा लेख');
  await expect(page.locator('.prose')).toHaveText('पैनल से लिखा हिंदी पाठ।');
  await page.goto(`/blog-details/${documentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel article in two languages');
});
