/**
 * D-15: the site in Hindi under /hi. A visitor walks /hi → services → a service → projects → a project → blog → an
 * article → careers → an opening → contact by the Hindi links (every one stays under /hi), and on each page finds
 * `<html lang="hi">`, the hreflang alternates both ways with x-default, and the language switch to the same page in
 * English. A record with no Hindi version yet is shown in English with the note, its text marked lang="en" (one with
 * a Hindi version in Hindi, without the note). Then the
 * quote form on /hi/contact and an opening's application form are sent without JavaScript, answer in Hindi, and the
 * office finds the enquiry and the application as typed, marked as sent in Hindi.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, expect, expectStatus, gotoHydrated, isTestRecord, test, uniqueTag } from '../support/fixtures';

const HI_NOTE = 'यह सामग्री अभी केवल अंग्रेज़ी में उपलब्ध है।';

/** The page is the Hindi copy of `english`: its language, its alternates, its switch. */
async function expectHindiPage(page: Page, english: string) {
  const hindi = english === '/' ? '/hi' : `/hi${english}`;
  expect(new URL(page.url()).pathname).toBe(hindi);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // After a client-side navigation the head follows the render: wait for the page's own canonical first.
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${hindi}$`));
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]:not([type])')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
  expect(alternates).toEqual([
    ['en-IN', english],
    ['hi-IN', hindi],
    ['x-default', english],
  ]);
  // The switch, in the header and in the footer: the same page in English, its label marked as English.
  for (const where of ['header', 'footer']) {
    const english_ = page.locator(where).getByRole('link', { name: 'English', exact: true });
    await expect(english_).toHaveAttribute('href', english);
    await expect(english_).toHaveAttribute('lang', 'en');
  }
}

/**
 * A record's page shows the record in Hindi where the CMS has a Hindi version (`locale: 'hi'` in its answer), else
 * in English, marked lang="en", under the note in Hindi. `api` is the record's public read.
 */
async function expectRecordText(page: Page, request: APIRequestContext, api: string) {
  const answer = (await (await request.get(`${api}?locale=hi`)).json()) as { data: { locale?: string } };
  const h1 = page.getByRole('heading', { level: 1 });
  if (answer.data.locale === 'hi') {
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(h1).not.toHaveAttribute('lang', /./);
  } else {
    await expect(page.getByRole('note')).toHaveText(HI_NOTE);
    await expect(h1).toHaveAttribute('lang', 'en');
  }
  return answer.data.locale ?? 'en';
}

/**
 * Follows the page's first link to a seeded record whose address starts with `prefix` (or the link to `exact`), and
 * waits for its page. Another spec's records are passed over: one may be deleted while this walk reads it.
 */
async function follow(page: Page, prefix: string, exact?: string) {
  const candidates = page.locator(exact ? `main a[href="${exact}"]` : `main a[href^="${prefix}"]`);
  await candidates.first().waitFor({ state: 'attached' });
  const links = await candidates.evaluateAll((found) =>
    found.map((a) => [a.getAttribute('href')!, a.textContent ?? ''] as const),
  );
  const href = links.find(([to, text]) => !isTestRecord(`${to} ${text}`))![0];
  await page.locator(`main a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname === decodeURI(href.split('?')[0]!) || url.pathname === href);
  return href;
}

test('a visitor walks the site in Hindi, every page with its English twin one click away', async ({
  page,
  request,
}) => {
  // Ten pages, each checked, by client-side navigation.
  test.setTimeout(180_000);
  // A project with no Hindi version yet (most have none), so the walk meets the fallback; any project else.
  const projects = (await (await request.get('/api/site/projects?locale=hi')).json()) as {
    data: { slug: string; locale?: string }[];
  };
  const english = projects.data.find((p) => p.locale !== 'hi') ?? projects.data[0]!;
  const locales: string[] = [];

  // Hydrated first: a tap on the phone's menu button before then opens nothing.
  await gotoHydrated(page, '/hi');
  await expectHindiPage(page, '/');
  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  // On a phone the main links are in the menu: opened first (it closes again on each navigation).
  const menuLink = async (name: RegExp) => {
    const open = page.getByRole('button', { name: 'मेन्यू खोलें' });
    if (await open.isVisible()) await open.click();
    await nav.getByRole('link', { name }).click();
  };

  await menuLink(/सेवाएँ/);
  await page.waitForURL('**/hi/services');
  await expectHindiPage(page, '/services');
  const service = await follow(page, '/hi/services/');
  await expectHindiPage(page, service.slice(3));
  locales.push(await expectRecordText(page, request, `/api/site${service.slice(3)}`));

  await menuLink(/परियोजनाएँ/);
  await page.waitForURL('**/hi/project');
  await expectHindiPage(page, '/project');
  const project = await follow(page, '/hi/project/', `/hi/project/${english.slug}`);
  await expectHindiPage(page, project.slice(3));
  locales.push(await expectRecordText(page, request, `/api/site/projects/${english.slug}`));

  await page.locator('footer').getByRole('link', { name: 'ब्लॉग' }).click();
  await page.waitForURL('**/hi/blog');
  await expectHindiPage(page, '/blog');
  const article = await follow(page, '/hi/blog-details/');
  await expectHindiPage(page, article.slice(3));
  locales.push(await expectRecordText(page, request, `/api/site/blogs/${article.split('/').at(-1)}`));

  await menuLink(/करियर/);
  await page.waitForURL('**/hi/career');
  await expectHindiPage(page, '/career');
  const opening = await follow(page, '/hi/career/');
  await expectHindiPage(page, opening.slice(3));
  locales.push(await expectRecordText(page, request, `/api/site/careers/${opening.split('/').at(-1)}`));
  await expect(page.getByRole('heading', { name: 'इस पद के लिए आवेदन करें' })).toBeVisible();

  await menuLink(/संपर्क/);
  await page.waitForURL('**/hi/contact');
  await expectHindiPage(page, '/contact');
  // The walk met a record shown in English with the note (the project picked for it).
  expect(locales).toContain('en');

  // The switch keeps the page (and its query): to English and back.
  await page.goto('/hi/search?q=survey');
  await page.locator('header').getByRole('link', { name: 'English' }).click();
  await page.waitForURL('**/search?q=survey');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toHaveCount(1);
  await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
  await page.waitForURL('**/hi/search?q=survey');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('navigation', { name: 'मुख्य', includeHidden: true })).toHaveCount(1);
});

