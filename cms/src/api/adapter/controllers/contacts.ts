/**
 * POST /contact-add (public; the contact-enquiry service stores it) and GET /contact-get (admin; with paging or
 * filters, the inbox's page: issue 15).
 */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { bodyOf, ok } from '../../../lib/http';
import { toContact } from '../../../lib/mappers';
import { isBot } from '../../../lib/honeypot';
import { readsOf } from '../../../lib/lean-read';
import { documents, type ContactRow } from '../../../lib/records';
import { contactAddBody, messages } from '@cadmax/contract';
import { parseBody } from '../../../lib/validation';
import { answerInboxPage, wantsInboxPage } from '../pipeline-lists';
import type { ContactEnquiryService } from '../../contact-enquiry/services/contact-enquiry';

const UID = 'api::contact-enquiry.contact-enquiry';
const SENT = messages.contactSent;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const data = parseBody(contactAddBody, body);
    if (isBot(strapi, ctx, body, 'contact-add')) return ok(ctx, { message: SENT });
    await readsOf<ContactEnquiryService>(strapi, UID).receive(data);
    ok(ctx, { message: SENT });
  }),

  list: action(async (ctx) => {
    // Issue 15: paging, search or a filter asks for the inbox's page; without them, the spec's answer.
    if (wantsInboxPage(ctx)) return answerInboxPage(strapi, ctx);
    const rows = await documents<ContactRow>(strapi, UID).findMany({ sort: ['createdAt:desc', 'id:desc'] });
    ok(ctx, { contactget: rows.map(toContact) });
  }),
});
