/**
 * Links never break (D-14.6): a project's slug typed in the admin form, with its public address previewed; after a
 * rename the old link, cached before, answers 301 and lands on the project's page at its new address; in the trash
 * the page answers 410 with the 404's look.
 */
import { expectStatus } from '../support/fixtures';
import { expect, fillProject, moveToTrash, openAs, saveProject, test } from './admin-helpers';

test('a renamed project’s old link redirects to its new address, and a trashed one answers 410', async ({
  page,
  request,
  token,
  tag,
}) => {
  const title = `Ring Road ${tag}`;
  const first = `ring-road-${tag}`;
  const renamed = `outer-ring-road-${tag}`;

  await openAs(page, token, '/admin/project-add');
  await fillProject(page, {
    title,
    content: 'A ring road around the walled city.',
    client: 'JDA',
    category: 'Planning',
    date: '2025-06-01',
  });
  const slug = page.getByLabel('URL slug');
  const preview = page.getByTestId('slug-preview');
  // Empty: the title's slug.
  await expect(preview).toHaveText(new RegExp(`/project/ring-road-${tag}$`));
  await slug.fill('Ring Road');
  await expect(page.getByText('URL slug may hold only lowercase letters')).toBeVisible();
  await slug.fill(first);
  await expect(preview).toHaveText(`${new URL(page.url()).origin}/project/${first}`);
  const saved = await saveProject(page, request, token, title);
  expect(saved.slug).toBe(first);

  // The page is served, then replayed from the web server's cache (again if another worker's project save emptied it
  // in between).
  await expect(async () => {
    expect((await request.get(`/project/${first}`)).status()).toBe(200);
    expect((await request.get(`/project/${first}`)).headers()['x-cache']).toBe('HIT');
  }).toPass({ timeout: 10_000 });

  await openAs(page, token, `/admin/project-update/${saved._id}`);
  await expect(slug).toHaveValue(first);
  await slug.fill(renamed);
  await expect(page.getByText(`the old address /project/${first} will redirect here`)).toBeVisible();
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page).toHaveURL(/\/admin\/project-list$/);

  // The cached copy of the old address is gone: it answers 301, with the query kept.
  const old = await request.get(`/project/${first}?ref=mail`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/project/${renamed}?ref=mail`);

  const landed = await page.goto(`/project/${first}`);
  expect(landed?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/project/${renamed}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/project/${renamed}</loc>`);
  expect(sitemap).not.toContain(`/project/${first}</loc>`);

  // In the trash: both addresses answer 410, with the 404 page's look.
  expectStatus(410);
  expect((await moveToTrash(request, token, 'project', saved._id)).status()).toBe(200);
  for (const address of [renamed, first]) {
    const gone = await page.goto(`/project/${address}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'Page removed', level: 1 })).toBeVisible();
    await expect(page.getByText('This page has been removed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  }
});
