/** POST /contact-add (public) and GET /contact-get (admin). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { bodyOf, ok } from '../../../lib/http';
import { toContact } from '../../../lib/mappers';
import { isBot } from '../../../lib/honeypot';
import { outboxOf } from '../../../lib/mail-outbox';
import { contactMails } from '../../../lib/notify';
import { documents, insertRow, type ContactRow } from '../../../lib/records';
import {
  FILL_ALL_FIELDS, LONG_TEXT_MAX, NAME_MAX, SERVICES, email, maxLength, oneOf, phoneUpTo10, requireAll, textFields,
} from '../../../lib/validation';

const UID = 'api::contact-enquiry.contact-enquiry';
const SENT = 'Thank you! Your enquiry has been sent. We will get back to you soon.';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const fields = textFields(body, {
      name: 'Name', email: 'Email', phone_number: 'Phone number', services: 'Service', message: 'Message',
    });
    requireAll(Object.values(fields), FILL_ALL_FIELDS);
    maxLength(fields.name, NAME_MAX, 'Name');
    const address = email(fields.email);
    phoneUpTo10(fields.phone_number);
    const services = oneOf(fields.services, SERVICES, 'Please choose a valid service.');
    maxLength(fields.message, LONG_TEXT_MAX, 'Message');
    if (isBot(strapi, ctx, body, 'contact-add')) return ok(ctx, { message: SENT });
    const data = { name: fields.name, email: address, phone_number: fields.phone_number, services, message: fields.message };
    // The enquiry and its two emails are stored together; the outbox sends them (lib/mail-outbox.ts).
    await outboxOf(strapi).storeWithMails((trx) => insertRow(strapi, UID, data, trx), contactMails(data));
    ok(ctx, { message: SENT });
  }),

  list: action(async (ctx) => {
    const rows = await documents<ContactRow>(strapi, UID).findMany({ sort: ['createdAt:desc', 'id:desc'] });
    ok(ctx, { contactget: rows.map(toContact) });
  }),
});
