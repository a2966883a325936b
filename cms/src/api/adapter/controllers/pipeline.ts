/**
 * The enquiry inbox and the applicant pipeline (admin, D-11.1): a status (stage) change with an optional note, a
 * note, a delete (to the trash), the sidebar's counts. The lists are the spec's GET /contact-get and /job-get with
 * optional parameters (../pipeline-lists.ts). Each write is recorded by the route's `global::audit` middleware.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  applicationStageBody,
  enquiryStatusBody,
  messages,
  noteBody,
  type ApplicationPipelineItem,
  type ApplicationStage,
  type EnquiryInboxItem,
  type EnquiryStatus,
} from '@cadmax/contract';
import { action } from '../../../lib/action';
import { actorOf, auditSubject } from '../../../lib/audit';
import { bodyOf, notFound, ok } from '../../../lib/http';
import { toInboxItem, toNote, toPipelineItem } from '../../../lib/mappers';
import type { ApplicationRow, ContactRow, PipelineNoteRow } from '../../../lib/records';
import { parseBody, recordId } from '../../../lib/validation';
import { pipelineOf } from '../pipeline-lists';
import { trashAction } from '../trash';
import type { PipelineKind } from '../../pipeline-note/services/pipeline-note';

const NOT_FOUND: Record<PipelineKind, string> = {
  'contact-enquiry': messages.enquiryNotFound,
  'job-application': messages.applicationNotFound,
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const addNote = (kind: PipelineKind) =>
    action(async (ctx: Context) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const { note } = parseBody(noteBody, body);
      const added = await pipelineOf(strapi).addNote(kind, id, note, actorOf(ctx));
      if (!added) throw notFound(NOT_FOUND[kind]);
      auditSubject(ctx, { recordId: id, title: added.title });
      ok(ctx, { message: messages.noteAdded, data: toNote(added.note) });
    });

  /** A status (stage) change with its optional note, answered with the record as its list shows it. */
  const move = <T extends ContactRow | ApplicationRow>(
    kind: PipelineKind,
    toItem: (row: T, notes: PipelineNoteRow[]) => EnquiryInboxItem | ApplicationPipelineItem,
    message: string,
    readMove: (body: Record<string, unknown>) => { to: EnquiryStatus | ApplicationStage; note: string },
  ) =>
    action(async (ctx: Context) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const { to, note } = readMove(body);
      const moved = await pipelineOf(strapi).move<T>(kind, id, to, note, actorOf(ctx));
      if (!moved) throw notFound(NOT_FOUND[kind]);
      auditSubject(ctx, { recordId: id, title: moved.title, detail: moved.detail });
      const notes = (await pipelineOf(strapi).notesOf(kind, [id])).get(id) ?? [];
      ok(ctx, { message, data: toItem(moved.row, notes) });
    });

  return {
    enquiryStatus: move<ContactRow>('contact-enquiry', toInboxItem, messages.statusUpdated, (body) => {
      const { status, note } = parseBody(enquiryStatusBody, body);
      return { to: status, note };
    }),
    applicationStage: move<ApplicationRow>('job-application', toPipelineItem, messages.stageUpdated, (body) => {
      const { stage, note } = parseBody(applicationStageBody, body);
      return { to: stage, note };
    }),

    enquiryNote: addNote('contact-enquiry'),
    applicationNote: addNote('job-application'),
    removeEnquiry: trashAction(strapi, 'contact-enquiry', NOT_FOUND['contact-enquiry'], messages.enquiryDeleted),
    removeApplication: trashAction(
      strapi,
      'job-application',
      NOT_FOUND['job-application'],
      messages.applicationDeleted,
    ),

    counts: action(async (ctx) => {
      ok(ctx, { data: await pipelineOf(strapi).counts() });
    }),
  };
};
