/**
 * A paste from a web page into an article editor, as a browser makes it: a real `paste` ClipboardEvent whose
 * DataTransfer carries the page's HTML (inline colours, a highlight, a foreign image, script and style, a table) and
 * its plain text. Shared by the React admin's and the panel's editor specs, with what both must store and show.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What Chrome puts on the clipboard when a reader copies part of another site's article. */
export const WEB_PAGE_HTML = `<meta charset="utf-8"><html><head><style>h2 { color: red }</style></head><body>
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

/** Dispatches the paste on the editor (focused first, where a reader's Ctrl+V would land). */
export async function pasteWebPage(editor: Locator): Promise<void> {
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
}

/** The notice under the editor names the image it left out. */
export async function expectDroppedImageNotice(page: Page): Promise<void> {
  // Soft: the test goes on to save, so a run without the filter shows what it stored too.
  await expect
    .soft(page.getByRole('status').filter({ hasText: 'left out of the paste' }))
    .toContainText('1 image was left out of the paste: “Site plan” (images from other websites are not copied');
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

/** The editor and its notice after the paste, at a phone's and a desktop's size, for a person to look at. */
export async function screenshotEditor(page: Page, name: string): Promise<void> {
  const notice = page.locator('.cadmax-paste-notice');
  const size = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (await notice.count()) await notice.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: `/tmp/paste/${name}-${width}x${height}.png` });
  }
  if (size) await page.setViewportSize(size);
}
