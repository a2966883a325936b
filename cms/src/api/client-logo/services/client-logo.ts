/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { BY_SORT_ORDER, leanFindMany, type ListReads } from '../../../lib/lean-read';
import type { ClientLogoRow } from '../../../lib/records';

const UID = 'api::client-logo.client-logo';

const reads = (strapi: Core.Strapi): ListReads<ClientLogoRow> => ({
  /** The home page's client logos, in their sort order. */
  publicList: () =>
    leanFindMany<ClientLogoRow>(
      strapi,
      UID,
      { fields: ['title'], media: { front: 'media', back: 'media' } },
      { orderBy: BY_SORT_ORDER },
    ),
});

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
