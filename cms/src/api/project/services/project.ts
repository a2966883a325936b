/**
 * The projects: the public reads, as lean queries (cms/src/lib/lean-read.ts), and the admin's writes through the
 * document service (the logic here, the adapter's controller only reads the request and answers): add and
 * update with their images and logo (R-5.6; a save publishes unless its mode keeps a draft), the drafts with their
 * state, publish and unpublish (D-11.5, src/lib/publishable-service.ts).
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { fieldNames, projectFields, type Locale, type Parsed, type projectBody } from '@cadmax/contract';
import { badRequest, notFound } from '../../../lib/http';
import { OLDEST_FIRST, leanFindFirst, leanFindMany, type LeanSpec } from '../../../lib/lean-read';
import { toProject } from '../../../lib/mappers';
import { newestFirstPages } from '../../../lib/paging';
import { imageOrder, orderImages } from '../../../lib/project-images';
import { publishableMethods, scheduleData, type SaveMode } from '../../../lib/publishable-service';
import { documents, type ProjectRow, type StrapiFile } from '../../../lib/records';
import { chosenSlug } from '../../../lib/slug';
import { checkImages, saveWithImages, type UploadedFile } from '../../../lib/uploads';

const UID = 'api::project.project';
/** The media a write answers with. */
export const POPULATE = ['images', 'logo'];
export const PROJECT_NOT_FOUND = 'Project not found.';

/** R-5.6's fields (title ≤100, content ≤300, client, category and date required) and the optional public ones sent. */
export type ProjectFields = Omit<Parsed<typeof projectBody>, 'removeLogo'>;

/** What a save sends beside the fields: the uploads under `images` and `logo`, `imageOrder` and `removeLogo`. */
export interface ProjectUploads {
  images: UploadedFile[];
  logos: UploadedFile[];
  imageOrder: unknown;
  removeLogo: boolean;
}

/** The project's field table (@cadmax/contract fields/project.ts) and the fields beside it. */
const TEXT = ['slug', ...fieldNames(projectFields), 'upcoming'];
/** What toProject reads (the images' ids and URLs only). */
const RECORD: LeanSpec = { fields: ['documentId', ...TEXT], media: { images: 'url', logo: 'url' } };
/** What the public project page reads. */
const DETAIL: LeanSpec = { fields: TEXT, media: { images: 'media', logo: 'media' } };
/** D-11, the admin's reads: toProject's fields, the schedule and the last edit (what the state compares). */
const DRAFT_RECORD: LeanSpec = { ...RECORD, fields: [...RECORD.fields, 'publish_at', 'updatedAt'] };
const CARD: LeanSpec = {
  fields: ['slug', 'title', 'category', 'location', 'upcoming'],
  media: { images: 'media', logo: 'media' },
};
/** What the admin list's search matches. */
const SEARCHED = ['title', 'client', 'category'];
const LISTING: LeanSpec = { fields: ['title', 'type', 'location', 'launch', 'area'], media: { images: 'media' } };

const reads = (strapi: Core.Strapi) => ({
  /** A page of the admin list, newest first; `search` matches the title, client or category. */
  recordPage: newestFirstPages<ProjectRow>(strapi, UID, RECORD, SEARCHED),

  record: (documentId: string, locale?: Locale) =>
    leanFindFirst<ProjectRow>(strapi, UID, RECORD, { where: { documentId }, orderBy: [], locale }),

  /** D-11.5: a page of the admin's list, every record's draft (its latest fields), newest first. */
  draftRecordPage: newestFirstPages<ProjectRow>(strapi, UID, DRAFT_RECORD, SEARCHED, 'draft'),

  /** D-11.5: one record's draft, for the admin's form. */
  draftRecord: (documentId: string, locale?: Locale) =>
    leanFindFirst<ProjectRow>(strapi, UID, DRAFT_RECORD, {
      where: { documentId },
      orderBy: [],
      version: 'draft',
      locale,
    }),

  /** D-11.5: one record's draft as its public page shows it (the signed preview). */
  draftDetail: (documentId: string) =>
    leanFindFirst<ProjectRow>(strapi, UID, DETAIL, { where: { documentId }, orderBy: [], version: 'draft' }),

  /** The /projects cards, in the seeded order. */
  cards: (locale?: Locale) => leanFindMany<ProjectRow>(strapi, UID, CARD, { orderBy: OLDEST_FIRST, locale }),

  detail: (slug: string, locale?: Locale) =>
    leanFindFirst<ProjectRow>(strapi, UID, DETAIL, { where: { slug }, orderBy: [], locale }),

  /** The home 'Our Work' slider: projects with a home_position, in that order. */
  homeSlides: (locale?: Locale) =>
    leanFindMany<ProjectRow>(
      strapi,
      UID,
      { fields: ['slug', 'title'], media: { images: 'media' } },
      {
        where: { home_position: { $notNull: true } },
        orderBy: [
          ['home_position', 'asc'],
          ['id', 'asc'],
        ],
        locale,
      },
    ),

  /** The upcoming projects (the /blog featured slider), in the seeded order. */
  upcoming: (locale?: Locale) =>
    leanFindMany<ProjectRow>(strapi, UID, LISTING, { where: { upcoming: true }, orderBy: OLDEST_FIRST, locale }),

  sitemapEntries: () =>
    leanFindMany<ProjectRow>(strapi, UID, { fields: ['slug', 'updatedAt'] }, { orderBy: OLDEST_FIRST }),
});

