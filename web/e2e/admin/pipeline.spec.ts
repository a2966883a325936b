/**
 * The enquiry inbox and the applicant pipeline in the React admin (D-11.1), end to end in Chromium against the real
 * CMS: statuses and stages with notes, the filters kept in the URL, the sidebar's badges and the filtered exports.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { applicationFrom, enquiryFrom, postApplication, postEnquiry, sendEnquiry } from '../support/public-forms';
import { ADMIN, auth, expect, openAs, searchFor, test } from './admin-helpers';

/** The count a side-menu link's badge reads out ("3 new"); 0 when it shows none. */
async function badge(page: Page, path: string): Promise<number> {
  const [text] = await page.locator(`#adm-sidebar a[href="${path}"] .adm-nav-badge`).allTextContents();
  if (text === undefined) return 0;
  // The number is shown once and read once: "3" (aria-hidden) then "3 new".
  const found = /^(\d+)\1 new$/.exec(text);
  expect(found, `badge text "${text}"`).not.toBeNull();
  return Number(found![1]);
}

type Counts = { newEnquiries: number; newApplications: number };

/**
 * The counts the sidebar asks the CMS for after `act` (a write reloads it): other workers' enquiries and applications
 * change the CMS's totals at any moment, so the badge is compared with what the CMS answered to this reload.
 */
async function recountAfter(page: Page, act: () => Promise<void>): Promise<Counts> {
  const recount = page.waitForResponse(
    (res) => res.url().endsWith('/api/pipeline-counts') && res.request().method() === 'GET',
  );
  await act();
  const res = await recount;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Counts }).data;
}

/** Clicks 'Export CSV' and answers the downloaded file's text. */
async function exportCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  return readFile(await download.path(), 'utf8');
}

