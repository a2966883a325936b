/** GET /jobget, POST /jobadd, POST /jobedit, POST /jobdelete (admin); the logic is the job-opening service's. */
import type { Core } from '@strapi/strapi';
import { jobOpeningBody } from '@cadmax/contract';
import { toJobOpening } from '../../../lib/mappers';
import { JOB_OPENING_NOT_FOUND } from '../../job-opening/services/job-opening';
import { imageListActions } from '../image-list-actions';

// A delete puts the opening in the trash for TRASH_DAYS days (D-11.2); its applications keep the position text,
// their link comes back on restore.
export default ({ strapi }: { strapi: Core.Strapi }) =>
  imageListActions(strapi, {
    type: 'job-opening',
    uid: 'api::job-opening.job-opening',
    body: jobOpeningBody,
    imageField: 'image',
    toItem: toJobOpening,
    titleOf: (row) => row.title,
    notFoundMessage: JOB_OPENING_NOT_FOUND,
    added: 'Job opening added successfully.',
    updated: 'Job opening updated successfully.',
    deleted: 'Job opening deleted successfully.',
  });
