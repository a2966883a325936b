/**
 * Version history (D-14.2), as a person sees it: the blog form's 'History' lists every save with who made it and
 * when (IST), shows what changed between two versions word by word and the images as thumbnails, and 'Restore as
 * draft' asks first, restores the older version as the draft (the public article stays as published) and offers
 * 'Undo' in its toast. Each language has its own history (D-15).
 */
import type { Locator, Page } from '@playwright/test';
import { auth, createBlog, expect, openAs, png, test } from './admin-helpers';

// The texts a person reads, as the contract's messages have them (the e2e suite runs outside its build).
const RESTORED = 'Version restored as a draft. The public page is unchanged until you publish.';
const CONFIRM = 'Restore this version as the draft? What the draft holds now stays in the history.';
// To the second: saves a minute apart must read apart.
const IST = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

// Each test saves versions through the API and then reads and restores them in the admin: 90 s each (the first,
// which restores twice, sets its own).
test.describe.configure({ timeout: 90_000 });

/** A listed version's 'Restore as draft', confirmed in its dialog. */
async function restoreAsDraft(page: Page, version: Locator) {
  await version.getByRole('button', { name: /^Restore the version of/ }).click();
  await page
    .getByRole('dialog', { name: 'Restore as draft' })
    .getByRole('button', { name: 'Restore as draft' })
    .click();
}

test('a blog’s history: the diff between two saves, a restore as the draft, and its undo', async ({
  page,
  token,
  request,
  tag,
}, testInfo) => {
  test.setTimeout(120_000);
  const first = `Stepwells of Jaipur ${tag}`;
  const second = `The stepwells of old Jaipur ${tag}`;
  const id = await createBlog(request, token, {
    title: first,
    short_content: 'Notes on the stepwells.',
    content: '<p>Havelis keep cool in summer.</p>',
    imageUrl: await png('#c0392b', `red-${tag}.png`),
  });
  const edited = await request.post('/api/blog/update', {
    headers: auth(token),
    multipart: {
      _id: id,
      title: second,
      short_content: 'Notes on the stepwells.',
      content: '<p>Havelis keep <strong>very</strong> cool in summer.</p>',
      imageUrl: await png('#2471a3', `blue-${tag}.png`),
    },
  });
  expect(edited.ok(), await edited.text()).toBeTruthy();

  await openAs(page, token, `/admin/blog-update/${id}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'Blog history', level: 1 })).toBeVisible();
  const versions = page.locator('.adm-history__item');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(second);
  await expect(versions.nth(0)).toContainText('Current draft');
  await expect(versions.nth(1)).toContainText(first);
  for (const item of await versions.all()) {
    await expect(item.locator('.adm-history__who')).toHaveText(String(process.env.ADMIN_EMAIL));
    const time = item.locator('time');
    await expect(time).toHaveText(IST.format(new Date(String(await time.getAttribute('datetime')))));
  }

  // The changes, the older save against the newer: words struck through and added, the images before and after.
  const changes = page.getByRole('region', { name: 'Changes' });
  const title = changes.getByRole('region', { name: 'Title' });
  await expect(title.locator('del')).toHaveText(['Stepwells']);
  await expect(title.locator('ins')).toHaveText(['The stepwells', 'old']);
  const article = changes.getByRole('region', { name: 'Article' });
  await expect(article.locator('ins')).toHaveText(['very']);
  await expect(article).not.toContainText('<strong>');
  const image = changes.getByRole('region', { name: 'Image' });
  for (const side of ['Before', 'After']) {
    const picture = image.locator('figure', { hasText: side }).getByRole('img');
    await expect(picture).toHaveCount(1);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await page.screenshot({ path: testInfo.outputPath('history-diff.png'), fullPage: true });

  // Restore the first save as the draft: asked first, then the toast offers 'Undo'.
  const olderTime = String(await versions.nth(1).locator('time').textContent());
  await versions
    .nth(1)
    .getByRole('button', { name: `Restore the version of ${olderTime} as the draft` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Restore as draft' });
  await expect(dialog).toContainText(CONFIRM);
  await page.screenshot({ path: testInfo.outputPath('history-confirm.png') });
  await dialog.getByRole('button', { name: 'Restore as draft' }).click();
  const toast = page.getByRole('status').filter({ hasText: RESTORED });
  await expect(toast).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText(first);

  // The public article is still the published save; the form holds the restored draft. Asked as a plain request: a
  // second browser page took longer to open than the toast's 'Undo' stays on a busy machine.
  const publicPage = await page.request.get(`/blog-details/${id}`);
  expect(publicPage.status()).toBe(200);
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await publicPage.text())?.[1]?.replace(/<[^>]+>/g, '');
  expect(heading).toBe(second);

  // 'Undo' restores the draft the restore replaced.
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText(second);
  // The form reads the draft as it now is (opened anew: the toast may cover the header's link on a wide screen).
  await page.goto(`/admin/blog-update/${id}`);
  await expect(page.getByLabel(/^Title/)).toHaveValue(second);

  await page.goto(`/admin/history/blog/${id}`);
  await restoreAsDraft(page, versions.nth(1));
  await expect(versions).toHaveCount(5);
  await page.goto(`/admin/blog-update/${id}`);
  await expect(page.getByLabel(/^Title/)).toHaveValue(first);
  await expect(page.locator('.adm-publishing .adm-state')).toHaveText('Published with unpublished changes');
});

test('a blog’s Hindi version has its own history: reached from the Hindi tab, restored as the Hindi draft', async ({
  page,
  token,
  request,
  tag,
}, testInfo) => {
  const english = `Baoris of Bundi ${tag}`;
  const id = await createBlog(request, token, { title: english });
  const first = `बूंदी की बावड़ियाँ ${tag}`;
  const second = `बूंदी की पुरानी बावड़ियाँ ${tag}`;
  for (const title of [first, second]) {
    const saved = await request.post('/api/blog/update', {
      headers: auth(token),
      data: { _id: id, locale: 'hi', title, short_content: 'सीढ़ियाँ और पानी।', content: '<p>गहरी बावड़ी।</p>' },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
  }

  await openAs(page, token, `/admin/blog-update/${id}?locale=hi`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/history/blog/${id}\\?locale=hi`));
  await expect(page.getByRole('link', { name: 'Hindi' })).toHaveAttribute('aria-current', 'page');
  const versions = page.locator('.adm-history__item');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(second);
  await expect(versions.nth(1)).toContainText(first);
  // The changes are the Hindi title's words.
  const title = page.getByRole('region', { name: 'Changes' }).getByRole('region', { name: 'Title' });
  await expect(title.locator('ins')).toHaveText(['पुरानी']);
  await page.screenshot({ path: testInfo.outputPath('history-hindi.png'), fullPage: true });

  await restoreAsDraft(page, versions.nth(1));
  await expect(versions).toHaveCount(3);
  // Back to the Hindi tab, opened anew (the restore's toast may cover the header's link on a wide screen).
  const back = `/admin/blog-update/${id}?locale=hi`;
  await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', back);
  await page.goto(back);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(first);

  // The English tab's history is the English version's alone, untouched.
  await page.goto(`/admin/history/blog/${id}`);
  await expect(versions).toHaveCount(1);
  await expect(versions.nth(0)).toContainText(english);
});

