/** POST /teams, GET /teams, POST /teams-edit, POST /teams-delete (admin); the logic is the team-member service's. */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { moveToTrash } from '../trash';
import { bodyOf, ok } from '../../../lib/http';
import { readsOf } from '../../../lib/lean-read';
import { toTeamMember } from '../../../lib/mappers';
import { filesOf } from '../../../lib/uploads';
import { teamMemberBody } from '@cadmax/contract';
import { parseBody, recordId } from '../../../lib/validation';
import { TEAM_MEMBER_NOT_FOUND, type TeamMemberService } from '../../team-member/services/team-member';

const members = (strapi: Core.Strapi) => readsOf<TeamMemberService>(strapi, 'api::team-member.team-member');

const readMember = (body: Record<string, unknown>) => parseBody(teamMemberBody, body);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const row = await members(strapi).add(readMember(bodyOf(ctx)), filesOf(ctx, 'imageUrl'));
    ok(ctx, { message: 'Team member added successfully.', data: toTeamMember(row) });
  }),

  list: action(async (ctx) => {
    ok(ctx, { data: (await members(strapi).adminList()).map(toTeamMember) });
  }),

  edit: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const row = await members(strapi).edit(id, readMember(body), filesOf(ctx, 'imageUrl'));
    ok(ctx, { message: 'Team member updated successfully.', data: toTeamMember(row) });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    await moveToTrash(strapi, ctx, 'team-member', id, TEAM_MEMBER_NOT_FOUND);
    ok(ctx, { message: 'Team member deleted successfully.' });
  }),
});
