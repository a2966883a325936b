import { showOnBlogPage } from '../support/fixtures';
import { enquiryFrom, postEnquiry } from '../support/public-forms';
import {
  ADMIN,
  auth,
  createBlog,
  createTeamMember,
  deleteRow,
  expect,
  moveToTrash,
  openAs,
  searchFor,
  test,
} from './admin-helpers';

/**
 * D-11.2 undo instead of loss: every delete's toast offers 'Undo'; the Trash screen restores or deletes for good.
 * Other workers write at the same time, so each test finds its own records by a unique tag.
 */

test.describe('the trash', () => {
  test("a deleted blog comes back with the toast's 'Undo', in the admin and on the public site", async ({
    page,
    request,
    token,
    tag,
  }) => {
    const title = `Cool lanes ${tag}`;
    const id = await createBlog(request, token, {
      title,
      short_content: 'How Jaipur’s walled city keeps its streets cool.',
      content: '<p>Arcades, courtyards and narrow lanes shade the old city.</p>',
    });
    await openAs(page, token, `/admin/blog-list?search=${tag}`);
    const card = page.locator('.adm-grid-card', { hasText: title });
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete blog' });
    await expect(dialog).toContainText('It stays in the trash for 30 days, where it can be restored.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Nothing to see !!')).toBeVisible();
    expect((await request.get(`/api/site/blogs/${id}`)).status()).toBe(404);

    // The toast is a status region (read out), and the keyboard lands on its 'Undo' once the dialog has closed.
    const toast = page.getByRole('status').filter({ hasText: 'Blog deleted successfully.' });
    await expect(toast).toBeVisible();
    const undo = toast.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Restored.' })).toBeVisible();
    await expect(toast).toBeHidden();
    await expect(card).toHaveCount(1);

    expect((await request.get(`/api/site/blogs/${id}`)).status()).toBe(200);
    await showOnBlogPage(page, title);
    await moveToTrash(request, token, 'blog', id);
  });

  test('a deleted team member is restored from the Trash screen', async ({ page, request, token, tag }) => {
    const name = `Kavya Shekhawat ${tag}`;
    await createTeamMember(request, token, { name, position: 'Surveyor' });
    await openAs(page, token, '/admin/team');
    await deleteRow(page, name);

    await page.goto('/admin/trash');
    await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
    await page.getByLabel('Type').selectOption({ label: 'Team member' });
    await searchFor(page, 'Search the trash by title', tag);
    await expect(page).toHaveURL(/type=team-member/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Team member');
    await expect(row).toContainText(ADMIN.email);
    await row.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Restored.' })).toBeVisible();
    await expect(page.getByText('No data available')).toBeVisible();

    await page.goto('/admin/team');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Surveyor');
    await deleteRow(page, name);
  });

  test('a deleted enquiry is deleted for good from the Trash screen', async ({ page, request, token, tag }) => {
    const name = `Nidhi Agarwal ${tag}`;
    await postEnquiry(request, enquiryFrom(name));
    await openAs(page, token, '/admin/contact-list');
    const enquiry = page.getByRole('row', { name: new RegExp(name) });
    await enquiry.getByRole('button', { name: `Delete enquiry from ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete enquiry' }).getByRole('button', { name: 'Delete' }).click();
    await expect(enquiry).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Enquiry moved to the trash.' })).toBeVisible();

    await page.goto(`/admin/trash?search=${tag}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Enquiry');
    await row.getByRole('button', { name: `Delete ${name} for good` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete for good' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deleted for good.' })).toBeVisible();
    await expect(page.getByText('No data available')).toBeVisible();

    const trash = await request.get(`/api/trash?search=${tag}`, { headers: auth(token) });
    expect(((await trash.json()) as { totalUsers: number }).totalUsers).toBe(0);
    const inbox = await request.get('/api/contact-get', { headers: auth(token) });
    expect(JSON.stringify(await inbox.json())).not.toContain(tag);
  });
});