export type ProjectReads = ReturnType<typeof reads>;

/** The logo: at most one upload under `logo`; `removeLogo=true` clears the stored one. */
function readLogo(uploads: ProjectUploads) {
  if (uploads.logos.length > 1) throw badRequest('Send at most one logo image.');
  return { file: uploads.logos[0] as UploadedFile | undefined, remove: uploads.removeLogo };
}

/** The logo's media id to store: the new upload (the last of the uploads), null to clear, undefined to keep. */
const logoOf = (logo: ReturnType<typeof readLogo>, uploaded: StrapiFile[]) =>
  logo.file ? uploaded[uploaded.length - 1].id : logo.remove ? null : undefined;

/** The images and the logo checked, in the order they are stored (the logo last), and the images' final order. */
async function checkedUploads(uploads: ProjectUploads, current: number[]) {
  const logo = readLogo(uploads);
  const order = imageOrder(uploads.imageOrder, uploads.images.length, current);
  const files = logo.file ? [...uploads.images, logo.file] : uploads.images;
  await checkImages(files);
  /** The images' media ids in their order, once stored. */
  const imagesOf = (uploaded: StrapiFile[]) => orderImages(order, uploaded.slice(0, uploads.images.length));
  return { logo, files, imagesOf };
}

/** Named apart from the core service's create and update, which Strapi's own routes call. */
const writes = (strapi: Core.Strapi, drafts: ProjectReads) => {
  const projects = () => documents<ProjectRow>(strapi, UID);
  return {
    ...publishableMethods(strapi, UID, {
      notFoundMessage: PROJECT_NOT_FOUND,
      toItem: toProject,
      drafts: { page: drafts.draftRecordPage, one: drafts.draftRecord },
    }),

    /** A new project with its images and logo; its slug is the one typed, else its title's (D-14.6). */
    add: async (fields: ProjectFields, mode: SaveMode, uploads: ProjectUploads): Promise<ProjectRow> => {
      const { logo, files, imagesOf } = await checkedUploads(uploads, []);
      const slug = await chosenSlug(strapi, 'project', fields.slug, fields.title);
      return saveWithImages(strapi, files, fields.title, (uploaded) =>
        projects().create({
          data: {
            ...fields,
            ...scheduleData(mode),
            slug,
            images: imagesOf(uploaded),
            logo: logoOf(logo, uploaded) ?? null,
          },
          status: mode.status,
          populate: POPULATE,
        }),
      );
    },

    /**
     * The project's new fields (the optional ones only when sent), images and logo; the slug stays unless another is
     * typed (D-14.6: its earlier address then redirects, lib/slug-history.ts). A 404 for an unknown project.
     */
    edit: async (
      documentId: string,
      fields: ProjectFields,
      mode: SaveMode,
      uploads: ProjectUploads,
    ): Promise<ProjectRow> => {
      const existing = await projects().findOne({ documentId, populate: POPULATE });
      if (!existing) throw notFound(PROJECT_NOT_FOUND);
      const current = (existing.images ?? []).map((f) => f.id);
      const { logo, files, imagesOf } = await checkedUploads(uploads, current);
      const slug = await chosenSlug(strapi, 'project', fields.slug, fields.title, documentId);
      const row = await saveWithImages(strapi, files, fields.title, (uploaded) => {
        const newLogo = logoOf(logo, uploaded);
        const { slug: _typed, ...texts } = fields;
        const data = {
          ...texts,
          ...(slug && { slug }),
          ...scheduleData(mode),
          images: imagesOf(uploaded),
          ...(newLogo !== undefined && { logo: newLogo }),
        };
        return projects().update({ documentId, data, status: mode.status, populate: POPULATE });
      });
      if (!row) throw notFound(PROJECT_NOT_FOUND);
      // The gallery's alt texts follow the published title: lib/image-alts.ts, on publish.
      return row;
    },
  };
};

/** The service's methods, for readsOf. */
export type ProjectService = ProjectReads & ReturnType<typeof writes>;

export default factories.createCoreService(UID, ({ strapi }): ProjectService => {
  const projectReads = reads(strapi);
  return { ...projectReads, ...writes(strapi, projectReads) };
});
