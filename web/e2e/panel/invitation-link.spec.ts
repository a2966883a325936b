/**
 * The panel shows an invited user's registration link whole: Strapi cut it to 70 characters with
 * "…", so the super admin could neither read it out nor copy it from the screen.
 */
import { expect, test } from '@playwright/test';
import { atReviewSizes } from '../support/fixtures';
import { cmsUrl, panelLogin } from '../support/panel';

test("an invited user's registration link is shown whole", async ({ page }, info) => {
  test.setTimeout(180_000);
  await panelLogin(page, process.env.CMS_ADMIN_EMAIL!, process.env.CMS_ADMIN_PASSWORD!);
  await page.goto(`${cmsUrl}/admin/settings/users`);
  await page
    .getByRole('button', { name: /Invite new user/ })
    .first()
    .click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ira');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Invited');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`invited-${Date.now()}@cadmax.test`);
  await dialog.getByRole('combobox', { name: /roles/ }).click();
  await page.getByRole('option', { name: 'Content editor' }).click();
  await page.keyboard.press('Escape');
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/admin/users') && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Invite user' }).click();
  const { registrationToken } = ((await (await created).json()) as { data: { registrationToken: string } }).data;
  // The whole link, not its first 70 characters and "...".
  const link = `${cmsUrl}/admin/auth/register?registrationToken=${registrationToken}`;
  await expect(dialog.getByText(link, { exact: true })).toBeVisible();
  await atReviewSizes(page, (width) => page.screenshot({ path: info.outputPath(`invitation-link-${width}.png`) }));
});
