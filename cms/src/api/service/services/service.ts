/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { BY_SORT_ORDER, leanFindMany, type ListReads } from '../../../lib/lean-read';
import type { ServiceRow } from '../../../lib/records';

const UID = 'api::service.service';

const reads = (strapi: Core.Strapi): ListReads<ServiceRow> => ({
  /** The services, in their sort order (the summaries: the detail page reads one service with its features). */
  publicList: () =>
    leanFindMany<ServiceRow>(
      strapi,
      UID,
      { fields: ['slug', 'title', 'tagline', 'description'], media: { logo: 'media', image: 'media' } },
      { orderBy: BY_SORT_ORDER },
    ),
});

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
