/**
 * D-11.1: the inbox's and the pipeline's optional query on the spec's GET /contact-get and /job-get, and on their
 * CSV exports. Without any of these parameters the spec's answer is unchanged; with one, the answer is a page.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { applicationFilters, enquiryFilters, type ApplicationFilters, type EnquiryFilters } from '@cadmax/contract';
import { ok } from '../../lib/http';
import { toInboxItem, toPipelineItem } from '../../lib/mappers';
import { pageQuery, paged } from '../../lib/paging';
import type { ApplicationRow, ContactRow, PipelineNoteRow } from '../../lib/records';
import { parseBody } from '../../lib/validation';
import type { PipelineKind, PipelineService } from '../pipeline-note/services/pipeline-note';

const PAGING = ['page', 'limit', 'search'];
const ENQUIRY_QUERY = [...PAGING, 'status', 'service'];
const APPLICATION_QUERY = [...PAGING, 'stage', 'opening'];

/** How many records' notes one query reads for a CSV. */
const NOTES_BATCH = 500;

export const pipelineOf = (strapi: Core.Strapi) =>
  strapi.service('api::pipeline-note.pipeline-note') as unknown as PipelineService;

const asks = (ctx: Context, keys: string[]) => keys.some((key) => key in (ctx.query as object));

export const wantsInboxPage = (ctx: Context) => asks(ctx, ENQUIRY_QUERY);
export const wantsPipelinePage = (ctx: Context) => asks(ctx, APPLICATION_QUERY);

/** A page of the list's items, each with its notes. */
async function answerPage<T extends ContactRow | ApplicationRow, I>(
  strapi: Core.Strapi,
  ctx: Context,
  kind: PipelineKind,
  filters: EnquiryFilters | ApplicationFilters,
  toItem: (row: T, notes: PipelineNoteRow[]) => I,
): Promise<void> {
  const query = pageQuery(ctx);
  const { rows, total, notes } = await pipelineOf(strapi).page<T>(kind, filters, query);
  ok(
    ctx,
    paged(
      rows.map((row) => toItem(row, notes.get(row.documentId) ?? [])),
      total,
      query,
    ),
  );
}

/** GET /contact-get with paging, search or filters: `Paged<EnquiryInboxItem>`. */
export const answerInboxPage = (strapi: Core.Strapi, ctx: Context) =>
  answerPage(strapi, ctx, 'contact-enquiry', parseBody(enquiryFilters, ctx.query), toInboxItem);

/** GET /job-get with paging, search or filters: `Paged<ApplicationPipelineItem>`. */
export const answerPipelinePage = (strapi: Core.Strapi, ctx: Context) =>
  answerPage(strapi, ctx, 'job-application', parseBody(applicationFilters, ctx.query), toPipelineItem);

/** The rows a CSV export lists, with their notes: every record matching the same filters and search as the list (no paging). */
export async function exportRows<T extends ContactRow | ApplicationRow>(
  strapi: Core.Strapi,
  ctx: Context,
  kind: PipelineKind,
): Promise<{ rows: T[]; notes: Map<string, PipelineNoteRow[]> }> {
  const filters = parseBody(kind === 'contact-enquiry' ? enquiryFilters : applicationFilters, ctx.query);
  const { search } = pageQuery(ctx);
  const { rows } = await pipelineOf(strapi).page<T>(kind, filters, { page: 1, limit: 0, search });
  // D-13.5: the CSV carries each record's notes too, read in batches (a bound list per query stays short).
  const notes = new Map<string, PipelineNoteRow[]>();
  for (let at = 0; at < rows.length; at += NOTES_BATCH) {
    const batch = rows.slice(at, at + NOTES_BATCH).map((r) => r.documentId);
    for (const [id, list] of await pipelineOf(strapi).notesOf(kind, batch)) notes.set(id, list);
  }
  return { rows, notes };
}
