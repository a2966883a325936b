/**
 * Admin defects a new user met: the editor's whole box takes typing, 'Content is required.' clears,
 * tables show that they scroll and keep their buttons in reach, the phone menu's close button stays visible,
 * and the footer's newsletter sign-up reaches the Subscribers screen and the dashboard's Users card.
 */
import { enquiryFrom, postEnquiry, signUpInFooter } from '../support/public-forms';
import { auth, expect, openAs, runTag, test } from './admin-helpers';

test('the rich-text editor takes a click anywhere in its box, and the missing-content message clears', async ({
  page,
  token,
}) => {
  await openAs(page, token, '/admin/blog-add');
  const container = page.locator('.adm-editor .ql-container');
  await expect(container).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Editor check');
  await page.getByRole('textbox', { name: 'Short content', exact: true }).fill('Short.');
  // The form's submit ('Save Blog'), not the publishing panel's 'Save draft'.
  await page.getByRole('button', { name: /^(Save|Submit|Add|Create)(?! draft)/ }).click();
  const message = page.getByText('Content is required.');
  await expect(message).toBeVisible();

  // On a phone the publishing panel can push the box's lower edge below the screen: bring the box into view.
  await container.scrollIntoViewIfNeeded();
  const box = (await container.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(200);
  // The lower part of the box, far below the first line.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
  await page.keyboard.type('Typed low in the box');
  await expect(page.locator('.adm-editor .ql-editor')).toContainText('Typed low in the box');
  await expect(message).toBeHidden();
});

test('the team table: its buttons stay in reach, the row lines line up (cards on a phone), and a wide table says it scrolls', async ({
  page,
  token,
}, info) => {
  await openAs(page, token, '/admin/team');
  const region = page.getByRole('region', { name: 'Team members' });
  await expect(region).toBeVisible();
  const row = region.locator('tbody tr').first();
  const cells = row.locator('td');
  const boxes = await Promise.all([cells.nth(1), cells.last()].map((cell) => cell.boundingBox()));
  // The Actions cell ends where the rest of the row ends (its bottom border on the same line); on a phone each row
  // is a card, its cells stacked, so the Actions cell is the card's last line instead.
  if (info.project.name === 'phone') expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
  else expect(Math.round(boxes[1]!.y + boxes[1]!.height)).toBe(Math.round(boxes[0]!.y + boxes[0]!.height));

  const edit = row.getByRole('button', { name: /^Edit / });
  const editBox = (await edit.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(editBox.x + editBox.width).toBeLessThanOrEqual(viewport.width);
  await expect(edit).toBeInViewport();

  const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  if (info.project.name === 'phone') expect(overflows).toBe(false);
  if (overflows) {
    await expect(page.getByText('Scroll sideways to see every column.')).toBeVisible();
    await expect(region).toHaveAccessibleDescription('Scroll sideways to see every column.');
    await expect(page.locator('.adm-table-frame')).toHaveClass(/has-more-right/);
    // The region scrolls from the keyboard, and the shadow moves to the side that now hides columns.
    await region.focus();
    await page.keyboard.press('End');
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(page.locator('.adm-table-frame')).toHaveClass(/has-more-left/);
    await expect(edit).toBeInViewport();
  }
});

test('a long message is clamped with a More button that shows all of it', async ({ page, token, request, tag }) => {
  const message = `${tag} ` + 'A long enquiry about a township layout near Jaipur. '.repeat(20);
  await postEnquiry(request, enquiryFrom(`Long ${tag}`, { message }));
  await openAs(page, token, '/admin/contact-list');
  const row = page.getByRole('row').filter({ hasText: `Long ${tag}` });
  const more = row.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  const clamp = row.locator('.adm-clamp');
  const clampedHeight = (await clamp.boundingBox())!.height;
  await more.click();
  await expect(row.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await clamp.boundingBox())!.height).toBeGreaterThan(clampedHeight);
});

test('on a phone the open menu keeps its close button visible and usable', async ({ page, token }, info) => {
  test.skip(info.project.name !== 'phone', 'the menu toggle exists on narrow screens only');
  await openAs(page, token, '/admin/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sidebar = page.locator('#adm-sidebar');
  await expect(sidebar).toBeVisible();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeInViewport();
  // Not under the menu: the button itself is what a tap at its centre hits.
  const hit = await close.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top === el || el.contains(top);
  });
  expect(hit).toBe(true);
  await close.click();
  await expect(sidebar).toBeHidden();
});

// Its own page, outside the console-error fixture: Chromium logs the refused request's 400 status.
test('the footer sign-up refuses an unticked consent box and says why', async ({ browser }, info) => {
  const page = await browser.newPage({ baseURL: info.project.use.baseURL });
  await page.goto('/contact');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const form = await signUpInFooter(page, `${runTag()}@example.in`, { consent: false });
  await expect(page.getByText('Please tick the box to agree to receive our newsletter.')).toBeVisible();
  await expect(form.getByLabel('Your email')).not.toHaveValue('');
  await page.close();
});

test('a footer sign-up shows in Subscribers and raises the dashboard Users count', async ({ page, token, request }) => {
  const usersCount = async () => {
    const res = await request.get('/api/dashboard-counts', { headers: auth(token) });
    return ((await res.json()) as { data: { users: number } }).data.users;
  };
  const before = await usersCount();
  const email = `${runTag()}@example.in`;

  await page.goto('/contact');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const form = await signUpInFooter(page, email, { consent: true });
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(form.getByLabel('Your email')).toHaveValue('');

  expect(await usersCount()).toBeGreaterThan(before);
  await openAs(page, token, '/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Newsletter subscribers' }).getByRole('link', { name: email }),
  ).toBeVisible();
  // Other workers sign up at the same time: the count is read again with each look at the dashboard.
  await expect(async () => {
    await page.goto('/admin/dashboard');
    await expect(page.locator('.adm-stat').first().locator('.adm-stat__value')).toHaveText(String(await usersCount()), {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
});
