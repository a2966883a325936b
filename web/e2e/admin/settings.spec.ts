import { ADMIN, auth, expect, openAs, png, runTag, test } from './admin-helpers';

test.describe('admin settings', () => {
  test('updates the profile, and the top bar shows it', async ({ page, request, token }) => {
    await openAs(page, token, '/admin/dashboard');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Profile Update' })).toHaveAttribute('aria-selected', 'true');
    const nameInput = page.getByLabel(/^Name/);
    const original = await nameInput.inputValue();
    const tag = runTag();
    try {
      await nameInput.fill(`Site Admin ${tag}`);
      const phone = page.getByLabel(/^Phone/);
      await phone.fill('98a76543210');
      await expect(phone).toHaveValue('9876543210');
      await page.getByLabel('Profile Image').setInputFiles(await png('#335577', `avatar${tag}.png`));
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expect(page.locator('.adm-topbar__name')).toHaveText(`Site Admin ${tag}`);
      await expect(page.locator('.adm-topbar img.adm-avatar')).toHaveAttribute('src', new RegExp(`avatar${tag}`));
    } finally {
      await request.post('/api/profile-update', {
        headers: auth(token),
        multipart: { name: original || 'Site Admin', email: ADMIN.email, phone: '9876543210' },
      });
    }
  });

  test("the password tab says 'Passwords do not match!' without a request", async ({ page, token }) => {
    await openAs(page, token, '/admin/settings');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/reset-password')) sent = true;
    });
    await page.getByRole('tab', { name: 'Reset Password' }).click();
    await page.getByLabel(/^Current Password/).fill(ADMIN.password);
    await page.getByLabel(/^New Password/).fill('Jaipur-Pink-City-1');
    await page.getByLabel(/^Confirm Password/).fill('Jaipur-Pink-City-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();
    expect(sent).toBe(false);
  });
});
