/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { BY_SORT_ORDER, leanFindMany, type ListReads } from '../../../lib/lean-read';
import type { StateRow } from '../../../lib/records';

const UID = 'api::state.state';

const reads = (strapi: Core.Strapi): ListReads<StateRow> => ({
  /** The home page's cities, in their sort order. */
  publicList: () =>
    leanFindMany<StateRow>(strapi, UID, { fields: ['name'], media: { image: 'media' } }, { orderBy: BY_SORT_ORDER }),
});

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
