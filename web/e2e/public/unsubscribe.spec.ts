/**
 * D-13.1: the unsubscribe link of a newsletter mail, with JavaScript switched off in Chromium. The page shows the
 * address masked and a button; the button's plain form post unsubscribes (the address leaves the admin's list). A
 * mail client's RFC 8058 one-click POST to the same URL unsubscribes without the page; a forged link is refused. A
 * link used again says the address is already unsubscribed rather than claiming to unsubscribe it a second time.
 */
import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, expect, expectStatus, test, uniqueTag } from '../support/fixtures';

test.use({ javaScriptEnabled: false });

/** The link the CMS puts in its mails (cms/src/lib/unsubscribe.ts), signed with the suite's key (playwright.config.ts). */
function unsubscribeLink(email: string): string {
  const key = crypto
    .createHmac('sha256', process.env.E2E_ADMIN_API_JWT_SECRET!)
    .update('cadmax unsubscribe link v1')
    .digest();
  const token = crypto.createHmac('sha256', key).update(email).digest('base64url');
  return `/unsubscribe?${new URLSearchParams({ email, token }).toString()}`;
}

async function subscribers(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/subscribe/subscribe-email', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { email: string }[] }).data.map((s) => s.email);
}

async function subscribe(request: APIRequestContext, email: string) {
  const res = await request.post('/api/subscribe/subscribe-add', { data: { email, consent: true } });
  expect(res.status()).toBe(200);
}

test('the link shows the address masked; its button unsubscribes without JavaScript, and used again says so', async ({
  page,
  request,
}, info) => {
  const email = `${uniqueTag('unsub')}@example.in`;
  await subscribe(request, email);
  await page.goto(unsubscribeLink(email));
  await expect(page).toHaveTitle(/Unsubscribe/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  const masked = `${email[0]}***${email.split('@')[0]!.slice(-1)}@example.in`;
  await expect(page.getByText(`Stop the newsletter emails to ${masked}?`)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  expect(await subscribers(request)).toContain(email);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You have been unsubscribed. We will not email you again.');
  expect(await subscribers(request)).not.toContain(email);

  // The same link again: the address is already unsubscribed.
  await page.goto(unsubscribeLink(email));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'This address is already unsubscribed. We will not email you again.',
  );
  await page.screenshot({ path: info.outputPath(`unsubscribe-again-${info.project.name}.png`) });
});

test("a mail client's one-click POST (RFC 8058) unsubscribes at once", async ({ request }) => {
  const email = `${uniqueTag('oneclick')}@example.in`;
  await subscribe(request, email);
  const res = await request.post(unsubscribeLink(email), { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-store');
  expect(await subscribers(request)).not.toContain(email);
});

test('a forged link is refused and unsubscribes nobody', async ({ page, request }) => {
  expectStatus(400);
  const email = `${uniqueTag('forged')}@example.in`;
  await subscribe(request, email);
  const other = new URL(unsubscribeLink(`someone-else-${email}`), 'http://x');
  await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}&token=${other.searchParams.get('token')}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This unsubscribe link is not valid. Please use the link in our most recent email.',
  );
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  expect(await subscribers(request)).toContain(email);
});
