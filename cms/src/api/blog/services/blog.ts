/**
 * The blogs: the public reads, as lean queries (cms/src/lib/lean-read.ts), and the admin's writes through the
 * document service (the logic here, the adapter's controller only reads the request and answers): create
 * and update (R-5.5; a save publishes unless its mode keeps a draft), the drafts with their state, publish and
 * unpublish (D-11.5, src/lib/publishable-service.ts).
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type blogBody, type Locale, type Parsed } from '@cadmax/contract';
import { createWithImage, updateWithImage } from '../../../lib/image-records';
import { NEWEST_FIRST, leanFindFirst, leanFindMany, leanPage, type LeanSpec } from '../../../lib/lean-read';
import { toBlog } from '../../../lib/mappers';
import { newestFirstPages } from '../../../lib/paging';
import { publishableMethods, scheduleData, type SaveMode } from '../../../lib/publishable-service';
import { documents, type BlogRow } from '../../../lib/records';
import type { UploadedFile } from '../../../lib/uploads';

const UID = 'api::blog.blog';
const POPULATE = ['image'];
export const BLOG_NOT_FOUND = 'Blog not found.';

/** R-5.5's fields, the content already sanitized (the controller's readBlog). */
export type BlogFields = Parsed<typeof blogBody>;

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
/** The admin's reads (D-11.5): the draft's fields and its schedule. */
const DRAFT: LeanSpec = { ...ARTICLE, fields: [...ARTICLE.fields, 'publish_at'] };
/** What toBlogCard reads. */
const CARD: LeanSpec = { fields: ['documentId', 'title', 'short_content', 'createdAt'], media: { image: 'media' } };

const reads = (strapi: Core.Strapi) => ({
  /** A page of articles, newest first; `search` matches the title. */
  articlePage: newestFirstPages<BlogRow>(strapi, UID, ARTICLE, ['title']),

  /** A page of the /blog cards, newest first. */
  cardPage: (offset: number, limit: number, locale?: Locale) =>
    leanPage<BlogRow>(strapi, UID, CARD, { orderBy: NEWEST_FIRST, offset, limit, locale }),

  article: (documentId: string, locale?: Locale) =>
    leanFindFirst<BlogRow>(strapi, UID, ARTICLE, { where: { documentId }, orderBy: [], locale }),

  /** A page of the admin's list, every record's draft (its latest fields), newest first. */
  draftPage: newestFirstPages<BlogRow>(strapi, UID, DRAFT, ['title'], 'draft'),

  /** One record's draft (the admin's form, the signed preview), its texts in `locale` where it has them (D-15). */
  draft: (documentId: string, locale?: Locale) =>
    leanFindFirst<BlogRow>(strapi, UID, DRAFT, { where: { documentId }, orderBy: [], version: 'draft', locale }),

  /** The sitemap's entries, newest first. */
  sitemapEntries: () =>
    leanFindMany<BlogRow>(strapi, UID, { fields: ['documentId', 'updatedAt'] }, { orderBy: NEWEST_FIRST }),
});

export type BlogReads = ReturnType<typeof reads>;

/** Named apart from the core service's create and update, which Strapi's own routes call. */
const writes = (strapi: Core.Strapi, drafts: BlogReads) => {
  const blogs = () => documents<BlogRow>(strapi, UID);
  /** The save's fields with its schedule, and what else the document service is told. */
  const saveOf = (fields: BlogFields, mode: SaveMode) => ({
    title: fields.title,
    dataOf: async () => ({ ...fields, ...scheduleData(mode) }),
    params: { status: mode.status, populate: POPULATE },
  });
  const methods = publishableMethods(strapi, UID, {
    notFoundMessage: BLOG_NOT_FOUND,
    toItem: toBlog,
    drafts: { page: drafts.draftPage, one: drafts.draft },
  });
  return {
    ...methods,

    /** A new blog with at most the first image sent. */
    add: (fields: BlogFields, mode: SaveMode, files: UploadedFile[]): Promise<BlogRow> =>
      createWithImage(strapi, blogs(), files, saveOf(fields, mode)),

    /**
     * The blog's new fields; no new image keeps the old one. In another locale (D-15) its texts in that language: the
     * image is the English version's. A 404 for an unknown blog.
     */
    edit: (
      documentId: string,
      fields: BlogFields,
      mode: SaveMode,
      files: UploadedFile[],
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<BlogRow> =>
      locale === DEFAULT_LOCALE
        ? updateWithImage(strapi, blogs(), documentId, files, BLOG_NOT_FOUND, saveOf(fields, mode))
        : methods.translate(documentId, locale, fields, mode, POPULATE),
  };
};

/** The service's methods, for readsOf. */
export type BlogService = BlogReads & ReturnType<typeof writes>;

export default factories.createCoreService(UID, ({ strapi }): BlogService => {
  const blogReads = reads(strapi);
  return { ...blogReads, ...writes(strapi, blogReads) };
});
