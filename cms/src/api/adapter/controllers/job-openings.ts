/** GET /jobget, POST /jobadd, POST /jobedit, POST /jobdelete (admin); the logic is the job-opening service's. */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { moveToTrash } from '../trash';
import { bodyOf, ok } from '../../../lib/http';
import { readsOf } from '../../../lib/lean-read';
import { toJobOpening } from '../../../lib/mappers';
import { filesOf } from '../../../lib/uploads';
import { jobOpeningBody } from '@cadmax/contract';
import { parseBody, recordId } from '../../../lib/validation';
import { JOB_OPENING_NOT_FOUND, type JobOpeningService } from '../../job-opening/services/job-opening';

const openings = (strapi: Core.Strapi) => readsOf<JobOpeningService>(strapi, 'api::job-opening.job-opening');

const readOpening = (body: Record<string, unknown>) => parseBody(jobOpeningBody, body);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: action(async (ctx) => {
    ok(ctx, { data: (await openings(strapi).adminList()).map(toJobOpening) });
  }),

  add: action(async (ctx) => {
    const row = await openings(strapi).add(readOpening(bodyOf(ctx)), filesOf(ctx, 'image'));
    ok(ctx, { message: 'Job opening added successfully.', data: toJobOpening(row) });
  }),

  edit: action(async (ctx) => {
    const body = bodyOf(ctx);
    const id = recordId(body._id);
    const row = await openings(strapi).edit(id, readOpening(body), filesOf(ctx, 'image'));
    ok(ctx, { message: 'Job opening updated successfully.', data: toJobOpening(row) });
  }),

  remove: action(async (ctx) => {
    const id = recordId(bodyOf(ctx)._id);
    // To the trash for TRASH_DAYS days (issue 15); its applications keep the position text, their link comes back on restore.
    await moveToTrash(strapi, ctx, 'job-opening', id, JOB_OPENING_NOT_FOUND);
    ok(ctx, { message: 'Job opening deleted successfully.' });
  }),
});
