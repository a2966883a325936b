/** POST /contact-add (public) and GET /contact-get (admin; with paging or filters, the inbox's page: issue 15). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { bodyOf, ok } from '../../../lib/http';
import { toContact } from '../../../lib/mappers';
import { isBot } from '../../../lib/honeypot';
import { outboxOf } from '../../../lib/mail-outbox';
import { contactMails } from '../../../lib/notify';
import { documents, insertRow, type ContactRow } from '../../../lib/records';
import { contactAddBody, messages } from '@cadmax/contract';
import { parseBody } from '../../../lib/validation';
import { answerInboxPage, wantsInboxPage } from '../pipeline-lists';

const UID = 'api::contact-enquiry.contact-enquiry';
const SENT = messages.contactSent;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const data = parseBody(contactAddBody, body);
    if (isBot(strapi, ctx, body, 'contact-add')) return ok(ctx, { message: SENT });
    // The enquiry and its two emails are stored together; the outbox sends them (lib/mail-outbox.ts).
    await outboxOf(strapi).storeWithMails((trx) => insertRow(strapi, UID, data, trx), contactMails(data));
    ok(ctx, { message: SENT });
  }),

  list: action(async (ctx) => {
    // Issue 15: paging, search or a filter asks for the inbox's page; without them, the spec's answer.
    if (wantsInboxPage(ctx)) return answerInboxPage(strapi, ctx);
    const rows = await documents<ContactRow>(strapi, UID).findMany({ sort: ['createdAt:desc', 'id:desc'] });
    ok(ctx, { contactget: rows.map(toContact) });
  }),
});
