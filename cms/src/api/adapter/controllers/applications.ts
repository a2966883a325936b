/** POST /job-add (public; the job-application service stores it), GET /job-get and GET /job-resume/{_id} (admin). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { bodyOf, notFound, ok } from '../../../lib/http';
import { refuseBot } from '../../../lib/honeypot';
import { readsOf } from '../../../lib/lean-read';
import { toApplication } from '../../../lib/mappers';
import { documents, type ApplicationRow } from '../../../lib/records';
import { filesOf, openResume, resumeDownloadName } from '../../../lib/uploads';
import { jobAddBody, messages } from '@cadmax/contract';
import { parseBody, pathId } from '../../../lib/validation';
import { answerPipelinePage, wantsPipelinePage } from '../pipeline-lists';
import type { JobApplicationService } from '../../job-application/services/job-application';

const UID = 'api::job-application.job-application';
const applications = (strapi: Core.Strapi) => readsOf<JobApplicationService>(strapi, UID);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const fields = parseBody(jobAddBody, body);
    const [file] = filesOf(ctx, 'resume');
    await applications(strapi).apply(fields, file, () => refuseBot(strapi, ctx, body, 'job-add'));
    ok(ctx, { message: messages.applicationSent });
  }),

  list: action(async (ctx) => {
    // D-11.1: paging, search or a filter asks for the pipeline's page; without them, the spec's answer.
    if (wantsPipelinePage(ctx)) return answerPipelinePage(strapi, ctx);
    ok(ctx, { contactget: (await applications(strapi).adminList()).map(toApplication) });
  }),

  /**
   * Streams the private file (from this machine's folder or the private bucket) as a download under a generated
   * name (the applicant's file name is only shown in the list).
   */
  resume: action(async (ctx) => {
    const id = pathId(ctx.params.id, 'Resume not found.');
    const row = await documents<ApplicationRow>(strapi, UID).findOne({ documentId: id });
    const body = row?.resume_file ? await openResume(strapi, row.resume_file) : null;
    if (!row?.resume_file || !body) throw notFound('Resume not found.');
    ctx.attachment(resumeDownloadName(row.name, id, row.resume_file));
    ctx.type = row.resume_mime || 'application/octet-stream';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  }),
});
