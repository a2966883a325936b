/** POST /subscribe/subscribe-add (public) and GET /subscribe/subscribe-email (admin); the logic is the subscriber service's. */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { messages, subscribeBody } from '@cadmax/contract';
import { bodyOf, ok } from '../../../lib/http';
import { refuseBot } from '../../../lib/honeypot';
import { readsOf } from '../../../lib/lean-read';
import { parseBody } from '../../../lib/validation';
import type { SubscriberService } from '../../subscriber/services/subscriber';

const SUBSCRIBED = messages.subscribed;

const subscribers = (strapi: Core.Strapi) => readsOf<SubscriberService>(strapi, 'api::subscriber.subscriber');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    // Sending e-mail to an address needs its owner's explicit yes (a ticked box), not only the address.
    // The address is the subscriber's identity: a repeat (its submission key checked by the schema) stores nothing
    // more and gets the same answer, as any second sign-up does.
    const { email: address } = parseBody(subscribeBody, body);
    refuseBot(strapi, ctx, body, 'subscribe-add');
    await subscribers(strapi).subscribe(address);
    ok(ctx, { message: SUBSCRIBED });
  }),

  list: action(async (ctx) => {
    const rows = await subscribers(strapi).adminList();
    ok(ctx, { data: rows.map((r) => ({ _id: r.documentId, email: r.email, createdAt: r.createdAt })) });
  }),
});
