/** The projects' public reads, as lean queries (cms/src/lib/lean-read.ts); writes go through the document service. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import {
  OLDEST_FIRST,
  NEWEST_FIRST,
  leanFindFirst,
  leanFindMany,
  leanPage,
  type LeanSpec,
} from '../../../lib/lean-read';
import type { ProjectRow } from '../../../lib/records';

const UID = 'api::project.project';

const TEXT = [
  'slug',
  'title',
  'description',
  'short_content',
  'content',
  'category',
  'client',
  'location',
  'date',
  'testimonial',
  'testimonial_author',
  'testimonial_role',
  'upcoming',
  'type',
  'launch',
  'area',
];
/** What toProject reads (the images' ids and URLs only). */
const RECORD: LeanSpec = { fields: ['documentId', ...TEXT], media: { images: 'url', logo: 'url' } };
/** What the public project page reads. */
const DETAIL: LeanSpec = { fields: TEXT, media: { images: 'media', logo: 'media' } };
/** Issue 15, the admin's reads: toProject's fields and the schedule. */
const DRAFT_RECORD: LeanSpec = { ...RECORD, fields: [...RECORD.fields, 'publish_at'] };
const CARD: LeanSpec = {
  fields: ['slug', 'title', 'category', 'location', 'upcoming'],
  media: { images: 'media', logo: 'media' },
};
const LISTING: LeanSpec = { fields: ['title', 'type', 'location', 'launch', 'area'], media: { images: 'media' } };

const reads = (strapi: Core.Strapi) => ({
  /** A page of the admin list, newest first; `search` matches the title, client or category. */
  recordPage: (offset: number, limit: number, search = '') =>
    leanPage<ProjectRow>(strapi, UID, RECORD, {
      search: { text: search, fields: ['title', 'client', 'category'] },
      orderBy: NEWEST_FIRST,
      offset,
      limit,
    }),

  record: (documentId: string) =>
    leanFindFirst<ProjectRow>(strapi, UID, RECORD, { where: { documentId }, orderBy: [] }),

  /** Issue 15: a page of the admin's list, every record's draft (its latest fields), newest first. */
  draftRecordPage: (offset: number, limit: number, search = '') =>
    leanPage<ProjectRow>(strapi, UID, DRAFT_RECORD, {
      search: { text: search, fields: ['title', 'client', 'category'] },
      orderBy: NEWEST_FIRST,
      offset,
      limit,
      version: 'draft',
    }),

  /** Issue 15: one record's draft, for the admin's form. */
  draftRecord: (documentId: string) =>
    leanFindFirst<ProjectRow>(strapi, UID, DRAFT_RECORD, { where: { documentId }, orderBy: [], version: 'draft' }),

  /** Issue 15: one record's draft as its public page shows it (the signed preview). */
  draftDetail: (documentId: string) =>
    leanFindFirst<ProjectRow>(strapi, UID, DETAIL, { where: { documentId }, orderBy: [], version: 'draft' }),

  /** The /projects cards, in the seeded order. */
  cards: () => leanFindMany<ProjectRow>(strapi, UID, CARD, { orderBy: OLDEST_FIRST }),

  detail: (slug: string) => leanFindFirst<ProjectRow>(strapi, UID, DETAIL, { where: { slug }, orderBy: [] }),

  /** The home 'Our Work' slider: projects with a home_position, in that order. */
  homeSlides: () =>
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
      },
    ),

  /** The upcoming projects (the /blog featured slider), in the seeded order. */
  upcoming: () => leanFindMany<ProjectRow>(strapi, UID, LISTING, { where: { upcoming: true }, orderBy: OLDEST_FIRST }),

  sitemapEntries: () =>
    leanFindMany<ProjectRow>(strapi, UID, { fields: ['slug', 'updatedAt'] }, { orderBy: OLDEST_FIRST }),
});

export type ProjectReads = ReturnType<typeof reads>;

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
