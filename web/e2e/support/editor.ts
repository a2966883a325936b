/**
 * The two article editors (the React admin's and the panel's) in e2e, with what both must store and show: a paste
 * from a web page, as a browser makes it (a real `paste` ClipboardEvent whose DataTransfer carries the page's HTML,
 * with inline colours, a highlight, a foreign image, script and style, a table, and its plain text), and the toolbar's
 * image dialog.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { atReviewSizes } from './fixtures';

/** What Chrome puts on the clipboard when a reader copies part of another site's article. */
const WEB_PAGE_HTML = `<meta charset="utf-8"><html><head><style>h2 { color: red }</style></head><body>
<!--StartFragment--><h2 style="color: red;">Pasted site plan</h2>
<p>The <span style="color: #f00;">red warning</span> and a <mark style="background-color: yellow;">yellow highlight</mark>
and <span style="background: rgb(255, 255, 0);">another mark</span>.</p>
<p><img src="https://example.org/x.jpg" alt="Site plan"></p>
<script>alert(1)</script><style>p { color: blue }</style>
<table><thead><tr><th>Phase</th><th>Weeks</th></tr></thead>
<tbody><tr><td>Design</td><td>6</td></tr><tr><td>Build</td><td>20</td></tr></tbody></table>
<!--EndFragment--></body></html>`;

const WEB_PAGE_TEXT =
  'Pasted site plan\nThe red warning and a yellow highlight and another mark.\nPhase Weeks\nDesign 6';

/**
 * Dispatches the paste on the editor (focused first, where a reader's Ctrl+V would land); the notice under it must name
 * the image it left out. The editor and its notice go to /tmp/paste/{shot}-{size}.png for a person to look at.
 */
export async function pasteWebPage(page: Page, editor: Locator, shot: string): Promise<void> {
  await editor.focus();
  await editor.evaluate(
    (node, [html, text]) => {
      const data = new DataTransfer();
      data.setData('text/html', html!);
      data.setData('text/plain', text!);
      node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [WEB_PAGE_HTML, WEB_PAGE_TEXT],
  );
  await expect(editor).toContainText('Pasted site plan');
  // Soft: the test goes on to save, so a run without the filter shows what it stored too.
  await expect
    .soft(page.getByRole('status').filter({ hasText: 'left out of the paste' }))
    .toContainText('1 image was left out of the paste: “Site plan” (images from other websites are not copied');
  const notice = page.locator('.cadmax-paste-notice');
  await atReviewSizes(page, async (width, height) => {
    if (await notice.count()) await notice.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: `/tmp/paste/${shot}-${width}x${height}.png` });
  });
}

/** The stored article: only what the toolbar offers. */
export function expectCleanStoredHtml(stored: string): void {
  expect(stored).toContain('<h2>Pasted site plan</h2>');
  expect(stored).not.toMatch(/<img|example\.org/);
  expect(stored).not.toMatch(/color|background|<mark/);
  expect(stored).not.toMatch(/alert|<script|<style|p \{/);
  expect(stored).not.toMatch(/<table|<td/);
  expect(stored).toContain('<li>Phase: Design · Weeks: 6</li>');
  expect(stored).toContain('<li>Phase: Build · Weeks: 20</li>');
}

/** The public article: the heading in the page's own colour, no foreign image, no code as text, the table readable. */
export async function expectCleanArticle(page: Page): Promise<void> {
  const prose = page.locator('.prose');
  await expect(prose.getByRole('heading', { name: 'Pasted site plan' })).toBeVisible();
  await expect(prose.locator('img[src*="example.org"]')).toHaveCount(0);
  await expect(prose.locator('[style*="color"], [style*="background"], mark')).toHaveCount(0);
  await expect(prose).not.toContainText('alert(1)');
  await expect(prose).not.toContainText('p { color');
  await expect(prose.getByRole('listitem').filter({ hasText: 'Phase: Design · Weeks: 6' })).toBeVisible();
  await expect(prose.getByRole('listitem').filter({ hasText: 'Phase: Build · Weeks: 20' })).toBeVisible();
  const heading = prose.getByRole('heading', { name: 'Pasted site plan' });
  expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)');
}

/** Clicks into the editor and puts the caret after its last character, where a writer goes on. */
export async function caretAtEnd(editor: Locator): Promise<void> {
  await editor.click();
  await editor.page().keyboard.press('ControlOrMeta+End');
}

/** Puts an image in through the toolbar's image button and its dialog, with its alternative text. */
export async function insertImage(
  page: Page,
  toolbar: Locator,
  image: { file: { name: string; mimeType: string; buffer: Buffer }; alt: string },
): Promise<void> {
  await toolbar.locator('button.ql-image').click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await dialog.getByLabel(/^Image file/).setInputFiles(image.file);
  await dialog.getByLabel(/^Alternative text/).fill(image.alt);
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
}
