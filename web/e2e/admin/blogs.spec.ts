import { auth, createBlog, expect, openAs, png, runTag, searchFor, test } from './admin-helpers';

test.describe('admin blogs', () => {
  test('create, see on the public site, search, edit, delete', async ({ page, request, token }) => {
    const tag = runTag();
    const title = `Heritage facade study ${tag}`;
    await openAs(page, token, '/admin/blog-list');
    await page.getByRole('link', { name: 'Add Blog' }).click();
    await expect(page.getByRole('heading', { name: 'Add Blog', level: 1 })).toBeVisible();

    const titleInput = page.getByLabel(/^Title/);
    await expect(titleInput).toHaveAttribute('maxlength', '100');
    await titleInput.fill(title);
    await expect(page.getByText(`${title.length}/100 characters`)).toBeVisible();
    await page
      .getByLabel(/^Short Content/)
      .fill('How we restored the sandstone front of a Jaipur haveli without losing its jharokhas.');
    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('The haveli sits on a narrow lane of the walled city.');
    await page.getByLabel('Meta Title').fill(`Facade study ${tag}`);
    await page.getByLabel('Meta Description').fill('Restoring a sandstone haveli facade in Jaipur.');
    await page.getByLabel('Meta Keywords').fill('heritage, facade, jaipur');
    await page.getByLabel('Image', { exact: true }).setInputFiles(await png('#aa5533', `facade-${tag}.png`));
    await page.getByRole('button', { name: 'Save Blog' }).click();

    await expect(page).toHaveURL(/\/admin\/blog-list$/);
    await page.getByLabel('Search blogs').fill(tag);
    const card = page.locator('.adm-grid-card', { hasText: title });
    await expect(card).toHaveCount(1);
    await expect(page.locator('.adm-grid-card')).toHaveCount(1);

    // The card opens the public article.
    const href = await card.locator('a.adm-grid-card__link').getAttribute('href');
    expect(href).toMatch(/^\/blog-details\/.+/);
    const publicPage = await page.context().newPage();
    await publicPage.goto(String(href));
    await expect(publicPage.getByRole('heading', { name: title })).toBeVisible();
    await publicPage.close();

    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Blog', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.locator('.ql-editor')).toContainText('narrow lane');
    const edited = `${title} revised`;
    await page.getByLabel(/^Title/).fill(edited);
    await page.getByRole('button', { name: 'Update Blog' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-list$/);
    await page.getByLabel('Search blogs').fill(tag);
    const editedCard = page.locator('.adm-grid-card', { hasText: edited });
    await expect(editedCard).toHaveCount(1);

    await editedCard.getByRole('button', { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete blog' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Nothing to see !!')).toBeVisible();
    const left = await request.get(`/api/blog/get?search=${tag}`, { headers: auth(token) });
    expect(((await left.json()) as { totalUsers: number }).totalUsers).toBe(0);
  });

  test('pages through search results 15 at a time', async ({ page, request, token }) => {
    const tag = runTag();
    const ids: string[] = [];
    for (let i = 1; i <= 17; i++) {
      const blog = { title: `Pager ${tag} ${i}`, short_content: 'Paging check.', content: '<p>Paging check.</p>' };
      ids.push(await createBlog(request, token, blog));
    }
    try {
      await openAs(page, token, '/admin/blog-list');
      // The unfiltered list can also read 'Page 1 of 2': wait for the settled term to reach the URL first.
      await searchFor(page, 'Search blogs', tag);
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
      await expect(page.locator('.adm-grid-card')).toHaveCount(15);
      await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText('Page 2 of 2')).toBeVisible();
      await expect(page.locator('.adm-grid-card')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
      await page.getByRole('button', { name: 'Page 1' }).click();
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
    } finally {
      for (const _id of ids) await request.post('/api/blog/delete', { headers: auth(token), data: { _id } });
    }
  });
});
