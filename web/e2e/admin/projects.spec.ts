import type { Page } from '@playwright/test';
import { auth, createProject, expect, moveToTrash, openAs, png, searchFor, test } from './admin-helpers';

const thumbs = (page: Page) => page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');

test.describe('admin projects', () => {
  test('create with 3 images reordered and a cover, see it public, edit, search, delete', async ({
    page,
    request,
    token,
    tag,
  }) => {
    const title = `Amer road township ${tag}`;
    await openAs(page, token, '/admin/project-list');
    await page.getByRole('link', { name: 'Add Project' }).click();
    await expect(page.getByRole('heading', { name: 'Add Project', level: 1 })).toBeVisible();

    await page.getByLabel(/^Title/).fill(title);
    const content = 'A 40-acre plotted township with a central green spine and rainwater recharge.';
    await page.getByLabel(/^Content/).fill(content);
    await expect(page.getByText(`${content.length}/300 characters`)).toBeVisible();
    await page.getByLabel(/^Client/).fill('Amer Developers');
    await page.getByLabel(/^Category/).fill('Urban Planning');
    await page.getByLabel(/^Date/).fill('2025-03-14');
    await page
      .getByLabel('Add images')
      .setInputFiles([
        await png('#cc2222', `red${tag}.png`),
        await png('#22aa22', `green${tag}.png`),
        await png('#2244cc', `blue${tag}.png`),
      ]);
    await expect(thumbs(page)).toHaveCount(3);

    // red, green, blue → keyboard: green, red, blue → drag blue onto the first: blue, green, red → cover red: red, blue, green
    await page.getByRole('button', { name: 'Move image 1 down' }).click();
    await thumbs(page).nth(2).dragTo(thumbs(page).nth(0));
    await thumbs(page).nth(2).getByRole('button', { name: 'Make cover' }).click();
    await expect(thumbs(page).nth(0).getByText('Cover')).toBeVisible();
    await page.getByRole('button', { name: 'Save Project' }).click();
    await expect(page).toHaveURL(/\/admin\/project-list$/);

    await page.getByLabel('Search projects').fill(tag);
    const card = page.locator('.adm-grid-card', { hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Amer Developers');
    await expect(card).toContainText('Urban Planning');

    // Stored in that order: the cover first.
    const list = await request.get(`/api/project-get?search=${tag}`, { headers: auth(token) });
    const [saved] = ((await list.json()) as { data: { _id: string; slug: string; Image: string[] }[] }).data;
    expect(saved?.Image.map((url) => ['red', 'green', 'blue'].find((c) => url.includes(`${c}${tag}`)))).toEqual([
      'red',
      'blue',
      'green',
    ]);

    // The card opens the project's public page, which shows the project.
    await expect(card.locator('a.adm-grid-card__link')).toHaveAttribute('href', `/project/${saved?.slug}`);
    const publicPage = await page.context().newPage();
    await publicPage.goto(`/project/${saved?.slug}`);
    await expect(publicPage.getByRole('heading', { name: title })).toBeVisible();
    await publicPage.close();

    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Project', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.getByLabel(/^Date/)).toHaveValue('2025-03-14');
    await expect(thumbs(page)).toHaveCount(3);
    await expect(thumbs(page).nth(0).locator('img')).toHaveAttribute('src', new RegExp(`red${tag}`));
    await page.getByRole('button', { name: 'Remove image 3' }).click();
    await page.getByLabel(/^Client/).fill('Amer Developers LLP');
    await page.getByRole('button', { name: 'Update Project' }).click();
    await expect(page).toHaveURL(/\/admin\/project-list$/);
    await page.getByLabel('Search projects').fill(tag);
    await expect(page.locator('.adm-grid-card', { hasText: 'Amer Developers LLP' })).toHaveCount(1);
    const one = await request.get(`/api/project-get/${saved?._id}`, { headers: auth(token) });
    expect(((await one.json()) as { data: { Image: string[] } }).data.Image).toHaveLength(2);

    await page
      .locator('.adm-grid-card', { hasText: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete project' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Nothing to see !!')).toBeVisible();
  });

  test('pages through search results', async ({ page, request, token, tag }) => {
    const ids: string[] = [];
    for (let i = 1; i <= 16; i++) {
      const project = await createProject(request, token, {
        title: `Pager ${tag} ${i}`,
        content: 'Paging check.',
        client: 'Check',
        category: 'Check',
        date: '2024-01-01',
        imageOrder: '[]',
      });
      ids.push(project._id);
    }
    try {
      await openAs(page, token, '/admin/project-list');
      // The unfiltered list can also read 'Page 1 of 2': wait for the settled term to reach the URL first.
      await searchFor(page, 'Search projects', tag);
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
      await expect(page.locator('.adm-grid-card')).toHaveCount(15);
      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect(page.getByText('Page 2 of 2')).toBeVisible();
      await expect(page.locator('.adm-grid-card')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    } finally {
      for (const id of ids) await moveToTrash(request, token, 'project', id);
    }
  });
});

test.describe('the Hindi version (D-15)', () => {
  test('a project gets its Hindi texts on its own tab; its images and date stay shared', async ({
    page,
    request,
    token,
    tag,
  }) => {
    const title = `Kishangarh park ${tag}`;
    const { _id, slug } = await createProject(request, token, {
      title,
      content: 'A logistics park on the marble belt.',
      client: 'RIICO',
      category: 'Industrial',
      date: '2026-03-01',
    });
    await openAs(page, token, `/admin/project-update/${_id}?locale=hi`);
    await expect(page.getByRole('status')).toContainText('has no Hindi version yet');
    // Texts only: no images, logo, address or date on this tab.
    await expect(page.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);
    await expect(page.getByLabel('Date')).toHaveCount(0);
    const hindiTitle = `किशनगढ़ पार्क ${tag}`;
    await page.getByLabel(/^Title/).fill(hindiTitle);
    await page.getByLabel(/^Content/).fill('मार्बल बेल्ट पर एक लॉजिस्टिक्स पार्क।');
    await page.getByLabel(/^Client/).fill('रीको');
    await page.getByLabel(/^Category/).fill('औद्योगिक');
    await page.getByRole('button', { name: 'Update Project' }).click();
    await expect(page).toHaveURL(/\/admin\/project-list$/);

    await page.goto(`/hi/project/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiTitle);
    await expect(page.getByText('रीको')).toBeVisible();
    await page.goto(`/project/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});
