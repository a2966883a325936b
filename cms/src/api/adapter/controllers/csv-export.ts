/**
 * GET /contact-export, /job-export and /subscribe-export (admin): the admin lists as CSV downloads, newest first like
 * the tables; the first two take the inbox's and the pipeline's filters and search (D-11.1). Dates and the file's
 * name are in the site's time zone (IST, `YYYY-MM-DD HH:mm`), as the admin reads them on screen (D-13.5).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  APPLICATION_STAGE_LABELS,
  ENQUIRY_STATUS_LABELS,
  quoteServiceLabel,
  siteDate,
  siteDateTime,
} from '@cadmax/contract';
import { action } from '../../../lib/action';
import { toCsv } from '../../../lib/csv';
import { quoteServices } from '../../../lib/quote-services';
import { exportRows } from '../pipeline-lists';
import {
  documents,
  type ApplicationRow,
  type ContactRow,
  type PipelineNoteRow,
  type SubscriberRow,
} from '../../../lib/records';

const NEWEST_FIRST = ['createdAt:desc', 'id:desc'];

function sendCsv(ctx: Context, name: string, csv: string): void {
  ctx.attachment(`${name}-${siteDate()}.csv`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = csv;
}

/** A record's notes in one cell, oldest first, one a line: `2026-11-25 10:30 admin@…: text` (IST). */
const notesCell = (notes: PipelineNoteRow[] | undefined) =>
  (notes ?? []).map((n) => `${siteDateTime(n.createdAt)} ${n.author}: ${n.text}`).join('\n');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  contacts: action(async (ctx) => {
    const { rows, notes } = await exportRows<ContactRow>(strapi, ctx, 'contact-enquiry');
    const offered = await quoteServices(strapi);
    const csv = toCsv(
      ['#', 'Name', 'Email', 'Phone', 'Service', 'Message', 'Date', 'Status', 'Notes'],
      rows.map((r, i) => [
        i + 1,
        r.name,
        r.email,
        r.phone_number,
        quoteServiceLabel(r.services, offered),
        r.message,
        siteDateTime(r.createdAt),
        r.status ? ENQUIRY_STATUS_LABELS[r.status] : '',
        notesCell(notes.get(r.documentId)),
      ]),
    );
    sendCsv(ctx, 'contacts', csv);
  }),

  applications: action(async (ctx) => {
    const { rows, notes } = await exportRows<ApplicationRow>(strapi, ctx, 'job-application');
    const csv = toCsv(
      ['#', 'Name', 'Email', 'Phone', 'Services', 'Resume', 'City', 'Date', 'Stage', 'Notes'],
      rows.map((r, i) => [
        i + 1,
        r.name,
        r.email,
        r.phone_number,
        r.position,
        r.resume_file ? r.resume_name || 'resume' : 'No resume',
        r.city,
        siteDateTime(r.createdAt),
        r.stage ? APPLICATION_STAGE_LABELS[r.stage] : '',
        notesCell(notes.get(r.documentId)),
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
        rows.map((r, i) => [i + 1, r.email, siteDateTime(r.createdAt)]),
      ),
    );
  }),
});
