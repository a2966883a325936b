/**
 * POST /subscribe/subscribe-add (public) and GET /subscribe/subscribe-email (admin); D-13.1 and D-13.2: GET and POST
 * /subscribe/unsubscribe (public, the signed link is the key) and POST /subscribe/subscribe-delete (admin, to the
 * trash). The logic is the subscriber service's.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { localeOf, maskEmail, messages, subscribeBody, unsubscribeBody } from '@cadmax/contract';
import { badRequest, bodyOf, noStore, ok } from '../../../lib/http';
import { refuseBot } from '../../../lib/honeypot';
import { readsOf } from '../../../lib/lean-read';
import { verifyUnsubscribe } from '../../../lib/unsubscribe';
import { parseBody } from '../../../lib/validation';
import type { SubscriberService } from '../../subscriber/services/subscriber';
import { trashAction } from '../trash';

const SUBSCRIBED = messages.subscribed;

const subscribers = (strapi: Core.Strapi) => readsOf<SubscriberService>(strapi, 'api::subscriber.subscriber');

/** The link's address, once its signature is checked: 400 for a forged, altered or malformed link. */
function signedAddress(ctx: Context, input: unknown): string {
  noStore(ctx);
  ctx.set('X-Robots-Tag', 'noindex');
  const { email, token } = parseBody(unsubscribeBody, input);
  if (!verifyUnsubscribe(email, token)) throw badRequest(messages.unsubscribeInvalid);
  return email;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    // Sending e-mail to an address needs its owner's explicit yes (a ticked box), not only the address.
    // The address is the subscriber's identity: a repeat (its submission key checked by the schema) stores nothing
    // more and gets the same answer, as any second sign-up does.
    const { email: address, language } = parseBody(subscribeBody, body);
    refuseBot(strapi, ctx, body, 'subscribe-add');
    await subscribers(strapi).subscribe(address, language);
    ok(ctx, { message: SUBSCRIBED });
  }),

  list: action(async (ctx) => {
    const rows = await subscribers(strapi).adminList();
    // A sign-up from before languages were kept reads as English.
    ok(ctx, {
      data: rows.map((r) => ({
        _id: r.documentId,
        email: r.email,
        language: localeOf(r.language),
        createdAt: r.createdAt,
      })),
    });
  }),

  /** What the unsubscribe page shows before the button: the address, masked. Whether it is still subscribed is not said. */
  unsubscribeCheck: action(async (ctx) => {
    ok(ctx, { data: { email: maskEmail(signedAddress(ctx, ctx.query)) } });
  }),

  /**
   * The page's button, or a mail client's one-click POST (RFC 8058): done at once. A link used again says so (only the
   * address's owner holds its signed link, so this tells nobody else anything).
   */
  unsubscribe: action(async (ctx) => {
    const email = signedAddress(ctx, bodyOf(ctx));
    const removed = await subscribers(strapi).unsubscribe(email);
    ok(ctx, {
      message: removed ? messages.unsubscribed : messages.alreadyUnsubscribed,
      data: { email: maskEmail(email) },
    });
  }),

  remove: trashAction(strapi, 'subscriber', messages.subscriberNotFound, messages.subscriberDeleted),
});
