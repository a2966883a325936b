/** The newsletter's addresses: the public subscribe and the admin's list (the logic here, not in the adapter). */
import { factories, type Core } from '@strapi/strapi';
import type { Locale } from '@cadmax/contract';
import { outboxOf } from '../../../lib/mail-outbox';
import { subscribedMail } from '../../../lib/notify';
import { documents, type SubscriberRow } from '../../../lib/records';

const UID = 'api::subscriber.subscriber';
const TRASH_UID = 'api::trash-entry.trash-entry';

const methods = (strapi: Core.Strapi) => {
  const subscribers = () => documents<SubscriberRow>(strapi, UID);
  return {
    /**
     * Stores the address once: subscribing twice is not an error, and the caller does not learn whether it was known.
     * A new address gets the confirmation mail (with its unsubscribe link, D-13.1) in the language of the page it
     * signed up on (D-15.7), written with it in one transaction through the outbox.
     */
    subscribe: async (email: string, language: Locale = 'en'): Promise<void> => {
      if (await subscribers().findFirst({ filters: { email } })) return;
      await outboxOf(strapi).storeWithMails(async () => {
        await subscribers().create({ data: { email, language } });
      }, [subscribedMail(email, language)]);
    },

    /**
     * D-13.1: the owner's unsubscribe (the signed link): the address is deleted for good, and so is any copy of it
     * in the trash (an admin's Undo must not subscribe again someone who said no). The outbox then sends it nothing
     * more; signing up again is a new, explicit sign-up. Answers whether there was anything to remove (a link used
     * again finds nothing: the page says the address is already unsubscribed).
     */
    unsubscribe: async (email: string): Promise<boolean> =>
      strapi.db.transaction(async () => {
        const rows = await subscribers().findMany({ filters: { email }, fields: ['documentId'] });
        for (const row of rows) await subscribers().delete({ documentId: row.documentId });
        const { count } = await strapi.db
          .query(TRASH_UID)
          .deleteMany({ where: { record_type: 'subscriber', title: email } });
        return rows.length > 0 || count > 0;
      }),

    /** Every address, newest first (the admin list). */
    adminList: () => subscribers().findMany({ sort: ['createdAt:desc', 'id:desc'] }),
  };
};

/** The service's methods, for readsOf. */
export type SubscriberService = ReturnType<typeof methods>;

export default factories.createCoreService(UID, ({ strapi }) => methods(strapi));
