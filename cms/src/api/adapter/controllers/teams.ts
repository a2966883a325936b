/** POST /teams, GET /teams, POST /teams-edit, POST /teams-delete (admin). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { moveToTrash } from '../trash';
import { bodyOf, notFound, ok } from '../../../lib/http';
import { toTeamMember } from '../../../lib/mappers';
import { documents, type TeamMemberRow } from '../../../lib/records';
import { checkImages, filesOf, saveWithImages } from '../../../lib/uploads';
import { teamMemberBody } from '@cadmax/contract';
import { parseBody, recordId } from '../../../lib/validation';

const UID = 'api::team-member.team-member';
const POPULATE = ['image'];
const NOT_FOUND = 'Team member not found.';

const members = (strapi: Core.Strapi) => documents<TeamMemberRow>(strapi, UID);

const readMember = (body: Record<string, unknown>) => parseBody(teamMemberBody, body);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const fields = readMember(bodyOf(ctx));
    const files = filesOf(ctx, 'imageUrl').slice(0, 1);
    await checkImages(files);
    // New members go to the end of the public team slider.
    const [last] = await members(strapi).findMany({ sort: ['sort_order:desc'], limit: 1, fields: ['sort_order'] });
    const row = await saveWithImages(strapi, files, fields.name, ([image]) =>
      members(strapi).create({
        data: { ...fields, sort_order: (last?.sort_order ?? 0) + 1, image: image?.id ?? null },
        populate: POPULATE,
      }),
    );
    ok(ctx, { message: 'Team member added successfully.', data: toTeamMember(row) });
  }),

  list: action(async (ctx) => {
    const rows = await members(strapi).findMany({
      sort: ['sort_order:asc', 'createdAt:asc', 'id:asc'],
      populate: POPULATE,
    });
    ok(ctx, { data: rows.map(toTeamMember) });
  }),

  edit: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const fields = readMember(body);
    const files = filesOf(ctx, 'imageUrl').slice(0, 1);
    await checkImages(files);
    if (!(await members(strapi).findOne({ documentId: id }))) throw notFound(NOT_FOUND);
    const row = await saveWithImages(strapi, files, fields.name, ([image]) =>
      members(strapi).update({
        documentId: id,
        data: image ? { ...fields, image: image.id } : fields,
        populate: POPULATE,
      }),
    );
    if (!row) throw notFound(NOT_FOUND);
    ok(ctx, { message: 'Team member updated successfully.', data: toTeamMember(row) });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    await moveToTrash(strapi, ctx, 'team-member', id, NOT_FOUND);
    ok(ctx, { message: 'Team member deleted successfully.' });
  }),
});
