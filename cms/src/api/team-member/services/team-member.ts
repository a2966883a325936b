/**
 * The about page's team: the public read in sort order, a lean read (cms/src/lib/lean-read.ts), and the admin's
 * list, add and edit (the logic here, the adapter's controller only reads the request and answers).
 */
import type { Core } from '@strapi/strapi';
import { fieldNames, teamMemberFields, type Parsed, type teamMemberBody } from '@cadmax/contract';
import { sortedImageListWrites } from '../../../lib/image-records';
import { sortedListService, type ListReads } from '../../../lib/lean-read';
import type { TeamMemberRow } from '../../../lib/records';

const UID = 'api::team-member.team-member';
export const TEAM_MEMBER_NOT_FOUND = 'Team member not found.';

export type TeamMemberFields = Parsed<typeof teamMemberBody>;

/** The admin's list, add (new members go to the end of the public team slider) and edit. */
const writes = (strapi: Core.Strapi) =>
  sortedImageListWrites<TeamMemberRow, TeamMemberFields>(strapi, UID, {
    notFoundMessage: TEAM_MEMBER_NOT_FOUND,
    titleOf: (fields) => fields.name,
  });

/** The service's methods, for readsOf. */
export type TeamMemberService = ListReads<TeamMemberRow> & ReturnType<typeof writes>;

export default sortedListService<TeamMemberRow, ReturnType<typeof writes>>(
  UID,
  { fields: fieldNames(teamMemberFields), media: { image: 'media' } },
  writes,
);
