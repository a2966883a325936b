/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { BY_SORT_ORDER, leanFindMany, type ListReads } from '../../../lib/lean-read';
import type { TestimonialRow } from '../../../lib/records';

const UID = 'api::testimonial.testimonial';

const reads = (strapi: Core.Strapi): ListReads<TestimonialRow> => ({
  /** The home page's testimonials, in their sort order. */
  publicList: () =>
    leanFindMany<TestimonialRow>(strapi, UID, { fields: ['text', 'author', 'company'] }, { orderBy: BY_SORT_ORDER }),
});

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
