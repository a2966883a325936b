import {
  APPLICATION_STAGE_OPTIONS,
  ENQUIRY_STATUS_OPTIONS,
  applicationStageBody,
  enquiryStatusBody,
  type ApplicationStage,
  type EnquiryStatus,
  type Schema,
} from '@cadmax/contract';
import type { Envelope, PipelineNote } from '../../api/types';
import { deleteRecord, INTENT, saveRecord, type Outcome } from './actions';
import { reportActionError } from './outcome';

/**
 * The enquiry inbox's and the applicant pipeline's writes (D-11.1): a status (or stage) change with an optional
 * note in the same write, and a note on its own. The screens post them through fetchers (`useSave`) to their route's
 * clientAction; React Router then reloads the list and the layout, so the row and the sidebar's badges follow.
 */

/** The two intents of a pipeline screen's clientAction. */
export const PIPELINE_INTENT = { move: 'move', note: 'note' } as const;

/** What a pipeline write answers its fetcher: the record as changed, or the note as stored. */
export interface PipelineOutcome<T> extends Outcome {
  record?: T;
  note?: PipelineNote;
}

type Answer<T> = Envelope & { message: string; data?: T };

export interface PipelineWrites<T, F extends string> {
  /** Moves the record to its new status (enquiries) or stage (applications), the field `F`, with the note if any. */
  move: (body: { _id: string; note: string } & Record<F, string>) => Promise<Answer<T>>;
  addNote: (body: { _id: string; note: string }) => Promise<Answer<PipelineNote>>;
  /** Moves the record to the trash (D-12.4): intent 'delete', as posted by the shared delete confirmation. */
  remove: (id: string) => Promise<Envelope & { trashId?: string }>;
}

/**
 * The clientAction of a pipeline screen. The CMS's answer is toasted ('Status updated.', 'Note added.', or why it
 * refused) and handed back, so a dialog whose record has just left the filtered list still shows it as it is now.
 */
export function pipelineAction<T, F extends string>({ move, addNote, remove }: PipelineWrites<T, F>, field: F) {
  return async ({ request }: { request: Request }): Promise<PipelineOutcome<T>> => {
    const form = await request.formData();
    const text = (key: string) => String(form.get(key) ?? '');
    const _id = text('_id');
    const note = text('note');
    switch (form.get(INTENT)) {
      case PIPELINE_INTENT.move: {
        let record: T | undefined;
        const { ok } = await saveRecord(async () => {
          const answer = await move({ _id, note, [field]: text('value') } as { _id: string; note: string } & Record<
            F,
            string
          >);
          record = answer.data;
          return answer;
        }, reportActionError);
        return { ok, record: ok ? record : undefined };
      }
      case PIPELINE_INTENT.note: {
        let added: PipelineNote | undefined;
        const { ok } = await saveRecord(async () => {
          const answer = await addNote({ _id, note });
          added = answer.data;
          return answer;
        }, reportActionError);
        return { ok, note: ok ? added : undefined };
      }
      case 'delete':
        return deleteRecord(remove, _id);
      default:
        throw new Error(`Unknown pipeline action: ${String(form.get(INTENT))}`);
    }
  };
}

/** New work (new, received), in progress, a good end, a closed one. */
export type StageTone = 'new' | 'open' | 'won' | 'closed';

/** Where a pipeline record stands (D-11.1): the enquiry's status or the application's stage. */
export interface PipelineStage<F extends string = string, V extends string = string> {
  /** 'Status' or 'Stage': the column, the filter and the dialog's field. */
  label: string;
  /** The record's field, its filter's key in the URL, and the field of the CMS's body schema. */
  field: F;
  options: readonly { value: V; label: string }[];
  /** The CMS's body schema of a move, checked before sending. */
  schema: Schema;
  /** The colour of each value (components/stage-pill.tsx): new work, in progress, a good end, closed. */
  tones: Record<V, StageTone>;
}

export const ENQUIRY_STATUS: PipelineStage<'status', EnquiryStatus> = {
  label: 'Status',
  field: 'status',
  options: ENQUIRY_STATUS_OPTIONS,
  schema: enquiryStatusBody,
  tones: { new: 'new', contacted: 'open', converted: 'won', closed: 'closed' },
};

export const APPLICATION_STAGE: PipelineStage<'stage', ApplicationStage> = {
  label: 'Stage',
  field: 'stage',
  options: APPLICATION_STAGE_OPTIONS,
  schema: applicationStageBody,
  tones: { received: 'new', shortlisted: 'open', interview: 'open', offer: 'open', hired: 'won', rejected: 'closed' },
};
