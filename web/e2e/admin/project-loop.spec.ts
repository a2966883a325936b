/**
 * One content model (D-1): what the admin project form sets is what the public project page shows,
 * and a project without the optional fields shows no placeholder, no empty logo box, no empty quote.
 * Screenshots (admin form, both public pages, /project, /blog) go to the test's output folder for review.
 */
import type { Page } from '@playwright/test';
import { expect, fillProject, moveToTrash, openAs, png, saveProject, test } from './admin-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The required fields, the same for both projects but the title. */
const fillRequired = (page: Page, title: string) =>
  fillProject(page, {
    title,
    content: 'A plotted township planned around its old trees.',
    client: 'Jain Estates',
    category: 'Township',
    date: '2025-06-01',
  });

test('the admin sets location, logo and testimonial; the public page shows them, and leaves them out when unset', async ({
  page,
  request,
  token,
  tag,
}) => {
  const full = `Jain Greens ${tag}`;
  const bare = `Bare Plot ${tag}`;

  await openAs(page, token, '/admin/project-add');
  await expect(page.getByRole('heading', { name: 'Add Project', level: 1 })).toBeVisible();
  await fillRequired(page, full);
  await page.getByLabel('Location', { exact: true }).fill('Ajmer Road, Jaipur');
  await page.getByLabel('Testimonial', { exact: true }).fill('They planned every plot around the trees.');
  await page.getByLabel('Testimonial author', { exact: true }).fill('Ritu Jain');
  await page.getByLabel('Testimonial author role').fill('Managing Director');
  await page.getByLabel('Type', { exact: true }).fill('Gated Township');
  await page.getByLabel('Launch', { exact: true }).fill('May 2027');
  await page.getByLabel('Area', { exact: true }).fill('12 Acres');
  await page.getByLabel(/^Upcoming project/).check();
  await page.getByLabel('Add images').setInputFiles([await png('#2a6f97', `cover${tag}.png`)]);
  await page.getByLabel('Logo image (optional)').setInputFiles([await png('#c9a227', `logo${tag}.png`)]);
  await expect(page.getByRole('img', { name: 'Chosen logo' })).toBeVisible();
  await shot(page, 'admin-project-form');
  const withData = await saveProject(page, request, token, full);
  expect(withData.logo).toContain(`logo${tag}`);

  await page.goto(`/project/${withData.slug}`);
  await expect(page.getByRole('heading', { name: full, level: 1 })).toBeVisible();
  await expect(page.getByText('Upcoming Project')).toBeVisible();
  const facts = page.locator('.fact-list');
  await expect(facts).toContainText('Ajmer Road, Jaipur');
  await expect(facts).toContainText('Gated Township');
  const logo = page.getByRole('img', { name: `${full} logo` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', new RegExp(`logo${tag}`));
  await expect(page.getByRole('heading', { name: 'What This Client said about Us' })).toBeVisible();
  const quote = page.locator('blockquote.testimonial');
  await expect(quote).toContainText('They planned every plot around the trees.');
  await expect(quote).toContainText('Ritu Jain');
  await expect(quote).toContainText('Managing Director');
  await expect(page.locator('main')).not.toContainText('N/A');
  await shot(page, 'project-with-data');

  // A second project with the required fields only.
  await openAs(page, token, '/admin/project-add');
  await fillRequired(page, bare);
  await page.getByLabel('Add images').setInputFiles([await png('#6a994e', `bare${tag}.png`)]);
  const withoutData = await saveProject(page, request, token, bare);
  expect(withoutData.logo).toBeNull();

  await page.goto(`/project/${withoutData.slug}`);
  await expect(page.getByRole('heading', { name: bare, level: 1 })).toBeVisible();
  await expect(page.locator('.fact-list')).toContainText('Jain Estates');
  await expect(page.locator('main')).not.toContainText('N/A');
  await expect(page.locator('.project-overview__logo')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What This Client said about Us' })).toHaveCount(0);
  await expect(page.locator('.testimonial')).toHaveCount(0);
  await expect(page.getByText('Upcoming Project')).toHaveCount(0);
  await shot(page, 'project-without-data');

  // The cards and the /blog featured slider: the upcoming one with its listing details, the bare one not there.
  await page.goto('/project');
  const card = page.locator('.project-card', { hasText: full });
  await expect(card).toContainText('Ajmer Road, Jaipur');
  await expect(card.getByText('Upcoming Project')).toBeVisible();
  await expect(page.locator('.project-card', { hasText: bare }).locator('.project-card__location')).toHaveCount(0);
  await shot(page, 'projects');
  await page.goto('/blog');
  const slide = page.locator('.featured', { hasText: full });
  await expect(slide).toHaveCount(1);
  await expect(slide).toContainText('May 2027');
  await expect(slide).toContainText('12 Acres');
  await expect(page.locator('.featured', { hasText: bare })).toHaveCount(0);
  await shot(page, 'blog');

  for (const { _id } of [withData, withoutData]) {
    expect((await moveToTrash(request, token, 'project', _id)).ok()).toBeTruthy();
  }
});
