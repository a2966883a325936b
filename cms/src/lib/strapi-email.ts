/**
 * Strapi's own mail (users-permissions' forgot-password, the panel's test email) goes out through the
 * same SMTP settings as the new-enquiry email (lib/notify), never by delivering straight to any
 * domain as the default sendmail provider does.
 */
import type { Core } from '@strapi/strapi';
import { transportFromEnv } from './notify';
import { envValue } from '@cadmax/contract/env';

interface StrapiMail {
  from?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text?: string;
  html?: string;
}

export function useSmtpForStrapiEmail(strapi: Core.Strapi): void {
  strapi.plugin('email').provider = {
    async send(mail: StrapiMail) {
      const transport = transportFromEnv(strapi);
      if (!transport) throw new Error('SMTP_HOST is not set: no email is sent.');
      try {
        await transport.sendMail({ ...mail, from: mail.from || envValue('MAIL_FROM') || envValue('OFFICE_EMAIL') });
      } finally {
        transport.close();
      }
    },
  };
}
