import { DEFAULT_LOCALE, jobOpeningFields, type FieldSpec } from '@cadmax/contract';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { jobOpeningAdd, jobOpeningDelete, jobOpeningEdit, jobOpeningsGet, type Listed } from '../../api/endpoints';
import type { JobOpening } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { DeleteButton, EditButton, type Column } from '../components/data-table';
import { LanguageToolbar, NeedsMarks, useUrlLocale } from '../components/language-tabs';
import { ScreenError } from '../components/screen-error';
import { TableScreen, useEditor } from '../components/table-screen';
import { listAction } from '../lib/actions';
import { JobModal } from './job-modal';
import './job-list.css';
import { languageListLoader } from '../lib/language-list';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Job List') }];

/** R-2.26's text columns, each under its field's label (@cadmax/contract fields/job-opening.ts). */
const textColumns = [
  'title',
  'location',
  'experience',
  'job_type',
  'about',
  'responsibilities',
  'qualifications',
  'offers',
] as const;

/** Texts longer than this get a 'Show all' toggle; shorter ones fit the clamped lines. */
const CLAMP_CHARS = 70;

/** A long text clamped to three lines in a narrow cell (so the table fits its card at 1440), readable in full on demand. */
function ClampedText({ text, label }: { text: string; label: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= CLAMP_CHARS) return <>{text}</>;
  return (
    <>
      <div className={open ? 'job-text' : 'job-text job-text--clamped'}>{text}</div>
      <button
        type="button"
        className="job-text__toggle"
        aria-expanded={open}
        aria-label={`${open ? 'Show less' : 'Show all'}: ${label}`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Show less' : 'Show all'}
      </button>
    </>
  );
}

const textCells: Column<Listed<JobOpening>>[] = textColumns.map((key) => {
  const { label, input }: FieldSpec = jobOpeningFields[key];
  // A text typed in lines is long: clamped in a wider cell.
  const long = input === 'lines';
  return {
    header: label,
    cell: (row) =>
      long ? (
        <ClampedText text={row[key]} label={`${label} of ${row.title}`} />
      ) : key === 'title' ? (
        <>
          {row.title} <NeedsMarks locales={row.locales} />
        </>
      ) : (
        row[key]
      ),
    className: long ? 'job-list__long' : undefined,
  };
});

export const clientLoader = languageListLoader(jobOpeningsGet);
export const clientAction = listAction({ remove: jobOpeningDelete, add: jobOpeningAdd, edit: jobOpeningEdit });
export const ErrorBoundary = () => <ScreenError title="Job List" subject="The job openings" />;

export default function JobList() {
  const jobs = useLoaderData<typeof clientLoader>();
  const locale = useUrlLocale();
  const editor = useEditor<Listed<JobOpening>>();
  const del = useConfirmDelete({ title: 'Delete job opening' });

  const columns: Column<Listed<JobOpening>>[] = [
    ...textCells,
    { header: 'Edit', cell: (row) => <EditButton name={row.title} onClick={() => editor.open(row)} /> },
    { header: 'Delete', cell: (row) => <DeleteButton name={row.title} onClick={() => del.ask(row._id)} /> },
  ];

  return (
    <TableScreen
      title="Job List"
      card="Job Openings"
      label="Job openings"
      rows={jobs}
      columns={columns}
      // An opening is added in English; its Hindi texts from the Hindi tab (D-15).
      action={locale === DEFAULT_LOCALE ? editor.addButton('Add Job') : undefined}
      toolbar={<LanguageToolbar />}
      className="job-list"
    >
      {editor.editing && <JobModal job={editor.editing.record} locale={locale} onClose={editor.close} />}
      {del.dialog}
    </TableScreen>
  );
}