test('three quick saves read apart: each version and each From/To choice has its seconds and what it changed', async ({
  page,
  token,
  request,
  tag,
}, testInfo) => {
  const title = `Quick saves ${tag}`;
  const save = async (path: string, fields: Record<string, string>) => {
    const res = await request.post(path, {
      headers: auth(token),
      multipart: { title, short_content: 'Three saves in a minute.', content: '<p>One two three.</p>', ...fields },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    return ((await res.json()) as { data: { _id: string } }).data._id;
  };
  const id = await save('/api/blog/create', {});
  await save('/api/blog/update', { _id: id, content: '<p>One two three four.</p>' });
  await save('/api/blog/update', { _id: id, title: `${title} again`, content: '<p>One two four.</p>' });

  await openAs(page, token, `/admin/history/blog/${id}`);
  const versions = page.locator('.adm-history__item');
  await expect(versions).toHaveCount(3);
  const changes = versions.locator('.adm-history__changes');
  await expect(changes.nth(0)).toHaveText('Title, Article · +1 −1 words');
  await expect(changes.nth(1)).toHaveText('Article · +1 −0 words');
  // The first save, from nothing: the fields it filled and their words.
  await expect(changes.nth(2)).toContainText(/^Title, .*Short content.* · \+\d+ −0 words$/);
  for (const item of await versions.all()) {
    const time = item.locator('time');
    await expect(time).toHaveText(/\d:\d\d:\d\d\s?[ap]m$/i);
    await expect(time).toHaveText(IST.format(new Date(String(await time.getAttribute('datetime')))));
  }

  // The From/To choices name the same: the time to the second, who, and what changed.
  for (const name of ['from', 'to']) {
    const options = (await page.locator(`select[name=${name}] option`).allTextContents()).map((o) => o.trim());
    expect(options).toHaveLength(3);
    expect(new Set(options).size).toBe(3);
    expect(options[0]).toMatch(/:\d\d:\d\d\s?[ap]m · .+ · Title, Article · \+1 −1 words \(current draft\)$/i);
    expect(options[1]).toMatch(/:\d\d:\d\d\s?[ap]m · .+ · Article · \+1 −0 words$/i);
  }
  const shot = `history-quick-saves-${testInfo.project.name}.png`;
  await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
  await page.screenshot({ path: `/tmp/${shot}`, fullPage: true });
});
