/** A visitor's steps on the public forms, as the specs that need a record from the site take them. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  /** The service option's value. */
  service: string;
  message: string;
}

/** The address a visitor of this name writes from ("Asha Mehta e2e…" writes from asha.mehta.e2e…@example.in). */
const addressOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.in`;

/** An enquiry from a visitor of this name: the fields a test looks at are its own, the others a plausible visitor's. */
export const enquiryFrom = (name: string, fields: Partial<Enquiry> = {}): Enquiry => ({
  name,
  email: addressOf(name),
  phone: '9829012345',
  service: 'Office',
  message: 'We need an office fit-out of about 4,000 sq ft in Malviya Nagar.',
  ...fields,
});

/** Sends an enquiry through the quote form on /contact and waits for the form to empty (it was accepted). */
export async function sendEnquiry(page: Page, enquiry: Enquiry) {
  await page.goto('/contact');
  await sendEnquiryOnPage(page, enquiry);
}

/** The same, on the /contact page the browser is on. */
export async function sendEnquiryOnPage(page: Page, enquiry: Enquiry) {
  await page.getByLabel(/^Name/).fill(enquiry.name);
  await page.getByLabel(/^Email/).fill(enquiry.email);
  await page.getByLabel(/^Phone/).fill(enquiry.phone);
  await page.getByLabel(/^Service/).selectOption(enquiry.service);
  await page.getByLabel(/^Message/).fill(enquiry.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
}

export interface Application {
  name: string;
  email: string;
  phone: string;
  /** Left out, the city stays empty. */
  city?: string;
}

/** Sends an enquiry straight to the API the quote form posts to, as a visitor's browser would; expects it accepted. */
export async function postEnquiry(request: APIRequestContext, enquiry: Enquiry) {
  const { phone, service, ...rest } = enquiry;
  const res = await request.post('/api/contact-add', { data: { ...rest, phone_number: phone, services: service } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function fillApplication(page: Page, application: Application) {
  await page.getByLabel(/^Name/).fill(application.name);
  await page.getByLabel(/^Email/).fill(application.email);
  await page.getByLabel(/^Phone/).fill(application.phone);
  if (application.city !== undefined) await page.getByLabel(/^City/).fill(application.city);
}

/** An application from a visitor of this name, for an opening: the fields a test looks at are its own, as enquiryFrom. */
export const applicationFrom = (
  name: string,
  fields: Partial<Application> & { position: string; submission_key?: string },
): Required<Application> & { position: string; submission_key?: string } => ({
  name,
  email: addressOf(name),
  phone: '9414012345',
  city: 'Jaipur',
  ...fields,
});

/** Sends an application (no resume) straight to the API the application form posts to; expects it accepted. */
export async function postApplication(
  request: APIRequestContext,
  application: Required<Application> & { position: string; submission_key?: string },
) {
  const { phone, ...rest } = application;
  const res = await request.post('/api/job-add', { multipart: { ...rest, phone_number: phone } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Chooses a small but real PDF (the CMS checks its magic bytes) as the application's resume, carrying `mark` so a
 * download can be told apart.
 */
export async function attachResume(page: Page, mark: string, name = 'resume.pdf') {
  const buffer = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% ${mark}\n`);
  await page.getByLabel(/^Resume/).setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

/** Types an address into the footer's newsletter sign-up and presses Subscribe, the consent box ticked or not. */
export async function signUpInFooter(page: Page, email: string, { consent }: { consent: boolean }) {
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your email').fill(email);
  if (consent) await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  return form;
}
