/**
 * A submission key belongs to one page view. /contact is served from the page cache, one copy for every
 * visitor: the copy carries no key (in the form or in React Router's hydration data); with JavaScript each page view
 * makes its own once the form is shown. Two different enquiries from one address, sent on two page views (two
 * visitors, each with a cached copy), are both stored, with JavaScript on and off; a resend of one is stored once.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminToken, expect, test, uniqueTag } from '../support/fixtures';
import { formResultIn } from '../support/form-result';
import { enquiryFrom, sendEnquiryOnPage } from '../support/public-forms';

const KEY_FIELD = 'input[name="submission_key"]';
const SENT = 'Thank you! Your enquiry has been sent. We will get back to you soon.';
/** The two different enquiries a visitor sends from one address, one from each page view. */
const [HOUSE, OFFICE] = ['A house in Vaishali Nagar.', 'An office in Malviya Nagar.'];

/** A page view of /contact by a visitor of its own (a new browser context), answered from the cache (X-Cache HIT). */
async function cachedView(browser: Browser, javaScriptEnabled: boolean): Promise<{ page: Page; html: string }> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  for (let i = 0; i < 30; i += 1) {
    // Rendered and stored just before the page asks: within the cache's lifetime the page gets the copy.
    await page.request.get('/contact');
    const res = await page.goto('/contact');
    if (res?.headers()['x-cache'] !== 'HIT') continue;
    if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return { page, html: await res.text() };
  }
  throw new Error('/contact was never answered from the cache');
}

type View = Awaited<ReturnType<typeof cachedView>>;

/** Two visitors' page views of the cached /contact. */
const twoCachedViews = async (browser: Browser, javaScriptEnabled: boolean): Promise<[View, View]> => [
  await cachedView(browser, javaScriptEnabled),
  await cachedView(browser, javaScriptEnabled),
];

/** An address of the test's own, and two visitors' page views of the cached /contact to send from it. */
async function oneAddressTwoViews(browser: Browser, javaScriptEnabled: boolean) {
  const email = `${uniqueTag(javaScriptEnabled ? 'keys-js' : 'keys-nojs')}@example.in`;
  return { email, views: await twoCachedViews(browser, javaScriptEnabled) };
}

async function storedEnquiries(request: APIRequestContext, email: string) {
  const res = await request.get('/api/contact-get', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status()).toBe(200);
  const all = ((await res.json()) as { contactget: { email: string; message: string }[] }).contactget;
  return all.filter((c) => c.email === email.toLowerCase()).map((c) => c.message);
}

test('the cached copy of /contact carries no submission key, in its forms or its hydration data', async ({
  browser,
}) => {
  for (const { page, html } of await twoCachedViews(browser, false)) {
    const keys = await page
      .locator(KEY_FIELD)
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    // The quote form's and the footer sign-up's.
    expect(keys).toEqual(['', '']);
    expect(html).not.toMatch(/submission_?key"?\s*[:=]\s*"[A-Za-z0-9_-]{22}"/i);
    await page.context().close();
  }
});

test('with JavaScript each page view makes its own key once the form is shown', async ({ browser }) => {
  const keys: string[] = [];
  for (const { page } of await twoCachedViews(browser, true)) {
    const field = page.getByRole('region', { name: 'Quote form' }).locator(KEY_FIELD);
    await expect(field).toHaveValue(/^[A-Za-z0-9_-]{22}$/);
    keys.push(await field.inputValue());
    await page.context().close();
  }
  expect(keys[1]).not.toBe(keys[0]);
});

test('two different enquiries from one address on two cached page views are both stored (JavaScript on)', async ({
  browser,
  request,
}) => {
  const { email, views } = await oneAddressTwoViews(browser, true);
  const [first, second] = views;
  await sendEnquiryOnPage(first.page, enquiryFrom('Asha Mehta', { email, message: HOUSE }));
  await sendEnquiryOnPage(second.page, enquiryFrom('Asha Mehta', { email: email.toUpperCase(), message: OFFICE }));
  expect((await storedEnquiries(request, email)).sort()).toEqual([HOUSE, OFFICE]);
  for (const view of views) await view.page.context().close();
});

test("without JavaScript too; and a resend of the same post (the address's case aside) is stored once", async ({
  browser,
  request,
}) => {
  const { email, views } = await oneAddressTwoViews(browser, false);
  for (const [view, message] of [
    [views[0], HOUSE],
    [views[1], OFFICE],
  ] as const) {
    await sendEnquiryOnPage(view.page, enquiryFrom('Asha Mehta', { email, message }));
    await expect(view.page.getByRole('status')).toHaveText(SENT);
  }
  // The visitor whose answer was lost sends the first post again, as the browser does: the same fields, no key (the
  // action makes one from the content, the address's case aside).
  const again = await request.post('/contact', {
    form: {
      name: 'Asha Mehta',
      email: email.toUpperCase(),
      phone_number: '9829012345',
      services: 'Office',
      message: HOUSE,
      website: '',
      submission_key: '',
      source_page: '',
    },
  });
  expect(again.status()).toBe(200);
  expect(formResultIn(await again.text())).toBe(SENT);
  expect((await storedEnquiries(request, email)).sort()).toEqual([HOUSE, OFFICE]);
  for (const view of views) await view.page.context().close();
});
