/**
 * New-enquiry email: once a contact enquiry or a job application is stored, the office gets a
 * notice and the sender an acknowledgement, over SMTP (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS,
 * SMTP_SECURE, MAIL_FROM, OFFICE_EMAIL; the office defaults to the site admin's login email).
 * This module says what the mails are and how to reach the SMTP server; lib/mail-outbox.ts stores them
 * with the record and sends them, with retries. With SMTP_HOST unset it logs once and nothing is queued.
 */
import nodemailer from 'nodemailer';
import type { Core } from '@strapi/strapi';
import { documents, type ApplicationRow, type ContactRow, type SiteAdminRow } from './records';
import { unsubscribeUrl } from './unsubscribe';
import { envValue } from '@cadmax/contract/env';
import { LOCALE_NAMES, type Locale } from '@cadmax/contract';

/** One email. `toOffice`: addressed to the office, whose address is looked up when it is sent. */
export interface Mail {
  toOffice: boolean;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * D-13.1: a mail to a newsletter subscriber carries its signed unsubscribe link (lib/unsubscribe.ts): in the
   * text and in the List-Unsubscribe headers. The outbox sends such a mail only while the address is subscribed.
   */
  unsubscribeUrl?: string;
}

let warnedUnset = false;

/** A transport per mail (also Strapi's own, lib/strapi-email): the config is read at send time, so a changed environment applies without a restart. */
export function transportFromEnv(strapi: Core.Strapi) {
  const host = envValue('SMTP_HOST');
  if (!host) {
    if (!warnedUnset)
      strapi.log.warn('SMTP_HOST is not set: new-enquiry emails are not sent (the enquiries are stored).');
    warnedUnset = true;
    return null;
  }
  const secure = envValue('SMTP_SECURE');
  const user = envValue('SMTP_USER');
  return nodemailer.createTransport({
    host,
    port: envValue('SMTP_PORT') ?? (secure ? 465 : 587),
    secure,
    auth: user ? { user, pass: envValue('SMTP_PASS') ?? '' } : undefined,
    // A stalled mail server must not keep sockets open for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * Where the office's mail goes: OFFICE_EMAIL, else the site admin's own login email. Not the site settings' public
 * email: the panel's Content editor edits those, and so could have redirected every enquiry. The admin's
 * email is changed only by the admin, with the password, in the activity log, and the previous address is told.
 */
export async function officeAddress(strapi: Core.Strapi): Promise<string> {
  const office = envValue('OFFICE_EMAIL');
  if (office) return office;
  const admin = await documents<SiteAdminRow>(strapi, 'api::site-admin.site-admin').findFirst({ fields: ['email'] });
  return admin?.email ?? '';
}

/*
 * The acknowledgement goes to an address the sender typed and nobody has verified, so it carries nothing else the
 * sender typed (a name of 100 characters, line breaks included, would make it a way to mail any text to
 * anyone). The office's notice, to the office's own address, carries every field.
 */
type Sender = { language: Locale };
type Contact = Pick<ContactRow, 'name' | 'email' | 'phone_number' | 'services' | 'message'> & Sender;
type Application = Pick<ApplicationRow, 'name' | 'email' | 'phone_number' | 'position' | 'city'> &
  Sender & { hasResume: boolean };

/** D-15: the acknowledgements in the language of the page the form was sent from. */
const ACKNOWLEDGEMENTS: Record<Locale, { contact: MailText; application: (position: string) => MailText }> = {
  en: {
    contact: {
      subject: 'Thank you for contacting Cadmax',
      text: 'Hello,\n\nThank you for your enquiry. We have received it and will get back to you soon.\n\nCadmax',
    },
    application: (position) => ({
      subject: 'Your application to Cadmax',
      text: `Hello,\n\nThank you for applying for the ${position} position. We have received your application and will get back to you soon.\n\nCadmax`,
    }),
  },
  hi: {
    contact: {
      subject: 'Cadmax से संपर्क करने के लिए धन्यवाद',
      text: 'नमस्ते,\n\nआपकी पूछताछ के लिए धन्यवाद। हमें वह मिल गई है और हम जल्द ही आपसे संपर्क करेंगे।\n\nCadmax',
    },
    application: (position) => ({
      subject: 'Cadmax में आपका आवेदन',
      text: `नमस्ते,\n\n${position} पद के लिए आवेदन करने के लिए धन्यवाद। हमें आपका आवेदन मिल गया है और हम जल्द ही आपसे संपर्क करेंगे।\n\nCadmax`,
    }),
  },
};
type MailText = Pick<Mail, 'subject' | 'text'>;
/** The office's notice names the language the visitor wrote in, so the answer can be in it. */
const languageLine = (language: Locale) => `Language: ${LOCALE_NAMES[language]}`;

export function contactMails(c: Contact): Mail[] {
  return [
    {
      toOffice: true,
      to: '',
      replyTo: c.email,
      subject: `New enquiry from ${c.name}`,
      text: [
        `Name: ${c.name}`,
        `Email: ${c.email}`,
        `Phone number: ${c.phone_number}`,
        `Service: ${c.services}`,
        languageLine(c.language),
        '',
        c.message ?? '',
      ].join('\n'),
    },
    { toOffice: false, to: c.email, ...ACKNOWLEDGEMENTS[c.language].contact },
  ];
}

export function applicationMails(a: Application): Mail[] {
  return [
    {
      toOffice: true,
      to: '',
      replyTo: a.email,
      subject: `New job application from ${a.name} (${a.position})`,
      text: [
        `Name: ${a.name}`,
        `Email: ${a.email}`,
        `Phone number: ${a.phone_number}`,
        `Position: ${a.position}`,
        `City: ${a.city}`,
        `Resume: ${a.hasResume ? 'attached to the application in the admin area' : 'none'}`,
        languageLine(a.language),
      ].join('\n'),
    },
    // The position is an opening's title from the CMS, not the sender's text.
    { toOffice: false, to: a.email, ...ACKNOWLEDGEMENTS[a.language].application(a.position) },
  ];
}

/**
 * D-13.1: every mail to a newsletter subscriber (the sign-up's confirmation, and any newsletter) is made here, so
 * each carries the signed one-click unsubscribe link in its text and headers.
 */
export function subscriberMail(email: string, subject: string, text: string, language: Locale = 'en'): Mail {
  const url = unsubscribeUrl(email);
  return {
    toOffice: false,
    to: email,
    subject,
    text: `${text}\n\n${NEWSLETTER[language].unsubscribe} ${url}`,
    unsubscribeUrl: url,
  };
}

/** The newsletter's own words per language (D-15.7: a sign-up from a Hindi page is confirmed in Hindi). */
const NEWSLETTER: Record<Locale, MailText & { unsubscribe: string }> = {
  en: {
    subject: 'You are subscribed to the Cadmax newsletter',
    text: 'Thank you for subscribing to the Cadmax newsletter. We will write a few times a year with news of our projects, planning insights and openings.\n\nYou can unsubscribe at any time.\n\nCadmax',
    unsubscribe: 'To stop these emails, unsubscribe with one click:',
  },
  hi: {
    subject: 'आपने Cadmax का न्यूज़लेटर सब्सक्राइब कर लिया है',
    text: 'Cadmax का न्यूज़लेटर सब्सक्राइब करने के लिए धन्यवाद। हम साल में कुछ बार अपनी परियोजनाओं की ख़बरें, नियोजन से जुड़ी जानकारी और नौकरी के अवसर भेजेंगे।\n\nआप कभी भी सब्सक्रिप्शन छोड़ सकते हैं।\n\nCadmax',
    unsubscribe: 'ये ईमेल बंद करने के लिए, एक क्लिक में सब्सक्रिप्शन छोड़ें:',
  },
};

/** D-13.1: the confirmation of a newsletter sign-up (sent once, to a new address). */
export const subscribedMail = (email: string, language: Locale = 'en'): Mail =>
  subscriberMail(email, NEWSLETTER[language].subject, NEWSLETTER[language].text, language);
