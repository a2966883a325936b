import {
  ADMIN,
  auth,
  createBlog,
  createTeamMember,
  expect,
  expectColumns,
  moveToTrash,
  openAs,
  test,
} from './admin-helpers';

/**
 * D-11.3 the activity list: every admin write, newest first, with who did it; filtered by type, action, admin and
 * days. Other workers write at the same time, so each check narrows to this test's own record by type and action.
 */
test.describe('the activity list', () => {
  test('shows the create, delete and restore of a record with the admin, and filters them', async ({
    page,
    request,
    token,
    tag,
  }) => {
    const name = `Devendra Singh ${tag}`;
    const id = await createTeamMember(request, token, { name, position: 'Land Surveyor' });
    const deleted = await request.post('/api/teams-delete', { headers: auth(token), data: { _id: id } });
    const trashId = deleted.headers()['x-trash-id'];
    expect(trashId).toBeTruthy();
    expect((await request.post('/api/trash/restore', { headers: auth(token), data: { _id: trashId } })).ok()).toBe(
      true,
    );

    await openAs(page, token, '/admin/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await expectColumns(page, ['#', 'When', 'Who', 'Action', 'Type', 'Title', 'Detail']);
    await page.getByLabel('Type').selectOption({ label: 'Team member' });
    await expect(page).toHaveURL(/type=team-member/);

    for (const [action, value] of [
      ['Created', 'create'],
      ['Moved to trash', 'delete'],
      ['Restored', 'restore'],
    ] as const) {
      await page.getByLabel('Action').selectOption({ label: action });
      await expect(page).toHaveURL(new RegExp(`action=${value}`));
      // Every row is of the chosen action and type; this record's is among them, by this admin.
      await expect(page.locator('tbody td:nth-child(4)').filter({ hasNotText: action })).toHaveCount(0);
      await expect(page.locator('tbody td:nth-child(5)').filter({ hasNotText: 'Team member' })).toHaveCount(0);
      const mine = page.getByRole('row', { name: new RegExp(name) });
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText(ADMIN.email);
      // A team member has no edit screen of its own: the title is text, not a link.
      await expect(mine.getByRole('link')).toHaveCount(0);
    }

    // The admin and the days apply with 'Filter'.
    const mine = page.getByRole('row', { name: new RegExp(name) });
    await page.getByLabel('Admin (email)').fill(ADMIN.email.toUpperCase());
    // The filter's days are the site's calendar, Jaipur's (D-13.5): from 18:30 UTC it is already tomorrow there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today}`));
    await expect(mine).toHaveCount(1);

    await page.getByLabel('Admin (email)').fill(`nobody.${tag}@example.in`);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('No data available')).toBeVisible();

    await page.getByLabel('Admin (email)').fill('');
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('No data available')).toBeVisible();

    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/[?&](type|action|user|from|to)=/);
    await expect(page.getByLabel('Type')).toHaveValue('');
    await expect(page.getByLabel('Action')).toHaveValue('');
    await expect(page.getByLabel('From')).toHaveValue('');
    await request.post('/api/teams-delete', { headers: auth(token), data: { _id: id } });
  });

  test("a blog's entry links to its edit screen", async ({ page, request, token, tag }) => {
    const title = `Haveli courtyards ${tag}`;
    const id = await createBlog(request, token, {
      title,
      short_content: 'Shade and air.',
      content: '<p>Shade and air.</p>',
    });
    try {
      await openAs(page, token, '/admin/activity?type=blog&action=create');
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/blog-update/${id}$`));
      await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    } finally {
      await moveToTrash(request, token, 'blog', id);
    }
  });
});