test.describe('admin pipeline', () => {
  test('an enquiry moves from New to Contacted to Converted with notes; filters and the badge follow', async ({
    page,
    token,
    tag,
  }) => {
    const name = `Meera Joshi ${tag}`;
    const message = 'A showroom of 2,500 sq ft on Tonk Road needs a commercial design.';
    await sendEnquiry(page, enquiryFrom(name, { service: 'Commercial', message }));

    await openAs(page, token, '/admin/contact-list');
    await searchFor(page, 'Search enquiries', tag);
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Commercial Design');
    await expect(row.locator('.adm-stage')).toHaveText('New');
    // The badge counts this enquiry while it is New.
    expect(await badge(page, '/admin/contact-list')).toBeGreaterThanOrEqual(1);

    await row.getByRole('button', { name: `Details of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Enquiry from ${name}` });
    await expect(dialog).toContainText('Tonk Road');
    await expect(dialog.getByText('No notes yet.')).toBeVisible();
    const update = dialog.getByRole('button', { name: 'Update status' });
    await expect(update).toBeDisabled();

    await dialog.getByLabel('Status', { exact: true }).selectOption('contacted');
    await dialog.getByLabel('Note (optional)').fill(`Called back ${tag}; site visit on Monday.`);
    const counted = await recountAfter(page, () => update.click());
    await expect(page.getByText('Status updated.')).toBeVisible();
    await expect(row.locator('.adm-stage')).toHaveText('Contacted');
    // The sidebar reloaded with the list: it shows what the CMS counted after the write, without a page load.
    await expect.poll(() => badge(page, '/admin/contact-list')).toBe(counted.newEnquiries);

    await dialog.getByLabel('Status', { exact: true }).selectOption('converted');
    await dialog.getByLabel('Note (optional)').fill(`Quote accepted ${tag}.`);
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(row.locator('.adm-stage')).toHaveText('Converted');
    await dialog.getByLabel('New note').fill(`Advance received ${tag}.`);
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added.')).toBeVisible();

    // Oldest first, each with its author.
    const notes = dialog.getByRole('region', { name: /Notes/ }).getByRole('listitem');
    await expect(notes).toHaveCount(3);
    await expect(notes.nth(0)).toContainText(`Called back ${tag}`);
    await expect(notes.nth(1)).toContainText(`Quote accepted ${tag}`);
    await expect(notes.nth(2)).toContainText(`Advance received ${tag}`);
    for (const index of [0, 1, 2]) await expect(notes.nth(index)).toContainText(ADMIN.email);
    await expect(dialog.getByLabel('New note')).toHaveValue('');
    // The open dialog, notes and all, passes axe (no serious or critical violations).
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The status filter finds it, and is kept in the URL through another filter, Back and a reload.
    await page.getByLabel('Status', { exact: true }).selectOption('converted');
    await expect(page).toHaveURL(/status=converted/);
    await expect(row).toHaveCount(1);
    await page.getByLabel('Status', { exact: true }).selectOption('new');
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText('No data available')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/status=converted/);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('converted');
    await expect(row).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('converted');
    await expect(row.locator('.adm-stage')).toHaveText('Converted');
    // And the service filter.
    await page.getByLabel('Service', { exact: true }).selectOption('home');
    await expect(page.getByText('No data available')).toBeVisible();
    await page.getByLabel('Service', { exact: true }).selectOption('Commercial');
    await expect(row).toHaveCount(1);
  });

  test('an application moves through the stages with a note, filtered by stage and by opening', async ({
    page,
    token,
    request,
    tag,
  }) => {
    const name = `Arjun Rathore ${tag}`;
    await postApplication(request, applicationFrom(name, { position: 'Urban Planner', city: 'Kota' }));

    await openAs(page, token, '/admin/career-user-list');
    await searchFor(page, 'Search applications', tag);
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row.locator('.adm-stage')).toHaveText('Received');
    await expect(row.getByRole('link', { name: 'Urban Planner' })).toHaveAttribute('href', /^\/career\//);
    expect(await badge(page, '/admin/career-user-list')).toBeGreaterThanOrEqual(1);

    await row.getByRole('button', { name: `Details of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Application from ${name}` });
    await expect(dialog).toContainText('Kota');
    const stage = dialog.getByLabel('Stage', { exact: true });
    await stage.selectOption('shortlisted');
    await dialog.getByRole('button', { name: 'Update stage' }).click();
    await expect(row.locator('.adm-stage')).toHaveText('Shortlisted');
    await stage.selectOption('interview');
    await dialog.getByLabel('Note (optional)').fill(`Portfolio review booked ${tag}.`);
    const counted = await recountAfter(page, () => dialog.getByRole('button', { name: 'Update stage' }).click());
    await expect(row.locator('.adm-stage')).toHaveText('Interview');
    const notes = dialog.getByRole('region', { name: /Notes/ }).getByRole('listitem');
    await expect(notes).toHaveCount(1);
    await expect(notes.first()).toContainText(`Portfolio review booked ${tag}.`);
    await expect(notes.first()).toContainText(ADMIN.email);
    await expect.poll(() => badge(page, '/admin/career-user-list')).toBe(counted.newApplications);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByLabel('Stage', { exact: true }).selectOption('interview');
    await expect(page).toHaveURL(/stage=interview/);
    await expect(row).toHaveCount(1);
    await page.getByLabel('Stage', { exact: true }).selectOption('offer');
    await expect(page.getByText('No data available')).toBeVisible();
    await page.getByLabel('Stage', { exact: true }).selectOption('');
    await expect(row).toHaveCount(1);

    await page.getByLabel('Opening', { exact: true }).selectOption({ label: 'Urban Planner' });
    await expect(page).toHaveURL(/opening=/);
    await expect(row).toHaveCount(1);
    await page.getByLabel('Opening', { exact: true }).selectOption({ label: 'Architect' });
    await expect(page.getByText('No data available')).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Opening', { exact: true })).toHaveValue(/.+/);
    await expect(row).toHaveCount(1);
  });

  test('the exports list only what the filters show', async ({ page, token, request, tag }) => {
    for (const services of ['Office', 'home']) {
      await postEnquiry(request, enquiryFrom(`Export ${services} ${tag}`, { service: services }));
    }
    // A reload of a filtered URL keeps the filters, and the export takes them.
    await openAs(page, token, `/admin/contact-list?search=${tag}&service=Office`);
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('Office');
    await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);
    const contacts = await exportCsv(page);
    expect(contacts).toContain(`Export Office ${tag}`);
    expect(contacts).not.toContain(`Export home ${tag}`);
    expect(contacts.trim().split('\r\n')).toHaveLength(2);

    const ids: string[] = [];
    for (const who of ['Kept', 'Left']) {
      await postApplication(request, applicationFrom(`${who} ${tag}`, { position: 'Architect', city: 'Bikaner' }));
    }
    const listed = await request.get('/api/job-get', { headers: auth(token), params: { search: tag } });
    for (const item of ((await listed.json()) as { data: { _id: string; name: string }[] }).data) {
      if (item.name.startsWith('Kept')) ids.push(item._id);
    }
    expect(ids).toHaveLength(1);
    const moved = await request.post('/api/job-stage', {
      headers: auth(token),
      data: { _id: ids[0], stage: 'offer' },
    });
    expect(moved.status()).toBe(200);

    await openAs(page, token, `/admin/career-user-list?search=${tag}`);
    await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(2);
    await page.getByLabel('Stage', { exact: true }).selectOption('offer');
    await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);
    const applications = await exportCsv(page);
    expect(applications).toContain(`Kept ${tag}`);
    expect(applications).not.toContain(`Left ${tag}`);
    expect(applications.trim().split('\r\n')).toHaveLength(2);
  });
});
