/**
 * A used unsubscribe link: its button, pressed again, says the address is already unsubscribed
 * rather than claiming to unsubscribe it a second time. JavaScript off, as a mail's link often opens.
 */
import crypto from 'node:crypto';
import { expect, test, uniqueTag } from '../support/fixtures';

test.use({ javaScriptEnabled: false });

/** The link the CMS puts in its mails (cms/src/lib/unsubscribe.ts), signed with the suite's key. */
function unsubscribeLink(email: string): string {
  const key = crypto
    .createHmac('sha256', process.env.E2E_ADMIN_API_JWT_SECRET!)
    .update('cadmax unsubscribe link v1')
    .digest();
  const token = crypto.createHmac('sha256', key).update(email).digest('base64url');
  return `/unsubscribe?${new URLSearchParams({ email, token }).toString()}`;
}

test('a link used again says the address is already unsubscribed', async ({ page, request }, info) => {
  const email = `${uniqueTag('again')}@example.in`;
  expect((await request.post('/api/subscribe/subscribe-add', { data: { email, consent: true } })).status()).toBe(200);
  await page.goto(unsubscribeLink(email));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You have been unsubscribed. We will not email you again.');

  await page.goto(unsubscribeLink(email));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'This address is already unsubscribed. We will not email you again.',
  );
  await page.screenshot({ path: info.outputPath(`unsubscribe-again-${info.project.name}.png`) });
});
