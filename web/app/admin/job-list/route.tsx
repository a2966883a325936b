import { useState } from 'react';
import { jobOpeningDelete, jobOpeningsGet } from '../../api/endpoints';
import type { JobOpening } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { Card, PageHeader } from '../components/page-header';
import { DataTable, DeleteButton, EditButton, type Column } from '../components/data-table';
import { useRemote } from '../lib/use-remote';
import { JobModal } from './job-modal';
import './job-list.css';

export const meta = () => [{ title: 'Job List | Admin' }];

const textColumns = [
  ['title', 'Title'],
  ['location', 'Location'],
  ['experience', 'Experience'],
  ['job_type', 'Employment Type'],
  ['about', 'About'],
  ['responsibilities', 'Responsibilities'],
  ['qualifications', 'Qualifications'],
  ['offers', 'Offers'],
] as const satisfies readonly (readonly [keyof JobOpening, string])[];

const longColumns = new Set<keyof JobOpening>(['about', 'responsibilities', 'qualifications', 'offers']);

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

const textCells: Column<JobOpening>[] = textColumns.map(([key, header]) => ({
  header,
  cell: (row) =>
    longColumns.has(key) ? <ClampedText text={row[key]} label={`${header} of ${row.title}`} /> : row[key],
  className: longColumns.has(key) ? 'job-list__long' : undefined,
}));

export default function JobList() {
  const list = useRemote(async () => (await jobOpeningsGet()).data, 'jobs');
  const [editing, setEditing] = useState<{ job?: JobOpening } | null>(null);
  const del = useConfirmDelete({ remove: jobOpeningDelete, reload: list.reload, title: 'Delete job opening' });

  const columns: Column<JobOpening>[] = [
    ...textCells,
    { header: 'Edit', cell: (row) => <EditButton name={row.title} onClick={() => setEditing({ job: row })} /> },
    { header: 'Delete', cell: (row) => <DeleteButton name={row.title} onClick={() => del.ask(row._id)} /> },
  ];

  return (
    <>
      <PageHeader
        title="Job List"
        action={
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => setEditing({})}>
            Add Job
          </button>
        }
      />
      <Card title="Job Openings">
        <div className="job-list">
          <DataTable label="Job openings" rows={list.data} loading={list.loading} columns={columns} />
        </div>
      </Card>
      {editing && (
        <JobModal
          job={editing.job}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      {del.dialog}
    </>
  );
}
