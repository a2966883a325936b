import { ADMIN, auth, expect, openAs, png, test } from './admin-helpers';

/** The quote form's seeded services (the contract's DEFAULT_QUOTE_SERVICES; the spec's three). */
const SEEDED = [
  { value: 'home', label: 'Home Renovation' },
  { value: 'Office', label: 'Office Setup' },
  { value: 'Commercial', label: 'Commercial Design' },
];

test.describe('admin settings', () => {
  test('updates the profile, and the top bar shows it', async ({ page, request, token, tag }) => {
    await openAs(page, token, '/admin/dashboard');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Profile Update' })).toHaveAttribute('aria-selected', 'true');
    const nameInput = page.getByLabel(/^Name/);
    const original = await nameInput.inputValue();
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

  test('edits the quote form’s services with the keyboard, and the public form offers them (R-3.13)', async ({
    page,
    request,
    token,
    tag,
  }) => {
    // The seeded three stay as they are (other specs send them); the test's own services come and go.
    const added = `Topographical Survey ${tag}`;
    const dropped = `Land Records ${tag}`;
    const seeded = SEEDED.map((s) => s.label);
    const [first = '', second = '', third = ''] = seeded;
    try {
      await openAs(page, token, '/admin/settings');
      await page.getByRole('tab', { name: 'Quote Services' }).click();
      const inputs = page.locator('.adm-quote-services__list input');
      const names = () => inputs.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      await expect.poll(names).toEqual(seeded);

      // Add two by typing and Enter; move one up twice from the keyboard; rename it; remove the other.
      for (const name of [`Survey ${tag}`, dropped]) {
        await page.getByLabel('New service').fill(name);
        await page.getByLabel('New service').press('Enter');
      }
      await expect.poll(names).toEqual([...seeded, `Survey ${tag}`, dropped]);
      await page.getByRole('button', { name: `Move Survey ${tag} up` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: `Move Survey ${tag} up` })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(names).toEqual([first, `Survey ${tag}`, second, third, dropped]);
      await page.getByLabel('Service 2', { exact: true }).fill(added);
      await page.getByRole('button', { name: `Remove ${dropped}` }).press('Enter');
      await expect.poll(names).toEqual([first, added, second, third]);

      // A repeat is refused on the page, with the contract's message, before any request.
      await page.getByLabel('New service').fill('commercial design');
      await page.getByRole('button', { name: 'Add service' }).click();
      await expect(page.locator('.adm-quote-services__problem')).toHaveText('"commercial design" is listed twice.');
      await page.getByLabel('New service').fill('');

      await page.getByRole('button', { name: 'Save Services' }).click();
      await expect(page.getByText('Quote services saved.')).toBeVisible();

      // A visitor's page (the admin page's token script would run in the map's sandboxed frame too).
      const visitor = await page.context().newPage();
      await visitor.goto('/contact');
      const select = visitor.getByLabel(/^Service/);
      await expect(select.locator('option')).toHaveText(['Select a service', first, added, second, third]);
      await expect(select.locator(`option[value="${added}"]`)).toHaveCount(1);
      await expect(select.locator('option', { hasText: dropped })).toHaveCount(0);
    } finally {
      const restored = await request.post('/api/quote-services', {
        headers: auth(token),
        data: { services: SEEDED },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
