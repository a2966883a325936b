import {
  APPLICATION_STAGES,
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGE_OPTIONS,
  applicationStageBody,
} from '@cadmax/contract';
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
  type PipelineQuery,
} from '../../api/endpoints';
import type { ApplicationPipelineItem, JobApplication } from '../../api/types';
import { careerHref } from '../../lib/career-href';
import { useConfirmDelete } from '../components/confirm-delete';
import { DeleteButton, emailColumn, type Column } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { FilterSelect } from '../components/filter-select';
import { ListPager } from '../components/pagination';
import { PipelineDialog, personFacts } from '../components/pipeline-dialog';
import { ScreenError } from '../components/screen-error';
import { SearchBox } from '../components/search-box';
import { StagePill } from '../components/stage-pill';
import { TableScreen } from '../components/table-screen';
import { formatDateTime } from '../lib/dates';
import { reportActionError } from '../lib/outcome';
import { firstRowOf, pagedListLoader, usePagedQuery, type FilterSpec } from '../lib/paged-list';
import { STAGE_TONES, pipelineAction } from '../lib/pipeline';
import { saveBlob } from '../lib/save-blob';
import { useOpenRecord } from '../lib/use-open-record';

export const meta = () => [{ title: 'Career Applications | Admin' }];

/** The pipeline's filters (D-11.1), in the URL as `?stage=` and `?opening=` (an opening's `_id`, checked by the CMS). */
const FILTERS: FilterSpec = { stage: APPLICATION_STAGES, opening: null };

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

/**
 * The applicant pipeline (D-11.1): the paged, searchable, filtered form of GET /job-get, and the current openings
 * (GET /jobget) for the opening filter.
 */
export const clientLoader = pagedListLoader(async (query: PipelineQuery) => {
  const [page, openings] = await Promise.all([jobGet(query), jobOpeningsGet()]);
  return { ...page, openings: openings.data.map((opening) => ({ value: opening._id, label: opening.title })) };
}, FILTERS);
export const clientAction = pipelineAction<ApplicationPipelineItem>({
  move: ({ _id, value, note }) => jobStage({ _id, stage: value, note }),
  addNote: jobNote,
  /** D-12.4: a deleted application goes to the trash, with 'Undo' in its toast. */
  remove: jobApplicationDelete,
});
export const ErrorBoundary = () => <ScreenError title="Career Applications" subject="The applications" />;

const stagePill = (row: ApplicationPipelineItem) => (
  <StagePill label={APPLICATION_STAGE_LABELS[row.stage]} tone={STAGE_TONES[row.stage]} />
);

export default function CareerUserList() {
  const list = useLoaderData<typeof clientLoader>();
  const query = usePagedQuery(list.totalPages, FILTERS);
  const opened = useOpenRecord(list.data);
  const del = useConfirmDelete({ title: 'Delete application' });
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

  // R-2.25's columns, then where each application stands and the button that opens it.
  const columns: Column<ApplicationPipelineItem>[] = [
    { header: 'Name', cell: (row) => row.name },
    emailColumn(),
    { header: 'Phone', cell: (row) => row.phone_number },
    { header: 'Services', cell: (row) => <Position application={row} /> },
    { header: 'Resume', cell: resume },
    { header: 'Stage', cell: stagePill },
    {
      header: 'Actions',
      actions: true,
      cell: (row) => (
        <>
          <button
            type="button"
            className="adm-btn adm-btn--small"
            aria-label={`Details of ${row.name}`}
            onClick={() => opened.open(row)}
          >
            Details
          </button>
          <DeleteButton name={`application from ${row.name}`} onClick={() => del.ask(row._id)} />
        </>
      ),
    },
  ];
  const record = opened.record;

  return (
    <TableScreen
      title="Career Applications"
      card="Career List"
      label="Job applications"
      rows={list.data}
      columns={columns}
      first={firstRowOf(list.currentPage)}
      busy={query.busy}
      action={<ExportButton fetchCsv={() => exportApplications(query.exported)} name="job-applications" />}
      toolbar={
        <div className="adm-toolbar">
          <SearchBox label="Search applications" value={query.search} onChange={query.setSearch} />
          <FilterSelect
            label="Stage"
            value={query.filters.stage ?? ''}
            options={APPLICATION_STAGE_OPTIONS}
            onChange={(value) => query.setFilter('stage', value)}
          />
          <FilterSelect
            label="Opening"
            value={query.filters.opening ?? ''}
            options={list.openings}
            onChange={(value) => query.setFilter('opening', value)}
          />
        </div>
      }
      footer={<ListPager rows={list.data.length} query={query} />}
    >
      {record && (
        <PipelineDialog
          recordId={record._id}
          title={`Application from ${record.name}`}
          facts={[
            ...personFacts(record),
            ['Position', <Position application={record} />],
            ['City', record.city],
            ['Resume', resume(record)],
            ['Applied', <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>],
          ]}
          stage={{
            label: 'Stage',
            field: 'stage',
            value: record.stage,
            options: APPLICATION_STAGE_OPTIONS,
            schema: applicationStageBody,
          }}
          notes={record.notes}
          onClose={opened.close}
          onSaved={opened.saved}
        />
      )}
      {del.dialog}
    </TableScreen>
  );
}
