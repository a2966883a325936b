/**
 * POST /contact-add (public; the contact-enquiry service stores it) and GET /contact-get (admin; with paging or
 * filters, the inbox's page: D-11.1).
 */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { badRequest, bodyOf, ok } from '../../../lib/http';
import { toContact } from '../../../lib/mappers';
import { refuseBot } from '../../../lib/honeypot';
import { readsOf } from '../../../lib/lean-read';
import { contactAddBody, messages, quoteServiceMessages } from '@cadmax/contract';
import { quoteServices } from '../../../lib/quote-services';
import { parseBody } from '../../../lib/validation';
import { answerInboxPage, wantsInboxPage } from '../pipeline-lists';
import type { ContactEnquiryService } from '../../contact-enquiry/services/contact-enquiry';

const enquiries = (strapi: Core.Strapi) =>
  readsOf<ContactEnquiryService>(strapi, 'api::contact-enquiry.contact-enquiry');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const data = parseBody(contactAddBody, body);
    refuseBot(strapi, ctx, body, 'contact-add');
    // a service from the stored list only (a removed one is refused), before anything is stored.
    const offered = await quoteServices(strapi);
    if (!offered.some((s) => s.value === data.services)) throw badRequest(quoteServiceMessages.notOffered);
    await enquiries(strapi).receive(data);
    ok(ctx, { message: messages.contactSent });
  }),

  list: action(async (ctx) => {
    // D-11.1: paging, search or a filter asks for the inbox's page; without them, the spec's answer.
    if (wantsInboxPage(ctx)) return answerInboxPage(strapi, ctx);
    ok(ctx, { contactget: (await enquiries(strapi).adminList()).map(toContact) });
  }),
});
