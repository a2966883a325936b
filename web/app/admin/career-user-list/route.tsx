import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { downloadResume, exportApplications, jobApplicationDelete, jobGet } from '../../api/endpoints';
import type { JobApplication } from '../../api/types';
import { careerHref } from '../../lib/career-href';
import { useConfirmDelete } from '../components/confirm-delete';
import { DeleteButton, emailColumn, type Column } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { ScreenError } from '../components/screen-error';
import { TableScreen } from '../components/table-screen';
import { listAction } from '../lib/actions';
import { reportActionError } from '../lib/outcome';
import { saveBlob } from '../lib/save-blob';
import { adminLoader } from '../lib/guard';

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

export const clientLoader = adminLoader(async () => (await jobGet()).contactget);
/** D-12.4: a deleted application goes to the trash (its resume and notes with it), with 'Undo' in its toast. */
export const clientAction = listAction({ remove: jobApplicationDelete });
export const ErrorBoundary = () => <ScreenError title="Career Applications" subject="The applications" />;

export default function CareerUserList() {
  const [busy, setBusy] = useState<string | null>(null);
  const del = useConfirmDelete({ title: 'Delete application' });

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
    emailColumn(),
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
    {
      header: 'Actions',
      actions: true,
      cell: (row) => <DeleteButton name={`application from ${row.name}`} onClick={() => del.ask(row._id)} />,
    },
  ];

  return (
    <TableScreen
      title="Career Applications"
      card="Career List"
      label="Job applications"
      rows={useLoaderData<typeof clientLoader>()}
      columns={columns}
      action={<ExportButton fetchCsv={exportApplications} name="job-applications" />}
    >
      {del.dialog}
    </TableScreen>
  );
}
