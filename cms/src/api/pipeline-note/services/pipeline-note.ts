/**
 * The enquiry inbox and the applicant pipeline (D-11.1): paged and filtered lists, status (stage) changes and
 * internal notes. One logic for both kinds; what differs (the type, its state field, the searched columns, the
 * filters) is in KINDS. Notes are rows of their own keyed by the record's documentId, so adding one never rewrites
 * the record (two admins' notes cannot overwrite each other) and a record restored from the trash keeps them.
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import {
  APPLICATION_STAGE_LABELS,
  ENQUIRY_STATUS_LABELS,
  type ApplicationFilters,
  type ApplicationStage,
  type EnquiryFilters,
  type EnquiryStatus,
} from '@cadmax/contract';
import { documents, type ApplicationRow, type ContactRow, type PipelineNoteRow } from '../../../lib/records';
import type { PageQuery } from '../../../lib/paging';

const UID = 'api::pipeline-note.pipeline-note';
const NEWEST_FIRST = ['createdAt:desc', 'id:desc'];

export type PipelineKind = 'contact-enquiry' | 'job-application';

const KINDS = {
  'contact-enquiry': {
    uid: 'api::contact-enquiry.contact-enquiry',
    field: 'status',
    initial: 'new',
    labels: ENQUIRY_STATUS_LABELS as Record<string, string>,
    search: ['name', 'email', 'phone_number', 'message'],
    populate: undefined,
  },
  'job-application': {
    uid: 'api::job-application.job-application',
    field: 'stage',
    initial: 'received',
    labels: APPLICATION_STAGE_LABELS as Record<string, string>,
    search: ['name', 'email', 'phone_number', 'position', 'city'],
    populate: { opening: { fields: ['title', 'slug'] } },
  },
} as const;

type Filters = EnquiryFilters | ApplicationFilters;

/** Strapi filters for a kind's list: its state, the service or opening, the search. */
function whereOf(kind: PipelineKind, filters: Filters, search: string): Record<string, unknown> {
  const { field, search: columns } = KINDS[kind];
  const { service, opening } = filters as Partial<EnquiryFilters & ApplicationFilters>;
  const state = (filters as Record<string, string | undefined>)[field];
  const and: Record<string, unknown>[] = [];
  if (state) and.push({ [field]: state });
  if (service) and.push({ services: service });
  if (opening) and.push({ opening: { documentId: opening } });
  if (search) and.push({ $or: columns.map((column) => ({ [column]: { $containsi: search } })) });
  return and.length ? { $and: and } : {};
}

export interface Moved<T> {
  row: T;
  title: string;
  /** "New → Contacted", for the audit trail. */
  detail: string;
}

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const notes = () => documents<PipelineNoteRow>(strapi, UID);
  const records = <T extends ContactRow | ApplicationRow>(kind: PipelineKind) =>
    documents<T & { id: number; documentId: string; createdAt: string; updatedAt: string }>(strapi, KINDS[kind].uid);

  /** The notes of these records, oldest first, by record. */
  async function notesOf(kind: PipelineKind, ids: string[]): Promise<Map<string, PipelineNoteRow[]>> {
    const byRecord = new Map<string, PipelineNoteRow[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byRecord;
    const rows = await notes().findMany({
      filters: { subject_type: kind, subject_id: { $in: ids } },
      sort: ['createdAt:asc', 'id:asc'],
    });
    for (const row of rows) byRecord.get(row.subject_id)?.push(row);
    return byRecord;
  }

  return {
    notesOf,

    /** A page of a kind's records, newest first, with their notes; `limit: 0` is every matching record (the CSV). */
    async page<T extends ContactRow | ApplicationRow>(kind: PipelineKind, filters: Filters, query: PageQuery) {
      const where = whereOf(kind, filters, query.search);
      const all = query.limit === 0;
      const [rows, total] = await Promise.all([
        records<T>(kind).findMany({
          filters: where,
          sort: NEWEST_FIRST,
          populate: KINDS[kind].populate,
          ...(all ? {} : { limit: query.limit, start: (query.page - 1) * query.limit }),
        }),
        all ? Promise.resolve(-1) : records(kind).count({ filters: where }),
      ]);
      const notesBy = all
        ? new Map<string, PipelineNoteRow[]>()
        : await notesOf(
            kind,
            rows.map((r) => r.documentId),
          );
      return { rows, total: all ? rows.length : total, notes: notesBy };
    },

    /** Moves a record to a status (stage), with an optional note in the same transaction; null when there is no such record. */
    async move<T extends ContactRow | ApplicationRow>(
      kind: PipelineKind,
      documentId: string,
      state: EnquiryStatus | ApplicationStage,
      note: string,
      author: string,
    ): Promise<Moved<T> | null> {
      const { field, initial, labels, populate } = KINDS[kind];
      return strapi.db.transaction(async () => {
        const before = await records<T>(kind).findOne({ documentId, fields: [field, 'name'] });
        if (!before) return null;
        const from = (before as unknown as Record<string, string | null>)[field] ?? initial;
        const row = (await records<T>(kind).update({ documentId, data: { [field]: state }, populate }))!;
        if (note) await notes().create({ data: { subject_type: kind, subject_id: documentId, text: note, author } });
        return { row, title: before.name, detail: `${labels[from] ?? from} → ${labels[state]}` };
      });
    },

    /** Adds a note to a record; null when there is no such record. */
    async addNote(kind: PipelineKind, documentId: string, text: string, author: string) {
      const record = await records(kind).findOne({ documentId, fields: ['name'] });
      if (!record) return null;
      const note = await notes().create({ data: { subject_type: kind, subject_id: documentId, text, author } });
      return { note, title: record.name };
    },

    /** Deletes a record's notes for good (when the record is). */
    async dropNotes(kind: PipelineKind, documentId: string): Promise<void> {
      await strapi.db.query(UID).deleteMany({ where: { subject_type: kind, subject_id: documentId } });
    },

    /** The sidebar's badges: enquiries still new, applications still received. */
    async counts() {
      const [newEnquiries, newApplications] = await Promise.all([
        records('contact-enquiry').count({ filters: { status: 'new' } }),
        records('job-application').count({ filters: { stage: 'received' } }),
      ]);
      return { newEnquiries, newApplications };
    },

    /** Rows stored before the inbox existed get the first state (at every start), so filters and counts need no special case. */
    async fillMissingStates(): Promise<void> {
      for (const { uid, field, initial } of Object.values(KINDS)) {
        await strapi.db.query(uid).updateMany({ where: { [field]: { $null: true } }, data: { [field]: initial } });
      }
    },
  };
};

export type PipelineService = ReturnType<typeof service>;

export default factories.createCoreService(UID, service);
