/**
 * The about page's team: the public read in sort order, a lean read (cms/src/lib/lean-read.ts), and the admin's
 * list, add and edit (issue 13: the logic here, the adapter's controller only reads the request and answers).
 */
import type { Core } from '@strapi/strapi';
import type { Parsed, teamMemberBody } from '@cadmax/contract';
import { notFound } from '../../../lib/http';
import { sortedListService, type ListReads } from '../../../lib/lean-read';
import { documents, type TeamMemberRow } from '../../../lib/records';
import { checkImages, saveWithImages, type UploadedFile } from '../../../lib/uploads';

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
    add: async (fields: TeamMemberFields, files: UploadedFile[]): Promise<TeamMemberRow> => {
      const images = files.slice(0, 1);
      await checkImages(images);
      // New members go to the end of the public team slider.
      const [last] = await members().findMany({ sort: ['sort_order:desc'], limit: 1, fields: ['sort_order'] });
      return saveWithImages(strapi, images, fields.name, ([image]) =>
        members().create({
          data: { ...fields, sort_order: (last?.sort_order ?? 0) + 1, image: image?.id ?? null },
          populate: POPULATE,
        }),
      );
    },

    /** The member's new fields; no new image keeps the old one. A 404 for an unknown member. */
    edit: async (documentId: string, fields: TeamMemberFields, files: UploadedFile[]): Promise<TeamMemberRow> => {
      const images = files.slice(0, 1);
      await checkImages(images);
      if (!(await members().findOne({ documentId }))) throw notFound(TEAM_MEMBER_NOT_FOUND);
      const row = await saveWithImages(strapi, images, fields.name, ([image]) =>
        members().update({ documentId, data: image ? { ...fields, image: image.id } : fields, populate: POPULATE }),
      );
      if (!row) throw notFound(TEAM_MEMBER_NOT_FOUND);
      return row;
    },
  };
};

/** The service's methods, for readsOf. */
export type TeamMemberService = ListReads<TeamMemberRow> & ReturnType<typeof writes>;

export default sortedListService<TeamMemberRow, ReturnType<typeof writes>>(
  UID,
  { fields: ['name', 'position'], media: { image: 'media' } },
  writes,
);
