/**
 * The site admin's login email is also where the office's mail goes (lib/notify.ts officeAddress), so
 * a change of it is announced to the previous address through the mail outbox: a stolen session that redirects the
 * office's mail cannot do it unseen (the change is also in the activity log, as every profile update).
 */
import type { Core } from '@strapi/strapi';
import { outboxOf } from './mail-outbox';
import type { Mail } from './notify';
import { envValue } from '@cadmax/contract/env';

export function emailChangedMail(previous: string, next: string): Mail {
  return {
    toOffice: false,
    to: previous,
    subject: 'Your Cadmax admin email was changed',
    text: [
      `The admin account's email was changed from ${previous} to ${next}.`,
      ...(envValue('OFFICE_EMAIL') ? [] : ['New enquiries and job applications are now mailed to the new address.']),
      '',
      'If you did not make this change, sign in with your password and change it back, then change your password.',
    ].join('\n'),
  };
}

export async function announceEmailChange(strapi: Core.Strapi, previous: string, next: string): Promise<void> {
  await outboxOf(strapi).storeWithMails(async () => undefined, [emailChangedMail(previous, next)]);
}
