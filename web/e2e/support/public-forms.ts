/** A visitor's steps on the public forms, as the specs that need a record from the site take them. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  /** The service option's value. */
  service: string;
  message: string;
}

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

/** Fills the application form of a /career page; the role stays as the page selects it, the resume and submit are the test's. */
export async function fillApplication(page: Page, application: Application) {
  await page.getByLabel(/^Name/).fill(application.name);
  await page.getByLabel(/^Email/).fill(application.email);
  await page.getByLabel(/^Phone/).fill(application.phone);
  if (application.city !== undefined) await page.getByLabel(/^City/).fill(application.city);
}
