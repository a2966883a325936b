/** The public read, as a lean query (cms/src/lib/lean-read.ts). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { BY_SORT_ORDER, leanFindMany, type ListReads } from '../../../lib/lean-read';
import type { JobOpeningRow } from '../../../lib/records';

const UID = 'api::job-opening.job-opening';

const reads = (strapi: Core.Strapi): ListReads<JobOpeningRow> => ({
  /** The current openings, in their sort order (what toPublicJobOpening reads). */
  publicList: () =>
    leanFindMany<JobOpeningRow>(
      strapi,
      UID,
      {
        fields: [
          'slug',
          'title',
          'role',
          'quote',
          'skills',
          'location',
          'job_type',
          'experience',
          'about',
          'responsibilities',
          'qualifications',
          'offers',
        ],
        media: { image: 'media' },
      },
      { orderBy: BY_SORT_ORDER },
    ),
});

export default factories.createCoreService(UID, ({ strapi }) => reads(strapi));
