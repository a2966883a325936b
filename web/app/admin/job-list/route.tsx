import { useState } from 'react';
import { jobOpeningDelete, jobOpeningsGet } from '../../api/endpoints';
import type { JobOpening } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { Card, PageHeader } from '../components/page-header';
import { EmptyState, Loading } from '../components/states';
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

export default function JobList() {
  const list = useRemote(async () => (await jobOpeningsGet()).data, 'jobs');
  const [editing, setEditing] = useState<{ job?: JobOpening } | null>(null);
  const del = useConfirmDelete({ remove: jobOpeningDelete, reload: list.reload, title: 'Delete job opening' });
  const rows = list.data ?? [];

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
        {list.loading && !list.data ? (
          <Loading />
        ) : rows.length === 0 ? (
          <EmptyState kind="table" />
        ) : (
          <div className="adm-table-wrap" tabIndex={0} role="region" aria-label="Job openings">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  {textColumns.map(([key, label]) => (
                    <th key={key} scope="col">
                      {label}
                    </th>
                  ))}
                  <th scope="col">Edit</th>
                  <th scope="col">Delete</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row._id}>
                    <td>{i + 1}</td>
                    {textColumns.map(([key]) => (
                      <td key={key} className={longColumns.has(key) ? 'adm-table__long' : undefined}>
                        {longColumns.has(key) ? <div className="adm-clamp">{row[key]}</div> : row[key]}
                      </td>
                    ))}
                    <td>
                      <button type="button" className="adm-btn adm-btn--small" aria-label={`Edit ${row.title}`} onClick={() => setEditing({ job: row })}>
                        Edit
                      </button>
                    </td>
                    <td>
                      <button type="button" className="adm-btn adm-btn--small adm-btn--danger" aria-label={`Delete ${row.title}`} onClick={() => del.ask(row._id)}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
