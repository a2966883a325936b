/**
 * D-13.2: the admin removes a newsletter address on the Subscribers screen (to the trash), and the toast's 'Undo'
 * brings it back.
 */
import { expect, openAs, runTag, test } from './admin-helpers';

test("a removed subscriber comes back with the toast's 'Undo'", async ({ page, request, token }) => {
  const email = `${runTag()}@example.in`;
  expect((await request.post('/api/subscribe/subscribe-add', { data: { email, consent: true } })).status()).toBe(200);
  await openAs(page, token, '/admin/subscribers');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `Delete ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete subscriber' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  const toast = page.getByRole('status').filter({ hasText: 'Subscriber moved to the trash.' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored.' })).toBeVisible();
  await expect(row).toHaveCount(1);
});
