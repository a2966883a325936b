/**
 * The three public forms with JavaScript switched off in Chromium: each is a plain HTML form that its page's route
 * action answers on the server (web/app/lib/public-form.server.ts). A submit stores the record (read back through
 * the admin API) and the page shows the CMS's message; a refused one shows why, with what was typed kept.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { adminToken, expect, expectStatus, test, uniqueTag } from '../support/fixtures';
import { applicationFrom, attachResume, fillApplication, signUpInFooter } from '../support/public-forms';

test.use({ javaScriptEnabled: false });

async function adminList<T>(request: APIRequestContext, path: string, key: 'contactget' | 'data'): Promise<T[]> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Record<string, T[]>)[key]!;
}

test('a filled honeypot is refused with a message that says why, and nothing is stored', async ({ page, request }) => {
  expectStatus(400);
  const tag = uniqueTag('nojs-bot');
  await page.goto('/contact');
  await page.getByLabel(/^Name/).fill('Bot');
  await page.getByLabel(/^Email/).fill(`${tag}@example.in`);
  await page.getByLabel(/^Phone/).fill('9829012345');
  await page.getByLabel(/^Service/).selectOption('home');
  await page.getByLabel(/^Message/).fill('Cheap pills.');
  // Hidden from people; a form-filling bot fills it.
  await page.locator('#website').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send Message' }).click();
  // No "Thank you!" for a message that was not kept.
  await expect(page.getByRole('alert')).toHaveText(
    'Your message was not sent: it looks like it was filled in automatically. Please leave the hidden "Website" field empty and send it again.',
  );
  const stored = await adminList<{ email: string }>(request, '/api/contact-get', 'contactget');
  expect(stored.filter((c) => c.email === `${tag}@example.in`)).toEqual([]);
});

test('a resume over 5 MB is refused with a clear message, and nothing is stored', async ({ page, request }) => {
  expectStatus(413);
  const applicant = applicationFrom(`Big File ${uniqueTag('nojs-big')}`, { position: 'Architect' });
  await page.goto('/career/Architect');
  await fillApplication(page, applicant);
  await page
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert')).toHaveText('Files must be at most 5 MB.');
  const stored = await adminList<{ email: string }>(request, '/api/job-get', 'contactget');
  expect(stored.filter((a) => a.email === applicant.email)).toEqual([]);
});

// the answer's page reloads at its top; a phone's visitor must not have to find the answer
// 1,776 px below the fold. The post lands on the answer (its fragment), which takes the focus, so it is read.
test.describe('on a phone, the post lands on its answer', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The answer reads `text`, in view and focused. */
  async function expectLanded(answer: Locator, text: string) {
    await expect(answer).toHaveText(text);
    await expect(answer).toBeInViewport();
    await expect(answer).toBeFocused();
  }

  test('the quote form refuses a missing field, then stores the enquiry and says so', async ({ page, request }) => {
    expectStatus(400);
    const tag = uniqueTag('nojs-contact');
    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill(`Asha Mehta ${tag}`);
    await page.getByLabel(/^Email/).fill(`${tag}@example.in`);
    await page.getByLabel(/^Service/).selectOption({ label: 'Office Setup' });
    await page.getByRole('button', { name: 'Send Message' }).click();

    // Refused on the server: the message, the fields as typed, the empty ones marked.
    await expectLanded(page.getByRole('alert'), 'Please fill out all fields.');
    // The form's title shows above its answer, clear of the sticky header.
    const header = await page.locator('.site-header').boundingBox();
    const title = await page.getByRole('heading', { name: 'Get a Free Quote' }).boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page.getByLabel(/^Name/)).toHaveValue(`Asha Mehta ${tag}`);
    await expect(page.getByLabel(/^Service/)).toHaveValue('Office');
    await expect(page.getByLabel(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Message/)).toHaveAttribute('aria-invalid', 'true');

    // No script filters the phone here: the action keeps its digits.
    await page.getByLabel(/^Phone/).fill('98290 12345');
    await page.getByLabel(/^Message/).fill('We need an office fit-out of about 4,000 sq ft in Malviya Nagar.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const thanks = page.getByRole('status');
    await expectLanded(thanks, 'Thank you! Your enquiry has been sent. We will get back to you soon.');
    // Under the sticky header, not behind it.
    expect((await thanks.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
    expect(new URL(page.url()).pathname).toBe('/contact');

    const stored = await adminList<{ name: string; email: string; services: string; phone_number: string }>(
      request,
      '/api/contact-get',
      'contactget',
    );
    expect(stored.filter((c) => c.email === `${tag}@example.in`)).toEqual([
      expect.objectContaining({ name: `Asha Mehta ${tag}`, services: 'Office', phone_number: '9829012345' }),
    ]);
  });

  test('the job application refuses a missing city, then uploads the resume that only the admin can download', async ({
    page,
    request,
  }) => {
    expectStatus(400);
    const tag = uniqueTag('nojs-apply');
    await page.goto('/career/Architect');
    await fillApplication(page, { name: `Rohit Sharma ${tag}`, email: `${tag}@example.in`, phone: '9829012345' });
    await expect(page.getByLabel(/^Position/)).toHaveValue('Architect');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectLanded(page.getByRole('alert'), 'Please fill out all fields.');
    await expect(page.getByLabel(/^City/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Name/)).toHaveValue(`Rohit Sharma ${tag}`);

    await page.getByLabel(/^City/).fill('Jaipur');
    await attachResume(page, tag);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectLanded(page.getByRole('status'), 'Thank you! Your application has been submitted.');
    await expect(page.getByLabel(/^Name/)).toHaveValue('');

    const stored = await adminList<{
      _id: string;
      email: string;
      position: string;
      city: string;
      resume: { name: string } | null;
    }>(request, '/api/job-get', 'contactget');
    const application = stored.find((a) => a.email === `${tag}@example.in`);
    expect(application).toMatchObject({ position: 'Architect', city: 'Jaipur', resume: { name: 'resume.pdf' } });
    const download = await request.get(`/api/job-resume/${application!._id}`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(download.status()).toBe(200);
    expect((await download.body()).toString()).toContain(tag);
  });

  test('the footer sign-up refuses an unticked box, then subscribes and says so', async ({ page, request }) => {
    expectStatus(400);
    const email = `${uniqueTag('nojs-news')}@example.in`;
    await page.goto('/about');
    await signUpInFooter(page, email, { consent: false });
    await expect(page).toHaveURL(/\/newsletter#newsletter-result$/);
    await expectLanded(page.getByRole('alert'), 'Please tick the box to agree to receive our newsletter.');

    await signUpInFooter(page, email, { consent: true });
    await expectLanded(page.getByRole('status'), 'Thank you for subscribing!');
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

    const stored = await adminList<{ email: string }>(request, '/api/subscribe/subscribe-email', 'data');
    expect(stored.filter((s) => s.email === email)).toHaveLength(1);
  });
});

test('with JavaScript the page has no fragment in its forms once hydrated, and the address stays', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Get a Free Quote' });
  await expect(form).toHaveAttribute('action', '/contact');
  await expect(page.getByRole('form', { name: 'Newsletter' })).toHaveAttribute('action', '/newsletter');
  await context.close();
});
