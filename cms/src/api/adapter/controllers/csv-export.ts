/**
 * GET /contact-export, /job-export and /subscribe-export (admin): the admin lists as CSV downloads, newest first like
 * the tables; the first two take the inbox's and the pipeline's filters and search (issue 15).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { serviceLabel } from '@cadmax/contract';
import { action } from '../../../lib/action';
import { toCsv } from '../../../lib/csv';
import { exportRows } from '../pipeline-lists';
import { documents, type ApplicationRow, type ContactRow, type SubscriberRow } from '../../../lib/records';

const NEWEST_FIRST = ['createdAt:desc', 'id:desc'];

function sendCsv(ctx: Context, name: string, csv: string): void {
  ctx.attachment(`${name}-${new Date().toISOString().slice(0, 10)}.csv`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = csv;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  contacts: action(async (ctx) => {
    const rows = await exportRows<ContactRow>(strapi, ctx, 'contact-enquiry');
    const csv = toCsv(
      ['#', 'Name', 'Email', 'Phone', 'Service', 'Message', 'Date'],
      rows.map((r, i) => [i + 1, r.name, r.email, r.phone_number, serviceLabel(r.services), r.message, r.createdAt]),
    );
    sendCsv(ctx, 'contacts', csv);
  }),

  applications: action(async (ctx) => {
    const rows = await exportRows<ApplicationRow>(strapi, ctx, 'job-application');
    const csv = toCsv(
      ['#', 'Name', 'Email', 'Phone', 'Services', 'Resume', 'City', 'Date'],
      rows.map((r, i) => [
        i + 1,
        r.name,
        r.email,
        r.phone_number,
        r.position,
        r.resume_file ? r.resume_name || 'resume' : 'No resume',
        r.city,
        r.createdAt,
      ]),
    );
    sendCsv(ctx, 'job-applications', csv);
  }),

  subscribers: action(async (ctx) => {
    const rows = await documents<SubscriberRow>(strapi, 'api::subscriber.subscriber').findMany({ sort: NEWEST_FIRST });
    sendCsv(
      ctx,
      'subscribers',
      toCsv(
        ['#', 'Email', 'Date'],
        rows.map((r, i) => [i + 1, r.email, r.createdAt]),
      ),
    );
  }),
});
