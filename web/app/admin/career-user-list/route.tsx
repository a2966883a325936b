import { useState } from 'react';
import { downloadResume, exportApplications, jobGet } from '../../api/endpoints';
import { ExportButton } from '../components/export-button';
import type { JobApplication } from '../../api/types';
import { Card, PageHeader } from '../components/page-header';
import { EmptyState, Loading } from '../components/states';
import { reportActionError } from '../lib/outcome';
import { saveBlob } from '../lib/save-blob';
import { useRemote } from '../lib/use-remote';

export const meta = () => [{ title: 'Career Applications | Admin' }];

/** Resumes are private (GUIDE): fetched with the token as a blob, then saved from an object URL. */
async function saveResume(application: JobApplication): Promise<void> {
  saveBlob(await downloadResume(application._id), application.resume?.name ?? `resume-${application._id}`);
}

export default function CareerUserList() {
  const list = useRemote(async () => (await jobGet()).contactget, 'applications');
  const [busy, setBusy] = useState<string | null>(null);
  const rows = list.data ?? [];

  const download = async (application: JobApplication) => {
    setBusy(application._id);
    try {
      await saveResume(application);
    } catch (error) {
      reportActionError(error);
    }
    setBusy(null);
  };

  return (
    <>
      <PageHeader
        title="Career Applications"
        action={<ExportButton fetchCsv={exportApplications} name="job-applications" />}
      />
      <Card title="Career List">
        {list.loading && !list.data ? (
          <Loading />
        ) : rows.length === 0 ? (
          <EmptyState kind="table" />
        ) : (
          <div className="adm-table-wrap" tabIndex={0} role="region" aria-label="Job applications">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Services</th>
                  <th scope="col">Resume</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row._id}>
                    <td>{i + 1}</td>
                    <td>{row.name}</td>
                    <td>
                      <a href={`mailto:${row.email}`}>{row.email}</a>
                    </td>
                    <td>{row.phone_number}</td>
                    <td>{row.position}</td>
                    <td>
                      {row.resume ? (
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
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
