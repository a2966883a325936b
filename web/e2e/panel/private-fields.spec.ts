/**
 * What the site keeps privately of a visitor's form (the submission key, an application's stored resume name, the
 * sender's network hash) is not in the panel, not even for its super admin (docs/api.md): the edit view of an
 * application and of an enquiry has no such field, and the list's filters offer none.
 */
import { expect, test } from '@playwright/test';
import { atReviewSizes, runTag } from '../support/fixtures';
import { cmsUrl, panelLogin, superToken } from '../support/panel';
import { applicationFrom, postApplication } from '../support/public-forms';

const APPLICATIONS = 'api::job-application.job-application';
const ENQUIRIES = 'api::contact-enquiry.contact-enquiry';
const KEY = 'PanelE2eKey_0123456789';
/** The private fields' names as the panel would label them (Strapi's default label is the name). */
const PRIVATE = /submission[ _]key|resume[ _]file(?![ _]?name)|sender[ _]network/i;

test("the panel's super admin sees no submission key, stored resume name or network hash", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const name = `Private Fields ${tag}`;
  await postApplication(
    request,
    applicationFrom(name, { position: 'Urban Planner', city: 'Kota', submission_key: KEY }),
  );
  const headers = { authorization: `Bearer ${await superToken(request)}` };
  const found = await request.get(
    `${cmsUrl}/content-manager/collection-types/${APPLICATIONS}?filters[$and][0][name][$eq]=${encodeURIComponent(name)}`,
    { headers },
  );
  expect(found.status()).toBe(200);
  const { results } = (await found.json()) as { results: { documentId: string }[] };
  expect(results).toHaveLength(1);

  await panelLogin(page, process.env.CMS_ADMIN_EMAIL!, process.env.CMS_ADMIN_PASSWORD!);
  const { documentId } = results[0]!;
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${APPLICATIONS}/${documentId}`);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name, { timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Kota');
  const main = page.getByRole('main');
  await expect(main).not.toContainText(PRIVATE);
  await expect(main.getByText(/no permissions to see this field/i)).toHaveCount(0);
  await atReviewSizes(page, async (width) => {
    const shot = `panel-application-${width}.png`;
    await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
    await page.screenshot({ path: `/tmp/${shot}`, fullPage: true });
  });

  // An enquiry's edit view and the list's filters, the same.
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${ENQUIRIES}/create`);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('main')).not.toContainText(PRIVATE);
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${APPLICATIONS}`);
  await page.getByRole('button', { name: 'Filters' }).click();
  const field = page.getByRole('combobox', { name: /Select field/i });
  await field.click();
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: /^City$/i })).toHaveCount(1);
  await expect(options.filter({ hasText: PRIVATE })).toHaveCount(0);
});
