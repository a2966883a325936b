import { useState } from 'react';
import { useLoaderData } from 'react-router';
import {
  downloadResume,
  exportApplications,
  jobApplicationDelete,
  jobGet,
  jobNote,
  jobOpeningsGet,
  jobStage,
} from '../../api/endpoints';
import type { JobApplication } from '../../api/types';
import { careerHref } from '../../lib/career-href';
import { pipelineRoute } from '../components/pipeline-screen';
import { formatDateTime } from '../lib/dates';
import { reportActionError } from '../lib/outcome';
import { APPLICATION_STAGE } from '../lib/pipeline';
import { resumeFileName } from '../lib/resume-file-name';
import { saveBlob } from '../lib/save-blob';

/** Resumes are private (D-6): fetched with the token as a blob, then saved from an object URL. */
async function saveResume(application: JobApplication): Promise<void> {
  saveBlob(await downloadResume(application._id), resumeFileName(application));
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

/**
 * The applicant pipeline (D-11.1): the paged, searchable, filtered form of GET /job-get, and the current openings
 * (GET /jobget) for the opening filter. Its filters are in the URL as `?stage=` and `?opening=` (an opening's `_id`,
 * checked by the CMS).
 */
const pipeline = pipelineRoute({
  title: 'Career Applications',
  card: 'Career List',
  label: 'Job applications',
  noun: 'application',
  plural: 'applications',
  stage: APPLICATION_STAGE,
  filter: {
    key: 'opening',
    label: 'Opening',
    options: async () => (await jobOpeningsGet()).data.map((opening) => ({ value: opening._id, label: opening.title })),
  },
  read: jobGet,
  // D-12.4: a deleted application goes to the trash, with 'Undo' in its toast.
  writes: { move: jobStage, addNote: jobNote, remove: jobApplicationDelete },
  exportCsv: exportApplications,
  exportName: 'job-applications',
});
export const { meta, clientLoader, clientAction, ErrorBoundary } = pipeline;

export default function CareerUserList() {
  const list = useLoaderData<typeof clientLoader>();
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

  const resume = (row: JobApplication) =>
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
    );

  return (
    <pipeline.Screen
      list={list}
      // R-2.25's columns after the name, email and phone.
      columns={[
        { header: 'Services', cell: (row) => <Position application={row} /> },
        { header: 'Resume', cell: resume },
      ]}
      facts={(record) => [
        ['Position', <Position application={record} />],
        ['City', record.city],
        ['Resume', resume(record)],
        ['Applied', <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>],
      ]}
    />
  );
}
