/**
 * The panel warns as the React admin does: while an article's title is changed and its meta title
 * still reads the old title, a "Meta title" side panel says so; emptied, the warning goes.
 */
import { expect, test } from '@playwright/test';
import { atReviewSizes } from '../support/fixtures';
import { openNewBlogAsEditor } from '../support/panel';

test('the panel warns when the title changes and the meta title still reads the old one', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Panel meta ${Date.now()}`;
  await openNewBlogAsEditor(page, request, {
    title,
    short_content: 'A summary',
    content: '<p>Text.</p>',
    meta_title: title,
  });
  const titleBox = page.getByRole('textbox', { name: /^Title/ });
  await expect(titleBox).toHaveValue(title);
  const warning = page.getByText(/The meta title still reads the old title/);
  await expect(warning).toHaveCount(0);
  await titleBox.fill(`${title}, renamed`);
  await expect(warning).toBeVisible();
  await atReviewSizes(page, (width) =>
    page.screenshot({ path: testInfo.outputPath(`panel-meta-warning-${width}.png`), fullPage: true }),
  );
  await page.getByRole('textbox', { name: /^Meta title/ }).fill('');
  await expect(warning).toHaveCount(0);
});
