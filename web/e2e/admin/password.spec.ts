import { ADMIN, auth, expect, loginViaForm, runTag, test, TOKEN_KEY } from './admin-helpers';

/**
 * A password change and a logout end every admin session (the CMS bumps the token version), so this
 * spec runs in its own Playwright project after all the others (web/playwright.config.ts), and its tests one
 * after the other: a logout in one would end the other's session midway.
 */
test.describe.configure({ mode: 'serial' });

test('Logout ends the session on the server, then clears it and goes to the login page', async ({ page, request }) => {
  await loginViaForm(page);
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  expect((await request.get('/api/profile-token', { headers: auth(token!) })).status()).toBe(200);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Logout successfully!')).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  // A copy of the token (another tab, a leaked one) no longer works either.
  expect((await request.get('/api/profile-token', { headers: auth(token!) })).status()).toBe(401);
});

test('changes the password, logs out, logs back in with it, then restores it', async ({ page, request }) => {
  const next = `Jaipur-${runTag()}`;
  await loginViaForm(page);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile Settings' }).click();
  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await page.getByLabel(/^Current Password/).fill(ADMIN.password);
  await page.getByLabel(/^New Password/).fill(next);
  await page.getByLabel(/^Confirm Password/).fill(next);
  try {
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password updated successfully.')).toBeVisible();
    // The session goes on with the fresh token the CMS returned.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await loginViaForm(page, next);
  } finally {
    // Restore, so the next run (and spec order) does not matter.
    const login = await request.post('/api/login', { data: { email: ADMIN.email, password: next } });
    if (login.ok()) {
      const { token } = (await login.json()) as { token: string };
      const res = await request.post('/api/reset-password', {
        headers: auth(token),
        data: { currentPassword: next, newPassword: ADMIN.password, confirmPassword: ADMIN.password },
      });
      expect(res.ok()).toBeTruthy();
    }
  }
});
