/**
 * D-14.3, as a visitor and the site admin see it: a person's browser names each public page it opens (a beacon, no
 * cookie), the enquiry sent after reading a project says which project page it came from, and the dashboard lists
 * the project among the most viewed. The admin's own visits send nothing. Browsers driven by a program (every other
 * spec) send nothing either, so this one's views are the only ones counted.
 */
import type { Page, Request } from '@playwright/test';
import { enquiryFrom, sendEnquiryOnPage } from '../support/public-forms';
import { expect, openAs, test } from '../admin/admin-helpers';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
test.use({ userAgent: BROWSER });

/**
 * The page as a person's browser (not marked as driven by a program); answers the page views it sends, as the CMS
 * receives them (their paths).
 */
async function asPerson(page: Page): Promise<string[]> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/page-view')
      sent.push((JSON.parse(request.postData() ?? '{}') as { path: string }).path);
  });
  return sent;
}

/** On to the contact page through the site's own menu (a navigation in the page, not a new load). */
async function contactThroughMenu(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
}

test('a project page read before an enquiry is where the enquiry came from, and among the most viewed', async ({
  page,
  token,
  tag,
}) => {
  const name = `Kavya Rathore ${tag}`;
  const sent = await asPerson(page);

  await page.goto('/project/shivam-magnus');
  await expect.poll(() => sent).toEqual(['/project/shivam-magnus']);
  await contactThroughMenu(page);
  await expect.poll(() => sent).toEqual(['/project/shivam-magnus', '/contact']);
  await sendEnquiryOnPage(
    page,
    enquiryFrom(name, { message: 'We liked Shivam Magnus; an office of the same kind, please.' }),
  );

  // The admin: the enquiry names the project page it came from.
  await openAs(page, token, `/admin/contact-list?search=${tag}`);
  await page.getByRole('button', { name: `Details of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enquiry from ${name}` });
  const source = dialog.getByRole('link', { name: '/project/shivam-magnus' });
  await expect(source).toHaveAttribute('href', '/project/shivam-magnus');
  await page.keyboard.press('Escape');

  // The dashboard's most viewed projects include it (the CMS writes its counts every half second here).
  await expect(async () => {
    await page.goto('/admin/dashboard?days=7');
    const projects = page.getByRole('article', { name: 'Projects' });
    await expect(projects.getByRole('link', { name: 'Shivam Magnus' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  // The period is a link: 30 days is chosen with the keyboard and kept in the address.
  const period = page.getByRole('navigation', { name: 'Period' });
  await period.getByRole('link', { name: '30 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/days=30/);
  await expect(period.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('article', { name: 'Projects' }).getByRole('link', { name: 'Shivam Magnus' }),
  ).toBeVisible();

  // Signed in, the admin's own visit to the site is not a view: the page has hydrated and sent nothing.
  const before = sent.length;
  await page.goto('/project/shivam-magnus');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(sent.slice(before)).toEqual([]);
});

test('an enquiry sent after reading /about counts for /about on the dashboard, beside its views and the rate', async ({
  page,
  token,
  tag,
}) => {
  const sent = await asPerson(page);
  // Three reads of /about (every spec but this file's browsers send no views: these are its only ones).
  for (let read = 1; read <= 3; read++) {
    await page.goto('/about');
    await expect.poll(() => sent.filter((path) => path === '/about')).toHaveLength(read);
  }
  await contactThroughMenu(page);
  const message = 'Your studio’s story made us call: a house in Jagatpura.';
  await sendEnquiryOnPage(page, enquiryFrom(`Meera Joshi ${tag}`, { service: 'home', message }));

  // The dashboard's table, in the period chosen above it: /about with its 3 views, 1 enquiry and 1 in 3.
  await openAs(page, token, '/admin/dashboard?days=7');
  const card = page.getByRole('article', { name: 'Pages that bring enquiries' });
  const about = card.getByRole('row').filter({ has: page.getByRole('link', { name: '/about', exact: true }) });
  await expect(async () => {
    await page.reload();
    await expect(about.getByRole('cell').nth(2)).toHaveText('3', { timeout: 2_000 });
  }).toPass();
  await expect(about.getByRole('cell')).toHaveText([/^\d+$/, '/about', '3', '1', '0', '33.3%']);
  await expect(card.getByRole('row').first()).toContainText('Conversion');

  // The table scrolls with the keyboard, and the period is the dashboard's: 30 days keeps the row.
  await card.getByRole('region', { name: 'Pages that bring enquiries' }).focus();
  await expect(card.getByRole('region', { name: 'Pages that bring enquiries' })).toBeFocused();
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '30 days' }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(card.getByText(/in the last 30 days/)).toBeVisible();
  await expect(about.getByRole('cell')).toHaveText([/^\d+$/, '/about', '3', '1', '0', '33.3%']);
});
