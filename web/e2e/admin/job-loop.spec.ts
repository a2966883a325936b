/**
 * One content model for careers (D-1), end to end in Chromium: an opening the admin adds with its own
 * experience and image is what /career and its page show, applicants can choose it, and the admin sees their
 * application for it.
 */
import { gotoHydrated } from '../support/fixtures';
import { attachResume, fillApplication } from '../support/public-forms';
import { addJob, deleteRow, expect, openAs, png, test } from './admin-helpers';

test('an opening added in the admin is shown, applied for and listed with its applications', async ({
  page,
  token,
  tag,
}) => {
  const title = `GIS Analyst ${tag}`;
  const responsibilities = `Digitise revenue maps into GIS layers for township layouts ${tag}.`;
  const qualifications = 'B.Tech or M.Plan with two years of QGIS work.';

  await openAs(page, token, '/admin/job-list');
  const modal = await addJob(page, {
    title,
    location: 'Udaipur, Rajasthan',
    type: 'Contract',
    experience: '1-3 Years',
  });
  await expect(modal.getByLabel(/^Role/)).toHaveValue(title);
  await modal.getByLabel('Quote').fill('Every plan starts with a good map.');
  await modal.getByLabel(/^About/).fill('Map and analyse land records for our planning team.');
  await modal.getByLabel('Responsibilities').fill(responsibilities);
  await modal.getByLabel('Qualifications').fill(qualifications);
  await modal.getByLabel(/^Skills/).fill('QGIS\nRemote sensing');
  await modal.getByLabel('Offers').fill('Field visits across Rajasthan.');
  await modal.getByLabel('Image').setInputFiles(await png('#2f6b4f', `gis${tag}.png`));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('1-3 Years');

  // The public list: its own line and image, and a working View Details link.
  await gotoHydrated(page, '/career');
  const card = page.locator('.opening-card', { has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('list', { name: 'Facts' }).getByRole('listitem')).toHaveText([
    'Location: Udaipur, Rajasthan',
    'Employment Type: Contract',
    'Experience: 1-3 Years',
  ]);
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  // Lazy below the fold on a phone: scrolled to, it must really load (not an empty box).
  await card.locator('img').scrollIntoViewIfNeeded();
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await card.getByRole('link', { name: `View Details: ${title}` }).click();

  // Its page: the fields the admin typed, none of the seeded fixed line.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.role-facts')).toHaveText(
    'Location: Udaipur, Rajasthan | Employment Type: Contract | Experience: 1-3 Years',
  );
  await expect(page.getByText('Experience: 2-5 Years')).toHaveCount(0);
  await expect(page.locator('.role-image')).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await expect(page.getByText(responsibilities)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Required Skills and Qualifications' })).toBeVisible();
  await expect(page.getByText(qualifications)).toBeVisible();
  await expect(page.locator('.check-list li')).toHaveText(['QGIS', 'Remote sensing']);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

  // Apply for it, choosing it from the Position list.
  const position = page.getByLabel(/^Position/);
  await position.selectOption('Architect');
  await position.selectOption(title);
  await fillApplication(page, {
    name: `Kavya Jain ${tag}`,
    email: `${tag}@example.in`,
    phone: '9123456780',
    city: 'Udaipur',
  });
  await attachResume(page, tag, `cv-${tag}.pdf`);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Thank you! Your application has been submitted.')).toBeVisible();

  // The admin sees the application for that opening, linked to its public page.
  await openAs(page, token, '/admin/career-user-list');
  const row = page.getByRole('row', { name: new RegExp(`Kavya Jain ${tag}`) });
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', /^\/career\/gis-analyst-/);
  await expect(row.getByRole('button', { name: `Download resume of Kavya Jain ${tag}` })).toBeVisible();

  // Deleted, the opening leaves the site; the application keeps its position.
  await openAs(page, token, '/admin/job-list');
  await deleteRow(page, title);
  await gotoHydrated(page, '/career');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await openAs(page, token, '/admin/career-user-list');
  await expect(page.getByRole('row', { name: new RegExp(`Kavya Jain ${tag}`) })).toContainText(
    `${title} (opening removed)`,
  );
});
