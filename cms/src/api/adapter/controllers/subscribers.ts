/** POST /subscribe/subscribe-add (public) and GET /subscribe/subscribe-email (admin). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { messages, subscribeBody } from '@cadmax/contract';
import { bodyOf, ok } from '../../../lib/http';
import { isBot } from '../../../lib/honeypot';
import { documents, type SubscriberRow } from '../../../lib/records';
import { parseBody } from '../../../lib/validation';

const UID = 'api::subscriber.subscriber';
const SUBSCRIBED = messages.subscribed;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    // Sending e-mail to an address needs its owner's explicit yes (a ticked box), not only the address.
    const { email: address } = parseBody(subscribeBody, body);
    if (isBot(strapi, ctx, body, 'subscribe-add')) return ok(ctx, { message: SUBSCRIBED });
    const subscribers = documents<SubscriberRow>(strapi, UID);
    // Subscribing twice is not an error, and the answer does not tell whether the address was known.
    if (!(await subscribers.findFirst({ filters: { email: address } }))) {
      await subscribers.create({ data: { email: address } });
    }
    ok(ctx, { message: SUBSCRIBED });
  }),

  list: action(async (ctx) => {
    const rows = await documents<SubscriberRow>(strapi, UID).findMany({ sort: ['createdAt:desc', 'id:desc'] });
    ok(ctx, { data: rows.map((r) => ({ _id: r.documentId, email: r.email, createdAt: r.createdAt })) });
  }),
});
