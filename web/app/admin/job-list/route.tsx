import { useState } from 'react';
import { jobOpeningDelete, jobOpeningsGet } from '../../api/endpoints';
import type { JobOpening } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { Card, PageHeader } from '../components/page-header';
import { DataTable, DeleteButton, EditButton, type Column } from '../components/data-table';
import { useRemote } from '../lib/use-remote';
import { JobModal } from './job-modal';

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

const textCells: Column<JobOpening>[] = textColumns.map(([key, header]) => ({
  header,
  cell: (row) => row[key],
  long: longColumns.has(key),
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
        <DataTable label="Job openings" rows={list.data} loading={list.loading} columns={columns} />
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
