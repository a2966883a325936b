/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { BY_SORT_ORDER, leanFindMany, type ListReads } from '../../../lib/lean-read';
import type { FeaturedProjectRow } from '../../../lib/records';

const UID = 'api::featured-project.featured-project';

const reads = (strapi: Core.Strapi): ListReads<FeaturedProjectRow> => ({
  /** The /blog featured slider entries, in their sort order. */
  publicList: () =>
    leanFindMany<FeaturedProjectRow>(
      strapi,
      UID,
      { fields: ['title', 'type', 'location', 'launch', 'area'], media: { image: 'media' } },
      { orderBy: BY_SORT_ORDER },
    ),
});

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
