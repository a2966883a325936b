/** The blog's public reads, as lean queries (cms/src/lib/lean-read.ts); writes go through the document service. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { NEWEST_FIRST, leanFindFirst, leanFindMany, leanPage, type LeanSpec } from '../../../lib/lean-read';
import type { BlogRow } from '../../../lib/records';

const UID = 'api::blog.blog';

/** What toBlog and toBlogArticle read. */
const ARTICLE: LeanSpec = {
  fields: [
    'documentId',
    'title',
    'short_content',
    'content',
    'meta_title',
    'meta_description',
    'meta_keyword',
    'createdAt',
    'updatedAt',
  ],
  media: { image: 'media' },
};
/** Issue 15, the admin's reads: the draft's fields and its schedule. */
const DRAFT: LeanSpec = { ...ARTICLE, fields: [...ARTICLE.fields, 'publish_at'] };
/** What toBlogCard reads. */
const CARD: LeanSpec = { fields: ['documentId', 'title', 'short_content', 'createdAt'], media: { image: 'media' } };

const reads = (strapi: Core.Strapi) => ({
  /** A page of articles, newest first; `search` matches the title. */
  articlePage: (offset: number, limit: number, search = '') =>
    leanPage<BlogRow>(strapi, UID, ARTICLE, {
      search: { text: search, fields: ['title'] },
      orderBy: NEWEST_FIRST,
      offset,
      limit,
    }),

  /** A page of the /blog cards, newest first. */
  cardPage: (offset: number, limit: number) =>
    leanPage<BlogRow>(strapi, UID, CARD, { orderBy: NEWEST_FIRST, offset, limit }),

  article: (documentId: string) => leanFindFirst<BlogRow>(strapi, UID, ARTICLE, { where: { documentId }, orderBy: [] }),

  /** Issue 15: a page of the admin's list, every record's draft (its latest fields), newest first. */
  draftPage: (offset: number, limit: number, search = '') =>
    leanPage<BlogRow>(strapi, UID, DRAFT, {
      search: { text: search, fields: ['title'] },
      orderBy: NEWEST_FIRST,
      offset,
      limit,
      version: 'draft',
    }),

  /** Issue 15: one record's draft (the admin's form, the signed preview). */
  draft: (documentId: string) =>
    leanFindFirst<BlogRow>(strapi, UID, DRAFT, { where: { documentId }, orderBy: [], version: 'draft' }),

  /** The sitemap's entries, newest first. */
  sitemapEntries: () =>
    leanFindMany<BlogRow>(strapi, UID, { fields: ['documentId', 'updatedAt'] }, { orderBy: NEWEST_FIRST }),
});

export type BlogReads = ReturnType<typeof reads>;

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
