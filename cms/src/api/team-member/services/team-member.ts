/**
 * The about page's team: the public read in sort order, a lean read (cms/src/lib/lean-read.ts), and the admin's
 * list, add and edit (issue 13: the logic here, the adapter's controller only reads the request and answers).
 */
import type { Core } from '@strapi/strapi';
import type { Parsed, teamMemberBody } from '@cadmax/contract';
import { createWithImage, updateWithImage } from '../../../lib/image-records';
import { sortedListService, type ListReads } from '../../../lib/lean-read';
import { documents, type TeamMemberRow } from '../../../lib/records';
import type { UploadedFile } from '../../../lib/uploads';

const UID = 'api::team-member.team-member';
const POPULATE = ['image'];
export const TEAM_MEMBER_NOT_FOUND = 'Team member not found.';

export type TeamMemberFields = Parsed<typeof teamMemberBody>;

const writes = (strapi: Core.Strapi) => {
  const members = () => documents<TeamMemberRow>(strapi, UID);
  return {
    /** Every member with the image, in the slider's order (the admin list). */
    adminList: () => members().findMany({ sort: ['sort_order:asc', 'createdAt:asc', 'id:asc'], populate: POPULATE }),

    /** A new member, with at most the first image sent. */
    add: (fields: TeamMemberFields, files: UploadedFile[]): Promise<TeamMemberRow> =>
      createWithImage(strapi, members(), files, {
        title: fields.name,
        dataOf: async () => {
          // New members go to the end of the public team slider.
          const [last] = await members().findMany({ sort: ['sort_order:desc'], limit: 1, fields: ['sort_order'] });
          return { ...fields, sort_order: (last?.sort_order ?? 0) + 1 };
        },
        params: { populate: POPULATE },
      }),

    /** The member's new fields; no new image keeps the old one. A 404 for an unknown member. */
    edit: (documentId: string, fields: TeamMemberFields, files: UploadedFile[]): Promise<TeamMemberRow> =>
      updateWithImage(strapi, members(), documentId, files, TEAM_MEMBER_NOT_FOUND, {
        title: fields.name,
        dataOf: async () => fields,
        params: { populate: POPULATE },
      }),
  };
};

/** The service's methods, for readsOf. */
export type TeamMemberService = ListReads<TeamMemberRow> & ReturnType<typeof writes>;

export default sortedListService<TeamMemberRow, ReturnType<typeof writes>>(
  UID,
  { fields: ['name', 'position'], media: { image: 'media' } },
  writes,
);
