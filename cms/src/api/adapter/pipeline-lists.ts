/**
 * Issue 15: the inbox's and the pipeline's optional query on the spec's GET /contact-get and /job-get, and on their
 * CSV exports. Without any of these parameters the spec's answer is unchanged; with one, the answer is a page.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { applicationFilters, enquiryFilters } from '@cadmax/contract';
import { ok } from '../../lib/http';
import { toInboxItem, toPipelineItem } from '../../lib/mappers';
import { pageQuery, totalPages } from '../../lib/paging';
import type { ApplicationRow, ContactRow } from '../../lib/records';
import { parseBody } from '../../lib/validation';
import type { PipelineService } from '../pipeline-note/services/pipeline-note';

const PAGING = ['page', 'limit', 'search'];
const ENQUIRY_QUERY = [...PAGING, 'status', 'service'];
const APPLICATION_QUERY = [...PAGING, 'stage', 'opening'];

export const pipelineOf = (strapi: Core.Strapi) =>
  strapi.service('api::pipeline-note.pipeline-note') as unknown as PipelineService;

const asks = (ctx: Context, keys: string[]) => keys.some((key) => key in (ctx.query as object));

export const wantsInboxPage = (ctx: Context) => asks(ctx, ENQUIRY_QUERY);
export const wantsPipelinePage = (ctx: Context) => asks(ctx, APPLICATION_QUERY);

/** GET /contact-get with paging, search or filters: `Paged<EnquiryInboxItem>`. */
export async function answerInboxPage(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const filters = parseBody(enquiryFilters, ctx.query);
  const query = pageQuery(ctx);
  const { rows, total, notes } = await pipelineOf(strapi).page<ContactRow>('contact-enquiry', filters, query);
  ok(ctx, {
    data: rows.map((row) => toInboxItem(row, notes.get(row.documentId) ?? [])),
    totalPages: totalPages(total, query.limit),
    currentPage: query.page,
    totalUsers: total,
  });
}

/** GET /job-get with paging, search or filters: `Paged<ApplicationPipelineItem>`. */
export async function answerPipelinePage(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const filters = parseBody(applicationFilters, ctx.query);
  const query = pageQuery(ctx);
  const { rows, total, notes } = await pipelineOf(strapi).page<ApplicationRow>('job-application', filters, query);
  ok(ctx, {
    data: rows.map((row) => toPipelineItem(row, notes.get(row.documentId) ?? [])),
    totalPages: totalPages(total, query.limit),
    currentPage: query.page,
    totalUsers: total,
  });
}

/** The rows a CSV export lists: every record matching the same filters and search as the list (no paging). */
export async function exportRows<T extends ContactRow | ApplicationRow>(
  strapi: Core.Strapi,
  ctx: Context,
  kind: 'contact-enquiry' | 'job-application',
): Promise<T[]> {
  const filters = parseBody(kind === 'contact-enquiry' ? enquiryFilters : applicationFilters, ctx.query);
  const { search } = pageQuery(ctx);
  return (await pipelineOf(strapi).page<T>(kind, filters, { page: 1, limit: 0, search })).rows;
}
