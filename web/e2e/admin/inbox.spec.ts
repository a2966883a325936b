import { readFile } from 'node:fs/promises';
import { attachResume, enquiryFrom, fillApplication, sendEnquiry } from '../support/public-forms';
import { expect, expectColumns, openAs, test } from './admin-helpers';

test.describe('admin inbox', () => {
  test('a contact enquiry sent on the public site shows in the contact list', async ({ page, token, tag }) => {
    const message = 'We need an office fit-out of 4,000 sq ft in Malviya Nagar.';
    await sendEnquiry(page, enquiryFrom(`Asha Mehta ${tag}`, { phone: '9829012345', service: 'Office', message }));

    await openAs(page, token, '/admin/contact-list');
    // R-2.24's columns, then the inbox's status and the row's buttons (D-11.1).
    await expectColumns(page, ['#', 'Name', 'Email', 'Phone', 'Service', 'Message', 'Status', 'Actions']);
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row).toContainText('9829012345');
    await expect(row).toContainText('Office Setup');
    await expect(row).toContainText('Malviya Nagar');
  });

  test('an application sent on the public site shows with a downloadable resume', async ({ page, token, tag }) => {
    await page.goto('/career/Architect');
    await fillApplication(page, {
      name: `Rohit Sharma ${tag}`,
      email: `rohit.${tag}@example.in`,
      phone: '9829054321',
      city: 'Ajmer',
    });
    await page.getByLabel(/^Position/).selectOption('Urban Planner');
    await attachResume(page, tag, `rohit-${tag}.pdf`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByLabel(/^Name/)).toHaveValue('');

    await openAs(page, token, '/admin/career-user-list');
    await expect(page.getByRole('heading', { name: 'Career Applications', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Career List' })).toBeVisible();
    // R-2.25's columns, then the pipeline's stage and the row's buttons (D-11.1).
    await expectColumns(page, ['#', 'Name', 'Email', 'Phone', 'Services', 'Resume', 'Stage', 'Actions']);
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row).toContainText('Urban Planner');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download resume/ }).click(),
    ]);
    // Never the applicant's own file name; one built from the name, the day and the stored type.
    expect(download.suggestedFilename()).toMatch(new RegExp(`^resume-rohit-sharma-${tag}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
