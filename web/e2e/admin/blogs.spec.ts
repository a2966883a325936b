import type { Locator, Page } from '@playwright/test';
import { insertImage } from '../support/editor';
import { storedBlogContent } from '../support/stored';
import {
  auth,
  createBlog,
  expect,
  moveToTrash,
  openAs,
  openNewBlog,
  png,
  runTag,
  saveNewBlog,
  searchFor,
  test,
} from './admin-helpers';

test.describe('admin blogs', () => {
  test('create, see on the public site, search, edit, delete', async ({ page, request, token, tag }) => {
    const title = `Heritage facade study ${tag}`;
    await openAs(page, token, '/admin/blog-list');
    await page.getByRole('link', { name: 'Add Blog' }).click();
    await expect(page.getByRole('heading', { name: 'Add Blog', level: 1 })).toBeVisible();

    const titleInput = page.getByLabel(/^Title/);
    await expect(titleInput).toHaveAttribute('maxlength', '100');
    await titleInput.fill(title);
    await expect(page.getByText(`${title.length}/100 characters`)).toBeVisible();
    await page
      .getByLabel(/^Short content/)
      .fill('How we restored the sandstone front of a Jaipur haveli without losing its jharokhas.');
    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('The haveli sits on a narrow lane of the walled city.');
    await page.getByLabel('Meta title').fill(`Facade study ${tag}`);
    await page.getByLabel('Meta description').fill('Restoring a sandstone haveli facade in Jaipur.');
    await page.getByLabel('Meta keywords').fill('heritage, facade, jaipur');
    await page.getByLabel('Image', { exact: true }).setInputFiles(await png('#aa5533', `facade-${tag}.png`));
    await page.getByRole('button', { name: 'Save Blog' }).click();

    await expect(page).toHaveURL(/\/admin\/blog-list$/);
    await page.getByLabel('Search blogs').fill(tag);
    const card = page.locator('.adm-grid-card', { hasText: title });
    await expect(card).toHaveCount(1);
    await expect(page.locator('.adm-grid-card')).toHaveCount(1);

    // The card opens the public article.
    const href = await card.locator('a.adm-grid-card__link').getAttribute('href');
    expect(href).toMatch(/^\/blog-details\/.+/);
    const publicPage = await page.context().newPage();
    await publicPage.goto(String(href));
    await expect(publicPage.getByRole('heading', { name: title })).toBeVisible();
    await publicPage.close();

    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Blog', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.locator('.ql-editor')).toContainText('narrow lane');
    const edited = `${title} revised`;
    await page.getByLabel(/^Title/).fill(edited);
    await page.getByRole('button', { name: 'Update Blog' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-list$/);
    await page.getByLabel('Search blogs').fill(tag);
    const editedCard = page.locator('.adm-grid-card', { hasText: edited });
    await expect(editedCard).toHaveCount(1);

    await editedCard.getByRole('button', { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete blog' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Nothing to see !!')).toBeVisible();
    const left = await request.get(`/api/blog/get?search=${tag}`, { headers: auth(token) });
    expect(((await left.json()) as { totalUsers: number }).totalUsers).toBe(0);
  });

  test('pages through search results 15 at a time', async ({ page, request, token, tag }) => {
    const ids: string[] = [];
    for (let i = 1; i <= 17; i++) {
      const blog = { title: `Pager ${tag} ${i}`, short_content: 'Paging check.', content: '<p>Paging check.</p>' };
      ids.push(await createBlog(request, token, blog));
    }
    try {
      await openAs(page, token, '/admin/blog-list');
      // The unfiltered list can also read 'Page 1 of 2': wait for the settled term to reach the URL first.
      await searchFor(page, 'Search blogs', tag);
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
      await expect(page.locator('.adm-grid-card')).toHaveCount(15);
      await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText('Page 2 of 2')).toBeVisible();
      await expect(page.locator('.adm-grid-card')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
      await page.getByRole('button', { name: 'Page 1' }).click();
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
    } finally {
      for (const id of ids) await moveToTrash(request, token, 'blog', id);
    }
  });
});

const SEEDED = 'Industrial Parks That Work for Trucks and People';

test.describe('the Hindi version (D-15)', () => {
  test('a blog marked "Needs Hindi" gets its Hindi text in the admin, shown as typed at /hi', async ({
    page,
    request,
    token,
    tag,
  }) => {
    const title = `Stepwell survey ${tag}`;
    const id = await createBlog(request, token, {
      title,
      short_content: 'Measuring a stepwell in Abhaneri.',
      content: '<p>Thirteen storeys of steps.</p>',
    });
    await openAs(page, token, '/admin/blog-list');
    await page.getByLabel('Search blogs').fill(tag);
    const card = page.locator('.adm-grid-card', { hasText: title });
    await expect(card.getByText('Needs Hindi')).toBeVisible();
    await page.getByLabel('Translation').selectOption('hi');
    await expect(page).toHaveURL(/needs=hi/);
    await expect(card).toHaveCount(1);

    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Hindi' }).click();
    await expect(page).toHaveURL(/\?locale=hi$/);
    await expect(page.getByRole('status')).toContainText('has no Hindi version yet');
    // The Hindi tab starts empty, holds the texts only (the image is the English version's), and counts as English does.
    await expect(page.getByLabel(/^Title/)).toHaveValue('');
    await expect(page.getByLabel('Image', { exact: true })).toHaveCount(0);
    const hindiTitle = `आभानेरी की बावड़ी का सर्वे ${tag}`;
    await page.getByLabel(/^Title/).fill(hindiTitle);
    await expect(page.getByText(`${hindiTitle.length}/100 characters`)).toBeVisible();
    await page.getByLabel(/^Short content/).fill('आभानेरी में एक बावड़ी की नाप-जोख।');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('सीढ़ियों की तेरह मंज़िलें।');
    await page.getByRole('button', { name: 'Update Blog' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-list$/);

    // Now in both languages: no longer listed as needing Hindi; each page in its own language, as typed.
    await page.getByLabel('Search blogs').fill(tag);
    await expect(page.locator('.adm-grid-card', { hasText: title }).getByText('Needs Hindi')).toHaveCount(0);
    const site = await page.context().newPage();
    await site.goto(`/hi/blog-details/${id}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(hindiTitle);
    await expect(site.getByText('सीढ़ियों की तेरह मंज़िलें।')).toBeVisible();
    await expect(site.getByRole('note')).toHaveCount(0);
    await site.goto(`/blog-details/${id}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
    await site.close();

    // Reopened, the Hindi tab holds what was typed, the English tab the English text.
    await page.goto(`/admin/blog-update/${id}?locale=hi`);
    await expect(page.getByLabel(/^Title/)).toHaveValue(hindiTitle);
    await expect(page.getByRole('status')).toContainText('The Hindi version of this blog');
    // A change not saved is not dropped by the other tab without asking: Stay keeps it, Leave goes.
    await page.getByLabel(/^Title/).fill(`${hindiTitle} (बदला)`);
    const english = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' });
    await english.click();
    const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
    await unsaved.getByRole('button', { name: 'Stay' }).click();
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(/\?locale=hi$/);
    await expect(page.getByLabel(/^Title/)).toHaveValue(`${hindiTitle} (बदला)`);
    await english.click();
    await unsaved.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.getByLabel('Image', { exact: true })).toHaveCount(1);
  });
});

test.describe('what the editor saves is what the site shows', () => {
  test('an unchanged article is stored byte-identical: a seeded one saved as it is, a copy with a new title', async ({
    page,
    request,
    token,
    tag,
  }) => {
    const found = await request.get(`/api/blog/admin-get?search=${encodeURIComponent(SEEDED)}`, {
      headers: auth(token),
    });
    const seeded = ((await found.json()) as { data: { _id: string; content: string }[] }).data[0]!;
    const before = storedBlogContent(seeded._id);
    expect(before[0]).toContain('If the trucks cannot turn, nothing else matters.');

    await openAs(page, token, `/admin/blog-update/${seeded._id}`);
    await expect(page.locator('.ql-editor')).toContainText('trucks');
    await page.getByRole('button', { name: 'Update Blog' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-list$/);
    expect(storedBlogContent(seeded._id)).toEqual(before);

    // A copy of it (so other specs keep the seeded title): only the title changes.
    const copy = await createBlog(request, token, {
      title: `Parks copy ${tag}`,
      short_content: 'A copy of a seeded article.',
      content: before[0] ?? '',
    });
    const copied = storedBlogContent(copy);
    await openAs(page, token, `/admin/blog-update/${copy}`);
    await expect(page.locator('.ql-editor')).toContainText('trucks');
    await page.getByLabel(/^Title/).fill(`Parks copy ${tag}, retitled`);
    await page.getByRole('button', { name: 'Update Blog' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-list$/);
    expect(storedBlogContent(copy)).toEqual(copied);
    expect(copied[0]).not.toContain('\u00a0');
  });

  test('typed text keeps its ordinary spaces, and a long paragraph wraps on the page', async ({ page, token }) => {
    // Typing key by key is slow on a busy machine.
    test.setTimeout(120_000);
    await openNewBlog(page, token, { title: `Typed spaces ${runTag()}`, short_content: 'Typed in the editor.' });
    await page.locator('.ql-editor').click();
    // Typed key by key (spaces included), then a long run of text put in at once: one paragraph wider than any screen
    // if its spaces could not break.
    await page.keyboard.type('The walled city keeps its old bazaars. Two  spaces. ');
    await page.keyboard.insertText(
      'Each one sells one kind of thing, and Johari Bazaar sells jewellery. '.repeat(4).trimEnd(),
    );
    const id = await saveNewBlog(page);
    const stored = storedBlogContent(id)[0] ?? '';
    expect(stored).toContain('<p>The walled city keeps its old bazaars. Two \u00a0spaces. Each one sells');
    expect(stored.match(/\u00a0/g)).toHaveLength(1);

    await page.goto(`/blog-details/${id}`);
    await expect(page.locator('.prose')).toContainText('Johari Bazaar');
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1] ?? 0);
  });
  test('a non-breaking space survives reopening the article: a title-only save, and an edit of its text', async ({
    page,
    request,
    token,
    tag,
  }) => {
    const id = await createBlog(request, token, {
      title: `Non-breaking ${tag}`,
      short_content: 'An article with a non-breaking space.',
      content: '<p>The site is 10&nbsp;km from Jaipur.</p>',
    });
    try {
      // The sanitizer stores the entity as the character itself.
      const nbsp = '10\u00a0km';
      expect(storedBlogContent(id)[0]).toContain(nbsp);

      await openAs(page, token, `/admin/blog-update/${id}`);
      await expect(page.locator('.ql-editor')).toContainText('Jaipur');
      await page.getByLabel(/^Title/).fill(`Non-breaking ${tag}, retitled`);
      await page.getByRole('button', { name: 'Update Blog' }).click();
      await expect(page).toHaveURL(/\/admin\/blog-list$/);
      for (const content of storedBlogContent(id)) expect(content).toContain(nbsp);

      // Reopened and its text edited elsewhere: the editor exports the whole article, the non-breaking space too.
      await openAs(page, token, `/admin/blog-update/${id}`);
      await page.locator('.ql-editor p').click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' Edited.');
      const updated = page.waitForResponse((res) => res.url().endsWith('/api/blog/update'));
      await page.getByRole('button', { name: 'Update Blog' }).click();
      expect((await updated).status()).toBe(200);
      await expect(page).toHaveURL(/\/admin\/blog-list$/);
      for (const content of storedBlogContent(id)) expect(content).toContain(`${nbsp} from Jaipur. Edited.`);
    } finally {
      await moveToTrash(request, token, 'blog', id);
    }
  });
});

/**
 * Every toolbar button (@cadmax/contract/editor), used in the React admin on a line of its own in one article, saved
 * once, and shown on the public article page on that line. (One test: the buttons were 23 tests of one article each,
 * ~5 s apiece of the same open, save and page load; a failing button is named by its step.)
 */
type Step = (page: Page) => Promise<void>;
const clickTool =
  (selector: string): Step =>
  async (page) => {
    await page.locator(`.ql-toolbar ${selector}`).click();
  };
const pick =
  (format: string, value: string): Step =>
  async (page) => {
    await page.locator(`.ql-toolbar .ql-picker.ql-${format} .ql-picker-label`).click();
    await page.locator(`.ql-toolbar .ql-picker.ql-${format} .ql-picker-item[data-value="${value}"]`).click();
  };
const promptTool =
  (button: string, url: string): Step =>
  async (page) => {
    await page.locator(`.ql-toolbar button.ql-${button}`).click();
    const input = page.locator('.ql-tooltip.ql-editing input[type="text"]');
    await input.fill(url);
    await input.press('Enter');
  };

/** `shows` gets the article and the text of the tool's own line. */
const TOOLS: { name: string; use: Step; shows: (prose: Locator, line: string) => Promise<void> }[] = [
  ...[1, 2, 3, 4, 5, 6].map((level) => ({
    name: `heading ${level}`,
    use: pick('header', String(level)),
    shows: (prose: Locator, line: string) => expect(prose.locator(`h${level}`)).toHaveText(line),
  })),
  {
    name: 'font',
    use: pick('font', 'serif'),
    shows: (p, line) => expect(p.locator('.ql-font-serif')).toHaveText(line),
  },
  {
    name: 'size',
    use: pick('size', 'large'),
    shows: (p, line) => expect(p.locator('.ql-size-large')).toHaveText(line),
  },
  { name: 'bold', use: clickTool('button.ql-bold'), shows: (p, line) => expect(p.locator('strong')).toHaveText(line) },
  { name: 'italic', use: clickTool('button.ql-italic'), shows: (p, line) => expect(p.locator('em')).toHaveText(line) },
  {
    name: 'underline',
    use: clickTool('button.ql-underline'),
    shows: (p, line) => expect(p.locator('u')).toHaveText(line),
  },
  { name: 'strike', use: clickTool('button.ql-strike'), shows: (p, line) => expect(p.locator('s')).toHaveText(line) },
  {
    name: 'colour',
    use: pick('color', '#e60000'),
    shows: (p, line) => expect(p.getByText(line, { exact: true })).toHaveCSS('color', 'rgb(230, 0, 0)'),
  },
  {
    name: 'background colour',
    use: pick('background', '#ffff00'),
    shows: (p, line) => expect(p.getByText(line, { exact: true })).toHaveCSS('background-color', 'rgb(255, 255, 0)'),
  },
  {
    name: 'blockquote',
    use: clickTool('button.ql-blockquote'),
    shows: (p, line) => expect(p.locator('blockquote')).toHaveText(line),
  },
  {
    name: 'ordered list',
    use: clickTool('button.ql-list[value="ordered"]'),
    shows: (p, line) => expect(p.locator('ol > li')).toHaveText(line),
  },
  {
    name: 'bullet list',
    use: clickTool('button.ql-list[value="bullet"]'),
    shows: (p, line) => expect(p.locator('ul > li')).toHaveText(line),
  },
  {
    name: 'indent',
    use: clickTool('button.ql-indent[value="+1"]'),
    shows: (p, line) => expect(p.locator('.ql-indent-1', { hasText: line })).toHaveText(line),
  },
  {
    name: 'outdent',
    use: async (page) => {
      await clickTool('button.ql-indent[value="+1"]')(page);
      await clickTool('button.ql-indent[value="+1"]')(page);
      await clickTool('button.ql-indent[value="-1"]')(page);
    },
    shows: (p, line) => expect(p.locator('.ql-indent-1', { hasText: line })).toHaveText(line),
  },
  {
    name: 'link',
    use: promptTool('link', 'https://jda.rajasthan.gov.in/'),
    shows: (p, line) =>
      expect(p.getByRole('link', { name: line })).toHaveAttribute('href', 'https://jda.rajasthan.gov.in/'),
  },
  {
    name: 'image',
    use: async (page) => {
      await page.keyboard.press('End');
      await insertImage(page, page.locator('.ql-toolbar'), {
        file: await png('#3366aa', 'courtyard.png'),
        alt: 'A blue courtyard wall',
      });
      await expect(page.locator('.ql-editor img[alt="A blue courtyard wall"]')).toHaveAttribute('src', /^\/uploads\//);
    },
    shows: async (p) => {
      const img = p.getByRole('img', { name: 'A blue courtyard wall' });
      await expect(img).toHaveAttribute('src', /^\/uploads\/courtyard_\w+\.png$/);
      // Far down the article: a lazy image loads once near the screen.
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(96);
    },
  },
  {
    name: 'video',
    use: async (page) => {
      await page.keyboard.press('End');
      await promptTool('video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')(page);
    },
    shows: async (p) => {
      const frame = p.locator('iframe.ql-video');
      await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('title', 'Embedded video');
    },
  },
  {
    name: 'clean',
    use: async (page) => {
      await clickTool('button.ql-bold')(page);
      await clickTool('button.ql-clean')(page);
    },
    // The only bold line is bold's own.
    shows: async (p, line) => {
      await expect(p.getByText(line, { exact: true })).toBeVisible();
      await expect(p.locator('strong')).toHaveCount(1);
    },
  },
];

test('each toolbar button shows on the public page', async ({ page, token }) => {
  test.setTimeout(120_000);
  // The players' hosts answer with a stub: the test runs offline, and their scripts are not the site's.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video player</title>' }),
  );
  const lineOf = (tool: { name: string }) => `Toolbar check ${tool.name}`;
  await openNewBlog(page, token, {
    title: `Toolbar ${runTag()}`,
    short_content: 'Every toolbar button, saved and shown.',
  });
  // One line per button, each between plain lines (two list lines side by side would join one list).
  const editor = page.locator('.ql-editor');
  await editor.click();
  for (const tool of TOOLS) {
    await page.keyboard.insertText(lineOf(tool));
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('Plain line.');
    await page.keyboard.press('Enter');
  }
  for (const tool of TOOLS) {
    await test.step(tool.name, async () => {
      // The line's text selected, as a person would before pressing the button.
      await editor.getByText(lineOf(tool), { exact: true }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Shift+Home');
      await tool.use(page);
    });
  }
  const id = await saveNewBlog(page);
  try {
    await page.goto(`/blog-details/${id}`);
    const prose = page.locator('.prose');
    await expect(prose).toContainText(lineOf(TOOLS.at(-1)!));
    for (const tool of TOOLS) await test.step(`${tool.name} on the page`, () => tool.shows(prose, lineOf(tool)));
  } finally {
    // Other specs read the public list; a leftover blog would push the seeded ones off its first page.
    await moveToTrash(page.request, token, 'blog', id);
  }
});
