/**
 * The panel warns as the React admin does: while an article's title is changed and its meta title
 * still reads the old title, a "Meta title" side panel says so; emptied, the warning goes.
 */
import { expect, test } from '@playwright/test';
import { BLOGS, cmsUrl, inviteEditor, panelLogin, panelToken } from '../support/panel';

test('the panel warns when the title changes and the meta title still reads the old one', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the panel is a desktop tool');
  test.setTimeout(180_000);
  const email = `meta-${Date.now()}@cadmax.test`;
  const password = 'Panel-Editor-Pass-1';
  await inviteEditor(request, email, password);
  const title = `Panel meta ${Date.now()}`;
  const created = await request.post(`${cmsUrl}${BLOGS}`, {
    headers: { authorization: `Bearer ${await panelToken(request, email, password)}` },
    data: { title, short_content: 'A summary', content: '<p>Text.</p>', meta_title: title },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  await panelLogin(page, email, password);
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`);
  const titleBox = page.getByRole('textbox', { name: /^Title/ });
  await expect(titleBox).toHaveValue(title, { timeout: 60_000 });
  const warning = page.getByText(/The meta title still reads the old title/);
  await expect(warning).toHaveCount(0);
  await titleBox.fill(`${title}, renamed`);
  await expect(warning).toBeVisible();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`panel-meta-warning-${width}.png`), fullPage: true });
  }
  await page.getByRole('textbox', { name: /^Meta title/ }).fill('');
  await expect(warning).toHaveCount(0);
});
