import { adminToken, expect, gotoHydrated, test, uniqueTag } from '../support/fixtures';
import { attachResume, fillApplication, sendEnquiryOnPage } from '../support/public-forms';

test('the quote form validates, submits, resets, and the enquiry reaches the admin API', async ({ page, request }) => {
  const tag = uniqueTag('contact');
  await gotoHydrated(page, '/contact');
  const submit = page.getByRole('button', { name: 'Send Message' });

  await submit.click();
  await expect(page.getByText('Please fill out all fields.')).toBeVisible();

  await page.getByLabel(/^Name/).fill(`Asha Mehta ${tag}`);
  await page.getByLabel(/^Email/).fill(`${tag}@example.in`);
  await page.getByLabel(/^Phone/).pressSequentially('98x29-0123456');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('9829012345');
  await page.getByLabel(/^Service/).selectOption({ label: 'Office Setup' });
  await page.getByLabel(/^Message/).fill('We need an office fit-out of about 4,000 sq ft in Malviya Nagar.');

  // The form posts to its page's route action (React Router's data request for /contact); the real request is
  // held for a moment so the sending state can be seen; a second submit meanwhile (Enter in a field) must not
  // send another request.
  const sent: import('@playwright/test').Request[] = [];
  await page.route('**/contact.data*', async (route) => {
    // The page's data is read again after the post (a GET); only posts are submits.
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(route.request());
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await submit.click();
  await expect(page.getByRole('button', { name: 'Processing..' })).toBeDisabled();
  await page.getByLabel(/^Name/).press('Enter');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.method()).toBe('POST');
  expect(Object.fromEntries(new URLSearchParams(sent[0]!.postData() ?? ''))).toMatchObject({
    services: 'Office',
    phone_number: '9829012345',
    website: '',
  });
  await expect(page.getByText('Thank you! Your enquiry has been sent. We will get back to you soon.')).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
  // With JavaScript the answer is a toast, not the server-rendered message in the form.
  await expect(page.getByRole('form', { name: 'Get a Free Quote' }).getByRole('status')).toHaveCount(0);

  const token = await adminToken(request);
  const list = (await (
    await request.get('/api/contact-get', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    contactget: { name: string; email: string; services: string; phone_number: string }[];
  };
  expect(list.contactget.find((c) => c.email === `${tag}@example.in`)).toMatchObject({
    name: `Asha Mehta ${tag}`,
    services: 'Office',
    phone_number: '9829012345',
  });
});

test('the job application uploads a resume that only the admin can download', async ({ page, request, playwright }) => {
  const tag = uniqueTag('apply');
  await gotoHydrated(page, '/career/Architect');
  const submit = page.getByRole('button', { name: 'Submit Application' });

  await submit.click();
  await expect(page.getByText('Please fill out all fields.')).toBeVisible();

  await fillApplication(page, {
    name: `Rohit Sharma ${tag}`,
    email: `${tag}@example.in`,
    phone: '9829012345',
    city: 'Jaipur',
  });
  await expect(page.getByLabel(/^Position/)).toHaveValue('Architect');
  await attachResume(page, tag);

  await submit.click();
  await expect(page.getByText('Thank you! Your application has been submitted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
  await expect(page.getByLabel(/^Resume/)).toHaveValue('');

  const token = await adminToken(request);
  const list = (await (
    await request.get('/api/job-get', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    contactget: { _id: string; email: string; position: string; city: string; resume: { name: string } | null }[];
  };
  const application = list.contactget.find((a) => a.email === `${tag}@example.in`);
  expect(application).toMatchObject({ position: 'Architect', city: 'Jaipur' });
  expect(application?.resume?.name).toBe('resume.pdf');

  const download = await request.get(`/api/job-resume/${application!._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/attachment/);
  expect((await download.body()).toString()).toContain(tag);

  // A fresh context: no cookies, no token.
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await anonymous.get(`/api/job-resume/${application!._id}`)).status()).toBe(401);
  await anonymous.dispose();
});

test('a quote sent before the script has loaded is the browser’s own post, stored and confirmed', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('early');
  // The app's modules never arrive: the page stays the server's HTML, as in the moments before hydration.
  await page.route('**/assets/*.js', () => {});
  await page.goto('/contact');
  // Nothing is disabled while the script loads: the browser posts the form itself.
  await sendEnquiryOnPage(page, {
    name: `Early Visitor ${tag}`,
    email: `${tag}@example.in`,
    phone: '98290 12345',
    service: 'Commercial',
    message: 'Sent before the page had its script.',
  });
  await expect(page.getByRole('status')).toHaveText(
    'Thank you! Your enquiry has been sent. We will get back to you soon.',
  );
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  const token = await adminToken(request);
  const list = (await (
    await request.get('/api/contact-get', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    contactget: { email: string; services: string; phone_number: string }[];
  };
  expect(list.contactget.find((c) => c.email === `${tag}@example.in`)).toMatchObject({
    services: 'Commercial',
    phone_number: '9829012345',
  });
});
