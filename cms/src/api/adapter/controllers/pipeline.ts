/**
 * Issue 15, the enquiry inbox and the applicant pipeline (admin): a status (stage) change with an optional note, a
 * note, a delete (to the trash), the sidebar's counts. The lists are the spec's GET /contact-get and /job-get with
 * optional parameters (../pipeline-lists.ts). Each write is recorded by the route's `global::audit` middleware.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { applicationStageBody, enquiryStatusBody, messages, noteBody } from '@cadmax/contract';
import { action } from '../../../lib/action';
import { actorOf, auditSubject } from '../../../lib/audit';
import { bodyOf, notFound, ok } from '../../../lib/http';
import { toInboxItem, toNote, toPipelineItem } from '../../../lib/mappers';
import type { ApplicationRow, ContactRow } from '../../../lib/records';
import { parseBody, recordId } from '../../../lib/validation';
import { pipelineOf } from '../pipeline-lists';
import { moveToTrash } from '../trash';
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

  const remove = (kind: PipelineKind, message: string) =>
    action(async (ctx: Context) => {
      await moveToTrash(strapi, ctx, kind, recordId(bodyOf(ctx)._id), NOT_FOUND[kind]);
      ok(ctx, { message });
    });

  return {
    enquiryStatus: action(async (ctx) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const { status, note } = parseBody(enquiryStatusBody, body);
      const moved = await pipelineOf(strapi).move<ContactRow>('contact-enquiry', id, status, note, actorOf(ctx));
      if (!moved) throw notFound(messages.enquiryNotFound);
      auditSubject(ctx, { recordId: id, title: moved.title, detail: moved.detail });
      const notes = (await pipelineOf(strapi).notesOf('contact-enquiry', [id])).get(id) ?? [];
      ok(ctx, { message: messages.statusUpdated, data: toInboxItem(moved.row, notes) });
    }),

    applicationStage: action(async (ctx) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const { stage, note } = parseBody(applicationStageBody, body);
      const moved = await pipelineOf(strapi).move<ApplicationRow>('job-application', id, stage, note, actorOf(ctx));
      if (!moved) throw notFound(messages.applicationNotFound);
      auditSubject(ctx, { recordId: id, title: moved.title, detail: moved.detail });
      const notes = (await pipelineOf(strapi).notesOf('job-application', [id])).get(id) ?? [];
      ok(ctx, { message: messages.stageUpdated, data: toPipelineItem(moved.row, notes) });
    }),

    enquiryNote: addNote('contact-enquiry'),
    applicationNote: addNote('job-application'),
    removeEnquiry: remove('contact-enquiry', messages.enquiryDeleted),
    removeApplication: remove('job-application', messages.applicationDeleted),

    counts: action(async (ctx) => {
      ok(ctx, { data: await pipelineOf(strapi).counts() });
    }),
  };
};
