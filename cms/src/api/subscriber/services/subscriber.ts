/** The newsletter's addresses: the public subscribe and the admin's list (issue 13: the logic here, not in the adapter). */
import { factories, type Core } from '@strapi/strapi';
import { documents, type SubscriberRow } from '../../../lib/records';

const UID = 'api::subscriber.subscriber';

const methods = (strapi: Core.Strapi) => {
  const subscribers = () => documents<SubscriberRow>(strapi, UID);
  return {
    /** Stores the address once: subscribing twice is not an error, and the caller does not learn whether it was known. */
    subscribe: async (email: string): Promise<void> => {
      if (!(await subscribers().findFirst({ filters: { email } }))) await subscribers().create({ data: { email } });
    },

    /** Every address, newest first (the admin list). */
    adminList: () => subscribers().findMany({ sort: ['createdAt:desc', 'id:desc'] }),
  };
};

/** The service's methods, for readsOf. */
export type SubscriberService = ReturnType<typeof methods>;

export default factories.createCoreService(UID, ({ strapi }) => methods(strapi));
