/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { BY_SORT_ORDER, leanFindMany, type ListReads } from '../../../lib/lean-read';
import type { TeamMemberRow } from '../../../lib/records';

const UID = 'api::team-member.team-member';

const reads = (strapi: Core.Strapi): ListReads<TeamMemberRow> => ({
  /** The about page's team, in their sort order. */
  publicList: () =>
    leanFindMany<TeamMemberRow>(
      strapi,
      UID,
      { fields: ['name', 'position'], media: { image: 'media' } },
      { orderBy: BY_SORT_ORDER },
    ),
});

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
