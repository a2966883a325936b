/** POST /job-add (public), GET /job-get and GET /job-resume/{_id} (admin). */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { badRequest, bodyOf, notFound, ok } from '../../../lib/http';
import { isBot } from '../../../lib/honeypot';
import { toApplication } from '../../../lib/mappers';
import { outboxOf } from '../../../lib/mail-outbox';
import { applicationMails } from '../../../lib/notify';
import { documents, type ApplicationRow, type JobOpeningRow } from '../../../lib/records';
import { filesOf, openResume, removeResume, resumeDownloadName, storeResume } from '../../../lib/uploads';
import { jobAddBody, messages } from '@cadmax/contract';
import { parseBody, pathId } from '../../../lib/validation';
import { answerPipelinePage, wantsPipelinePage } from '../pipeline-lists';

const UID = 'api::job-application.job-application';
const APPLIED = messages.applicationSent;

/**
 * The position is the title of a current opening (the form's Position list is those titles; titles are unique,
 * trimmed and case-insensitively). Anything else, a deleted opening included, is refused.
 */
async function openingFor(strapi: Core.Strapi, position: string): Promise<JobOpeningRow> {
  const [opening] = await documents<JobOpeningRow>(strapi, 'api::job-opening.job-opening').findMany({
    filters: { title: { $eqi: position } },
    fields: ['title'],
    sort: ['sort_order:asc', 'id:asc'],
    limit: 1,
  });
  if (!opening) throw badRequest(messages.invalidPosition);
  return opening;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: action(async (ctx) => {
    const body = bodyOf(ctx);
    const fields = parseBody(jobAddBody, body);
    const address = fields.email;
    const opening = await openingFor(strapi, fields.position);
    // The title is kept as text beside the link, so the application still names its position once the opening is gone.
    const position = opening.title;
    // Checked before the resume is stored: a bot's file never reaches the disk.
    if (isBot(strapi, ctx, body, 'job-add')) return ok(ctx, { message: APPLIED });
    const [file] = filesOf(ctx, 'resume');
    const resume = file ? await storeResume(strapi, file) : null;
    const mails = applicationMails({
      name: fields.name,
      email: address,
      phone_number: fields.phone_number,
      position,
      city: fields.city,
      hasResume: resume !== null,
    });
    try {
      // The application and its two emails are stored together (the document service joins the transaction).
      await outboxOf(strapi).storeWithMails(
        () =>
          documents<ApplicationRow>(strapi, UID).create({
            data: {
              name: fields.name,
              email: address,
              phone_number: fields.phone_number,
              position,
              opening: opening.documentId,
              city: fields.city,
              resume_file: resume?.file ?? null,
              resume_name: resume?.name ?? null,
              resume_mime: resume?.mime ?? null,
              resume_size: resume?.size ?? null,
            },
          }),
        mails,
      );
    } catch (error) {
      if (resume) await removeResume(strapi, resume.file);
      throw error;
    }
    ok(ctx, { message: APPLIED });
  }),

  list: action(async (ctx) => {
    // Issue 15: paging, search or a filter asks for the pipeline's page; without them, the spec's answer.
    if (wantsPipelinePage(ctx)) return answerPipelinePage(strapi, ctx);
    const rows = await documents<ApplicationRow>(strapi, UID).findMany({
      sort: ['createdAt:desc', 'id:desc'],
      populate: { opening: { fields: ['title', 'slug'] } },
    });
    ok(ctx, { contactget: rows.map(toApplication) });
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
