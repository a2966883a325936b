import { LOCALE_NAMES, NOTE_MAX, noteBody, type Locale, type Schema } from '@cadmax/contract';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { PipelineNote } from '../../api/types';
import { formDataOf, useSave } from '../lib/actions';
import { formatDateTime } from '../lib/dates';
import { msg } from '../lib/messages';
import { passesSchema } from '../lib/outcome';
import { PIPELINE_INTENT, type PipelineOutcome } from '../lib/pipeline';
import { SelectOptions, type SelectOption } from './filter-select';
import { LimitedField } from './limited-field';
import { Modal } from './modal';

/** Where the record stands and where it may go: the enquiry's status or the application's stage. */
export interface StageChoice {
  /** 'Status' or 'Stage'. */
  label: string;
  /** The record's field in the contract's body schema (`status`, `stage`). */
  field: string;
  value: string;
  options: readonly SelectOption[];
  /** The CMS's body schema of the change (`enquiryStatusBody`, `applicationStageBody`), checked before sending. */
  schema: Schema;
}

/** One of the record's fields, as the dialog lists it: its label and its value. */
export type Fact = [label: string, value: ReactNode];

interface Props<T> {
  recordId: string;
  title: string;
  /** The record's fields, label and value, in the list's order and then the rest. */
  facts: Fact[];
  stage: StageChoice;
  notes: PipelineNote[];
  onClose: () => void;
  /** A write succeeded: what the CMS answered (the changed record, or the new note). */
  onSaved: (outcome: PipelineOutcome<T>) => void;
}

/**
 * An enquiry or application opened from its row (D-11.1): all its fields, a status (stage) change with an optional
 * note in the same write, and its internal notes, oldest first, with a form to add one. Both forms post to the
 * screen's clientAction through their own fetcher; the dialog stays locked until the list has reloaded.
 */
export function PipelineDialog<T>({ recordId, title, facts, stage, notes, onClose, onSaved }: Props<T>) {
  // Either form's write (and the reload after it) keeps the dialog open. Each form tells its own fetcher's state
  // (React Router's useFetchers would do, but it would add to the shared chunk every public page loads).
  const [moving, setMoving] = useState(false);
  const [noting, setNoting] = useState(false);
  const busy = moving || noting;
  return (
    <Modal title={title} onClose={onClose} locked={busy} wide>
      <dl className="adm-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* A new value from the CMS (another tab, this form) starts the form again from it. */}
      <MoveForm key={stage.value} recordId={recordId} stage={stage} onSaved={onSaved} onBusy={setMoving} />
      <Notes notes={notes} />
      <NoteForm recordId={recordId} onSaved={onSaved} onBusy={setNoting} />
    </Modal>
  );
}

/** The first facts of an enquiry or an application: who sent it and how to reach them. */
export function personFacts(record: { name: string; email: string; phone_number: string; language: Locale }): Fact[] {
  return [
    ['Name', record.name],
    ['Email', <a href={`mailto:${record.email}`}>{record.email}</a>],
    ['Phone', <a href={`tel:${record.phone_number}`}>{record.phone_number}</a>],
    // D-15: the language of the page the form was sent from, so the answer can be in it.
    ['Language', LOCALE_NAMES[record.language]],
  ];
}

/**
 * D-14.3: the public page the visitor came to the form from, opened in a new tab (the admin stays where it is).
 * Empty on records sent before the site kept it, or with page views off.
 */
export function sourceFact(path: string): Fact {
  return [
    'Came from',
    path ? (
      <a href={path} target="_blank" rel="noopener noreferrer">
        {path}
      </a>
    ) : (
      'Not known'
    ),
  ];
}

interface FormProps<T> {
  recordId: string;
  onSaved: (outcome: PipelineOutcome<T>) => void;
  onBusy: (busy: boolean) => void;
}

function MoveForm<T>({ recordId, stage, onSaved, onBusy }: FormProps<T> & { stage: StageChoice }) {
  const [value, setValue] = useState(stage.value);
  const [note, setNote] = useState('');
  const save = useSave<PipelineOutcome<T>>((outcome) => {
    setNote('');
    onSaved(outcome);
  });
  useEffect(() => onBusy(save.busy), [save.busy, onBusy]);
  const selectId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.busy || !passesSchema(stage.schema, { [stage.field]: value, note })) return;
    save.send(formDataOf({ _id: recordId, value, note: note.trim() }), PIPELINE_INTENT.move);
  };
  return (
    <form className="adm-form adm-pipeline-form" onSubmit={submit} aria-label={`Change ${stage.label.toLowerCase()}`}>
      <div className="adm-field">
        <label htmlFor={selectId}>{stage.label}</label>
        <select id={selectId} name="value" value={value} onChange={(e) => setValue(e.target.value)}>
          <SelectOptions options={stage.options} />
        </select>
      </div>
      <LimitedField label="Note (optional)" name="note" value={note} onChange={setNote} max={NOTE_MAX} multiline />
      <div className="adm-form__actions">
        {/* Nothing to save until another value is chosen. */}
        <button type="submit" className="adm-btn adm-btn--primary" disabled={save.busy || value === stage.value}>
          {save.busy ? 'Updating...' : `Update ${stage.label.toLowerCase()}`}
        </button>
      </div>
    </form>
  );
}

function Notes({ notes }: { notes: PipelineNote[] }) {
  const headingId = useId();
  return (
    <section className="adm-notes" aria-labelledby={headingId}>
      <h3 id={headingId}>Notes ({notes.length})</h3>
      {notes.length === 0 ? (
        <p className="adm-muted">{msg.noNotes}</p>
      ) : (
        <ol>
          {notes.map((item) => (
            <li key={item._id}>
              <p className="adm-notes__text">{item.text}</p>
              <p className="adm-notes__meta">
                {item.author} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NoteForm<T>({ recordId, onSaved, onBusy }: FormProps<T>) {
  const [note, setNote] = useState('');
  // The field empties once the note is stored and the list has reloaded with it; a refused note stays.
  const save = useSave<PipelineOutcome<T>>((outcome) => {
    setNote('');
    onSaved(outcome);
  });
  useEffect(() => onBusy(save.busy), [save.busy, onBusy]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.busy || !passesSchema(noteBody, { note })) return;
    save.send(formDataOf({ _id: recordId, note: note.trim() }), PIPELINE_INTENT.note);
  };
  return (
    <form className="adm-form adm-pipeline-form" onSubmit={submit} aria-label="Add a note">
      <LimitedField label="New note" name="note" value={note} onChange={setNote} max={NOTE_MAX} multiline required />
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={save.busy}>
          {save.busy ? 'Saving...' : 'Add note'}
        </button>
      </div>
    </form>
  );
}
