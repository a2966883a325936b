/**
 * Drafts (D-11.5): a blog saved as a draft is off the public site, opens through its signed preview link (and only
 * with it), and is published by the scheduler at the time set in 'Publish at'.
 */
import { showOnBlogPage } from '../support/fixtures';
import { auth, createBlog, createProject, expect, moveToTrash, openAs, openNewBlog, test } from './admin-helpers';

// The texts a person reads, as the contract's messages have them (the e2e suite runs outside its build).
const DRAFT_SAVED = 'Draft saved. It is not on the site until you publish it.';
const CONFIRM_UNPUBLISH = 'Take this off the public site? Visitors will no longer see it until you publish it again.';
/** India Standard Time, UTC+05:30: the admin's 'Publish at' is typed in it. */
const IST_OFFSET_MS = 330 * 60_000;

test.describe('blog drafts', () => {
  test('save a draft, preview it, refuse a bad link, publish it at a set time', async ({ page, token, tag }) => {
    // A long flow that waits for the scheduler: more than the suite's default minute on a busy machine.
    test.setTimeout(180_000);
    const title = `Stepwell draft ${tag}`;
    await openNewBlog(page, token, { title, short_content: 'Notes on the stepwells of Jaipur, not ready yet.' });
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Panna Meena ka Kund keeps its water in the dry months.');
    await expect(page.getByText('Not saved yet')).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    // The toast says the change is not public yet (D-13.4).
    await expect(page.getByText(DRAFT_SAVED)).toBeVisible();

    await expect(page).toHaveURL(/\/admin\/blog-list$/);
    await page.getByLabel('Search blogs').fill(tag);
    const card = page.locator('.adm-grid-card', { hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.locator('.adm-state')).toHaveText('Draft');

    // The public blog page does not list it.
    const visitor = await page.context().newPage();
    await visitor.goto('/blog');
    await expect(visitor.getByRole('heading', { name: 'Blogs and Upcoming Project' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    // 'Preview' signs a link to the draft's public page.
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Blog', level: 1 })).toBeVisible();
    await expect(page.locator('.adm-publishing .adm-state')).toHaveText('Draft');
    await page.getByRole('button', { name: 'Preview' }).click();
    const previewLink = page.getByRole('link', { name: 'open the preview' });
    await expect(previewLink).toBeVisible();
    const href = String(await previewLink.getAttribute('href'));
    expect(href).toMatch(/^\/preview\/blog\/[a-z0-9]+\?token=.+$/);

    const preview = await visitor.goto(href);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toBe('no-store');
    expect(preview?.headers()['x-robots-tag']).toBe('noindex');
    await expect(visitor.getByRole('status').filter({ hasText: 'Preview — not published' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(visitor.getByText('Panna Meena ka Kund')).toBeVisible();

    // Without the token, or with a changed one: refused, and no draft on the page.
    const path = href.slice(0, href.indexOf('?'));
    const linkToken = new URL(href, 'http://site').searchParams.get('token')!;
    const tampered = `${linkToken.slice(0, -1)}${linkToken.endsWith('A') ? 'B' : 'A'}`;
    for (const refused of [path, `${path}?token=${encodeURIComponent(tampered)}`]) {
      const res = await visitor.goto(refused);
      expect(res?.status()).toBe(403);
      await expect(visitor.getByRole('heading', { name: 'This preview link is invalid or has expired' })).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
    }

    // 'Publish at' a few seconds ahead, typed in IST's wall clock (D-13.5, whatever the browser's zone): scheduled,
    // then published by the CMS on its own.
    const at = new Date(Date.now() + 8000);
    const local = new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19);
    await page.getByLabel('Publish at').fill(local);
    await page.getByRole('button', { name: 'Publish at this time' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-list$/);
    await page.getByLabel('Search blogs').fill(tag);
    await expect(card.locator('.adm-state')).toHaveText(/^Scheduled for /);

    await expect(async () => {
      await showOnBlogPage(visitor, title);
    }).toPass({ timeout: 60_000 });
    await page.reload();
    await expect(page.locator('.adm-grid-card', { hasText: title }).locator('.adm-state')).toHaveText('Published');
    await visitor.close();
  });

  test("'Unpublish' asks first; a draft's card opens its preview, not a public 404 (D-13.4)", async ({
    page,
    request,
    token,
    tag,
  }) => {
    const title = `Johari bazaar ${tag}`;
    const id = await createBlog(request, token, {
      title,
      short_content: 'The jewellers’ market and its arcades.',
      content: '<p>Pink arcades line the bazaar.</p>',
    });
    await openAs(page, token, `/admin/blog-update/${id}`);
    await expect(page.locator('.adm-publishing .adm-state')).toHaveText('Published');
    await page.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpublish' });
    await expect(dialog).toContainText(CONFIRM_UNPUBLISH);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.adm-publishing .adm-state')).toHaveText('Published');

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Unpublished.')).toBeVisible();
    await expect(page.locator('.adm-publishing .adm-state')).toHaveText('Draft');

    await openAs(page, token, `/admin/blog-list?search=${tag}`);
    const card = page.locator('.adm-grid-card', { hasText: title });
    const opened = page.waitForEvent('popup');
    await card.getByRole('link', { name: title, exact: true }).click();
    const preview = await opened;
    await expect(preview).toHaveURL(/\/preview\/blog\/[a-z0-9]+\?token=/);
    await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await preview.close();
    // A draft left behind would differ the dashboard's count from the blog list's for the tests beside this one.
    expect((await moveToTrash(request, token, 'blog', id)).ok()).toBeTruthy();
  });
});

test.describe('project drafts', () => {
  test('a draft edit of a published project is "Published with unpublished changes" on the card, the form and the API', async ({
    page,
    request,
    token,
    tag,
  }) => {
    const title = `Sanganer depot ${tag}`;
    const { _id: id } = await createProject(request, token, {
      title,
      content: 'A bus depot.',
      client: 'JCTSL',
      category: 'Transport',
      date: '2026-02-01',
    });

    await openAs(page, token, `/admin/project-update/${id}`);
    await expect(page.getByRole('heading', { name: 'Edit Project', level: 1 })).toBeVisible();
    await expect(page.locator('.adm-publishing .adm-state')).toHaveText('Published');
    await page.getByLabel(/^Title/).fill(`${title}, phase two`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/project-list$/);

    await page.getByLabel('Search projects').fill(tag);
    const card = page.locator('.adm-grid-card', { hasText: `${title}, phase two` });
    await expect(card.locator('.adm-state')).toHaveText('Published with unpublished changes');
    await expect(card.getByRole('link', { name: `Edit ${title}, phase two` })).toHaveAttribute(
      'href',
      `/admin/project-update/${id}`,
    );
    await openAs(page, token, `/admin/project-update/${id}`);
    await expect(page.locator('.adm-publishing .adm-state')).toHaveText('Published with unpublished changes');
    const admin = await request.get(`/api/project/admin-get/${id}`, { headers: auth(token) });
    expect(((await admin.json()) as { data: { state: string } }).data.state).toBe('modified');
    // The public version is still the published one.
    const live = await request.get(`/api/project-get/${id}`);
    expect(((await live.json()) as { data: { title: string } }).data.title).toBe(title);
    // Off the public grid again: other tests list the seeded projects exactly.
    expect((await moveToTrash(request, token, 'project', id)).ok()).toBeTruthy();
  });
});
