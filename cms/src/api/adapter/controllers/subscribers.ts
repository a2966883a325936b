/** POST /subscribe/subscribe-add (public) and GET /subscribe/subscribe-email (admin); the logic is the subscriber service's. */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { messages, subscribeBody } from '@cadmax/contract';
import { bodyOf, ok } from '../../../lib/http';
import { isBot } from '../../../lib/honeypot';
import { readsOf } from '../../../lib/lean-read';
import { parseBody } from '../../../lib/validation';
import type { SubscriberService } from '../../subscriber/services/subscriber';

const SUBSCRIBED = messages.subscribed;

const subscribers = (strapi: Core.Strapi) => readsOf<SubscriberService>(strapi, 'api::subscriber.subscriber');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    // Sending e-mail to an address needs its owner's explicit yes (a ticked box), not only the address.
    const { email: address } = parseBody(subscribeBody, body);
    if (isBot(strapi, ctx, body, 'subscribe-add')) return ok(ctx, { message: SUBSCRIBED });
    await subscribers(strapi).subscribe(address);
    ok(ctx, { message: SUBSCRIBED });
  }),

  list: action(async (ctx) => {
    const rows = await subscribers(strapi).adminList();
    ok(ctx, { data: rows.map((r) => ({ _id: r.documentId, email: r.email, createdAt: r.createdAt })) });
  }),
});
