/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { BY_SORT_ORDER, leanFindMany, type ListReads } from '../../../lib/lean-read';
import type { ReasonCardRow } from '../../../lib/records';

const UID = 'api::reason-card.reason-card';

const reads = (strapi: Core.Strapi): ListReads<ReasonCardRow> => ({
  /** The "why us" cards, in their sort order. */
  publicList: () =>
    leanFindMany<ReasonCardRow>(strapi, UID, { fields: ['title', 'description'] }, { orderBy: BY_SORT_ORDER }),
});

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
