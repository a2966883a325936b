/**
 * New-enquiry email: once a contact enquiry or a job application is stored, the office gets a
 * notice and the sender an acknowledgement, over SMTP (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS,
 * SMTP_SECURE, MAIL_FROM, OFFICE_EMAIL; the office defaults to the site settings' email).
 * Fire-and-forget: the request never waits for the mail and never fails because of it — the record
 * is already stored, and a mail error is only logged. With SMTP_HOST unset it logs once and goes on.
 */
import nodemailer from 'nodemailer';
import type { Core } from '@strapi/strapi';
import { documents, type ApplicationRow, type ContactRow, type SiteSettingRow } from './records';

interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

let warnedUnset = false;

/** A transport per mail (also Strapi's own, lib/strapi-email): the config is read at send time, so a changed environment applies without a restart. */
export function transportFromEnv(strapi: Core.Strapi) {
  const host = process.env.SMTP_HOST;
  if (!host) {
    if (!warnedUnset)
      strapi.log.warn('SMTP_HOST is not set: new-enquiry emails are not sent (the enquiries are stored).');
    warnedUnset = true;
    return null;
  }
  const secure = process.env.SMTP_SECURE === 'true';
  const user = process.env.SMTP_USER;
  return nodemailer.createTransport({
    host,
    port: Number(process.env.SMTP_PORT) || (secure ? 465 : 587),
    secure,
    auth: user ? { user, pass: process.env.SMTP_PASS ?? '' } : undefined,
    // A stalled mail server must not keep sockets open for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

async function officeAddress(strapi: Core.Strapi): Promise<string> {
  if (process.env.OFFICE_EMAIL) return process.env.OFFICE_EMAIL;
  const settings = await documents<SiteSettingRow>(strapi, 'api::site-setting.site-setting').findFirst();
  return settings?.email ?? '';
}

async function send(strapi: Core.Strapi, build: (office: string) => Mail[]): Promise<void> {
  const transport = transportFromEnv(strapi);
  if (!transport) return;
  try {
    const office = await officeAddress(strapi);
    if (!office) strapi.log.warn('No OFFICE_EMAIL and no site settings email: the office notice is not sent.');
    const from = process.env.MAIL_FROM || office;
    if (!from) return;
    const mails = build(office).filter((mail) => mail.to);
    const results = await Promise.allSettled(mails.map((mail) => transport.sendMail({ from, ...mail })));
    for (const result of results) {
      if (result.status === 'rejected') strapi.log.error(`New-enquiry email not sent: ${String(result.reason)}`);
    }
  } finally {
    transport.close();
  }
}

function fireAndForget(strapi: Core.Strapi, build: (office: string) => Mail[]): void {
  send(strapi, build).catch((error: unknown) => strapi.log.error(`New-enquiry email not sent: ${String(error)}`));
}

type Contact = Pick<ContactRow, 'name' | 'email' | 'phone_number' | 'services' | 'message'>;
type Application = Pick<ApplicationRow, 'name' | 'email' | 'phone_number' | 'position' | 'city'> & {
  hasResume: boolean;
};

export function notifyContact(strapi: Core.Strapi, c: Contact): void {
  fireAndForget(strapi, (office) => [
    {
      to: office,
      replyTo: c.email,
      subject: `New enquiry from ${c.name}`,
      text: [
        `Name: ${c.name}`,
        `Email: ${c.email}`,
        `Phone number: ${c.phone_number}`,
        `Service: ${c.services}`,
        '',
        c.message ?? '',
      ].join('\n'),
    },
    {
      to: c.email,
      subject: 'Thank you for contacting Cadmax',
      text: `Dear ${c.name},\n\nThank you for your enquiry. We have received it and will get back to you soon.\n\nCadmax`,
    },
  ]);
}

export function notifyApplication(strapi: Core.Strapi, a: Application): void {
  fireAndForget(strapi, (office) => [
    {
      to: office,
      replyTo: a.email,
      subject: `New job application from ${a.name} (${a.position})`,
      text: [
        `Name: ${a.name}`,
        `Email: ${a.email}`,
        `Phone number: ${a.phone_number}`,
        `Position: ${a.position}`,
        `City: ${a.city}`,
        `Resume: ${a.hasResume ? 'attached to the application in the admin area' : 'none'}`,
      ].join('\n'),
    },
    {
      to: a.email,
      subject: 'Your application to Cadmax',
      text: `Dear ${a.name},\n\nThank you for applying for the ${a.position} position. We have received your application and will get back to you soon.\n\nCadmax`,
    },
  ]);
}
