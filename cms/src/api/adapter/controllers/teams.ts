/** POST /teams, GET /teams, POST /teams-edit, POST /teams-delete (admin); the logic is the team-member service's. */
import type { Core } from '@strapi/strapi';
import { teamMemberBody } from '@cadmax/contract';
import { toTeamMember } from '../../../lib/mappers';
import { TEAM_MEMBER_NOT_FOUND } from '../../team-member/services/team-member';
import { imageListActions } from '../image-list-actions';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  imageListActions(strapi, {
    type: 'team-member',
    uid: 'api::team-member.team-member',
    body: teamMemberBody,
    imageField: 'imageUrl',
    toItem: toTeamMember,
    titleOf: (row) => row.name,
    notFoundMessage: TEAM_MEMBER_NOT_FOUND,
    added: 'Team member added successfully.',
    updated: 'Team member updated successfully.',
    deleted: 'Team member deleted successfully.',
  });
