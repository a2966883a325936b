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
  LOCALE_NAMES,
  localeOf,
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

/** A column of an export: its header, and its cell of a row. */
type Column<R> = readonly [header: string, cell: (row: R) => string | number | null | undefined];

/** The rows under their columns, numbered from 1 in a first column '#', as the download `<name>-<date>.csv`. */
function sendCsv<R>(ctx: Context, name: string, rows: R[], columns: Column<R>[]): void {
  ctx.attachment(`${name}-${siteDate()}.csv`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = toCsv(
    ['#', ...columns.map(([header]) => header)],
    rows.map((row, i) => [i + 1, ...columns.map(([, cell]) => cell(row))]),
  );
}

const DATE: Column<{ createdAt: string }> = ['Date', (r) => siteDateTime(r.createdAt)];

/** A record's notes in one cell, oldest first, one a line: `2026-11-25 10:30 admin@…: text` (IST). */
const notesCell = (notes: PipelineNoteRow[] | undefined) =>
  (notes ?? []).map((n) => `${siteDateTime(n.createdAt)} ${n.author}: ${n.text}`).join('\n');

/**
 * An inbox's or a pipeline's columns (D-11.1): who sent the record, its `own`, the form's language (D-15), when, where
 * it stands, its notes.
 */
/** D-15.7: the language of the page a form was sent from (rows from before it was kept read as English). */
const LANGUAGE: Column<{ language?: string | null }> = ['Language', (r) => LOCALE_NAMES[localeOf(r.language)]];

const pipelineColumns = <R extends ContactRow | ApplicationRow>(
  notes: Map<string, PipelineNoteRow[]>,
  own: Column<R>[],
  stage: Column<R>,
): Column<R>[] => [
  ['Name', (r) => r.name],
  ['Email', (r) => r.email],
  ['Phone', (r) => r.phone_number],
  ...own,
  LANGUAGE,
  DATE,
  stage,
  ['Notes', (r) => notesCell(notes.get(r.documentId))],
];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  contacts: action(async (ctx) => {
    const { rows, notes } = await exportRows<ContactRow>(strapi, ctx, 'contact-enquiry');
    const offered = await quoteServices(strapi);
    const own: Column<ContactRow>[] = [
      ['Service', (r) => quoteServiceLabel(r.services, offered)],
      ['Message', (r) => r.message],
    ];
    const status: Column<ContactRow> = ['Status', (r) => (r.status ? ENQUIRY_STATUS_LABELS[r.status] : '')];
    sendCsv(ctx, 'contacts', rows, pipelineColumns(notes, own, status));
  }),

  applications: action(async (ctx) => {
    const { rows, notes } = await exportRows<ApplicationRow>(strapi, ctx, 'job-application');
    const own: Column<ApplicationRow>[] = [
      ['Services', (r) => r.position],
      ['Resume', (r) => (r.resume_file ? r.resume_name || 'resume' : 'No resume')],
      ['City', (r) => r.city],
    ];
    const stage: Column<ApplicationRow> = ['Stage', (r) => (r.stage ? APPLICATION_STAGE_LABELS[r.stage] : '')];
    sendCsv(ctx, 'job-applications', rows, pipelineColumns(notes, own, stage));
  }),

  subscribers: action(async (ctx) => {
    const rows = await documents<SubscriberRow>(strapi, 'api::subscriber.subscriber').findMany({ sort: NEWEST_FIRST });
    sendCsv(ctx, 'subscribers', rows, [['Email', (r) => r.email], LANGUAGE, DATE]);
  }),
});
