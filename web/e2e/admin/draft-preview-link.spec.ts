/**
 * A never-published draft has no public page: its card's title link is the admin's preview hop,
 * so a click, a middle-click or "Open in new tab" lands on the signed preview, never on the public 404.
 */
import { atReviewSizes } from '../support/fixtures';
import { createBlog, expect, moveToTrash, openAs, test } from './admin-helpers';

test("a never-published draft's card link opens its preview, however it is opened", async ({
  page,
  request,
  token,
  context,
  tag,
}, info) => {
  const title = `Hawa Mahal windows ${tag}`;
  const id = await createBlog(request, token, {
    title,
    short_content: 'Nine hundred windows.',
    content: '<p>Jharokhas.</p>',
    status: 'draft',
  });
  try {
    await openAs(page, token, `/admin/blog-list?search=${tag}`);
    const link = page.locator('.adm-grid-card', { hasText: title }).getByRole('link', { name: title, exact: true });
    const href = await link.getAttribute('href');
    expect(href).not.toContain('/blog-details/');
    await atReviewSizes(page, (width) => page.screenshot({ path: info.outputPath(`draft-card-${width}.png`) }));

    // "Open in new tab": the link's own address, in a tab of its own.
    const tab = await context.newPage();
    await tab.goto(String(href));
    await expect(tab).toHaveURL(/\/preview\/blog\/[a-z0-9]+\?token=/);
    await expect(tab.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await tab.close();

    // A plain click opens the preview in a new tab too.
    const opened = page.waitForEvent('popup');
    await link.click();
    const popup = await opened;
    await expect(popup).toHaveURL(/\/preview\/blog\/[a-z0-9]+\?token=/);
    await expect(popup.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  } finally {
    await moveToTrash(request, token, 'blog', id);
  }
});
