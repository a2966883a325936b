import { useState } from 'react';
import { downloadResume, exportApplications, jobGet } from '../../api/endpoints';
import { ExportButton } from '../components/export-button';
import type { JobApplication } from '../../api/types';
import { Card, PageHeader } from '../components/page-header';
import { DataTable, type Column } from '../components/data-table';
import { reportActionError } from '../lib/outcome';
import { saveBlob } from '../lib/save-blob';
import { useRemote } from '../lib/use-remote';
import { careerHref } from '../../lib/career-href';

export const meta = () => [{ title: 'Career Applications | Admin' }];

/** Resumes are private (D-6): fetched with the token as a blob, then saved from an object URL. */
async function saveResume(application: JobApplication): Promise<void> {
  saveBlob(await downloadResume(application._id), application.resume?.name ?? `resume-${application._id}`);
}

/** The position applied for, linked to the opening's public page while it exists (the text stays once it is deleted). */
function Position({ application }: { application: JobApplication }) {
  const { opening, position } = application;
  if (!opening) {
    return (
      <>
        {position} <span className="adm-muted">(opening removed)</span>
      </>
    );
  }
  return (
    <a href={careerHref(opening.slug)} target="_blank" rel="noreferrer">
      {position}
    </a>
  );
}

export default function CareerUserList() {
  const list = useRemote(async () => (await jobGet()).contactget, 'applications');
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (application: JobApplication) => {
    setBusy(application._id);
    try {
      await saveResume(application);
    } catch (error) {
      reportActionError(error);
    }
    setBusy(null);
  };

  const columns: Column<JobApplication>[] = [
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
    { header: 'Phone', cell: (row) => row.phone_number },
    { header: 'Services', cell: (row) => <Position application={row} /> },
    {
      header: 'Resume',
      cell: (row) =>
        row.resume ? (
          <button
            type="button"
            className="adm-btn adm-btn--small"
            disabled={busy === row._id}
            aria-label={`Download resume of ${row.name}`}
            onClick={() => void download(row)}
          >
            {busy === row._id ? 'Please wait...' : 'Download'}
          </button>
        ) : (
          <span className="adm-muted">No resume</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Career Applications"
        action={<ExportButton fetchCsv={exportApplications} name="job-applications" />}
      />
      <Card title="Career List">
        <DataTable label="Job applications" rows={list.data} loading={list.loading} columns={columns} />
      </Card>
    </>
  );
}