test('the Devanagari face is fetched on Hindi pages only, and draws their text', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'what a page fetches is the same at any size');
  const devanagari: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' && r.url().includes('devanagari')) devanagari.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The English page names Hindi only in its language switch, which keeps the English stack.
  expect(devanagari).toEqual([]);
  await page.goto('/hi');
  await expect.poll(() => devanagari.length).toBe(1);
  expect(devanagari[0]).toMatch(/\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Web"', 'नमस्ते')))
    .toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote form on /hi/contact is in Hindi and answers in Hindi', async ({ page, request }) => {
    expectStatus(400);
    const tag = uniqueTag('hindi-contact');
    await page.goto('/hi/contact');
    await expect(page.getByRole('heading', { name: 'मुफ़्त कोटेशन पाएँ' })).toBeVisible();
    await page.getByLabel(/^नाम/).fill(`आशा मेहता ${tag}`);
    await page.getByLabel(/^ईमेल/).fill(`${tag}@example.in`);
    await page.getByLabel(/^फ़ोन/).fill('9829012345');
    await page.getByLabel(/^सेवा/).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByRole('alert')).toHaveText('कृपया सभी फ़ील्ड भरें।');
    await expect(page.getByLabel(/^संदेश/)).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel(/^संदेश/).fill('मालवीय नगर में लगभग 4,000 वर्ग फ़ुट के दफ़्तर का इंटीरियर करवाना है।');
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByRole('status')).toHaveText('धन्यवाद! आपकी पूछताछ हमें मिल गई है। हम जल्द ही आपसे संपर्क करेंगे।');
    expect(new URL(page.url()).pathname).toBe('/hi/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // The office finds it by its Devanagari name, as typed, marked as sent from a Hindi page.
    const found = await request.get('/api/contact-get', {
      params: { search: `आशा मेहता ${tag}`, page: 1, limit: 10 },
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    const { data } = (await found.json()) as { data: { name: string; language: string; message: string }[] };
    expect(data.map(({ name, language }) => ({ name, language }))).toEqual([
      { name: `आशा मेहता ${tag}`, language: 'hi' },
    ]);
  });

  test('an application on a Hindi opening page is sent in Hindi, and kept as typed', async ({ page, request }) => {
    const tag = uniqueTag('hindi-apply');
    await page.goto('/hi/career');
    const opening = await follow(page, '/hi/career/');
    await expect(page.getByRole('heading', { name: 'इस पद के लिए आवेदन करें' })).toBeVisible();
    await page.getByLabel(/^नाम/).fill(`रवि शर्मा ${tag}`);
    await page.getByLabel(/^ईमेल/).fill(`${tag}@example.in`);
    await page.getByLabel(/^फ़ोन/).fill('9829012345');
    await page.getByLabel(/^शहर/).fill('अजमेर');
    await page.getByRole('button', { name: 'आवेदन जमा करें' }).click();
    await expect(page.getByRole('status')).toHaveText('धन्यवाद! आपका आवेदन जमा हो गया है।');
    expect(decodeURI(new URL(page.url()).pathname)).toBe(decodeURI(opening.split('?')[0]!));

    const found = await request.get('/api/job-get', {
      params: { search: tag, page: 1, limit: 10 },
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    const { data } = (await found.json()) as { data: { name: string; city: string; language: string }[] };
    expect(data.map(({ name, city, language }) => ({ name, city, language }))).toEqual([
      { name: `रवि शर्मा ${tag}`, city: 'अजमेर', language: 'hi' },
    ]);
  });
});
