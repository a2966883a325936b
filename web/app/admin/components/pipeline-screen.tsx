import type { Paged, PipelineNote } from '../../api/types';
import { usePagedList, type FilterSpec, type PagedQuery } from '../lib/paged-list';
import type { PipelineStage } from '../lib/pipeline';
import { useOpenRecord } from '../lib/use-open-record';
import { useConfirmDelete } from './confirm-delete';
import { DeleteButton, emailColumn, type Column } from './data-table';
import { ExportButton } from './export-button';
import type { ListFilter } from './list-toolbar';
import { PipelineDialog, personFacts, sourceFact, type Fact } from './pipeline-dialog';
import { StagePill } from './stage-pill';
import { PagedTableScreen } from './table-screen';

/** An enquiry or an application, as its pipeline screen lists it. */
interface PipelineRecord {
  _id: string;
  name: string;
  email: string;
  phone_number: string;
  notes: PipelineNote[];
  source_page: string;
}

interface Props<T, F extends string, V extends string> {
  title: string;
  /** The card's heading above the table, when it differs from the screen's. */
  card?: string;
  /** The table's accessible name. */
  label: string;
  /** One record, in lower case ('enquiry'): its delete, its row's buttons and its dialog ('Enquiry from …'). */
  noun: string;
  /** The search box's label. */
  search: string;
  /** The route's clientLoader data (`pagedListLoader` with `filters`). */
  list: Paged<T>;
  filters: FilterSpec;
  /** Where each record stands: a column, the first filter and the dialog's move. */
  stage: PipelineStage<F, V>;
  /** The filter beside the stage's (the service, the opening). */
  filter: ListFilter;
  /** The record's own columns, between the phone and the stage. */
  columns: Column<T>[];
  /** The dialog's facts after who sent the record and how to reach them. */
  facts: (record: T) => Fact[];
  /** 'Export CSV': what the list shows (its search and filters, not its page), saved as `<exportName>-<date>.csv`. */
  exportCsv: (query: PagedQuery['exported']) => Promise<Blob>;
  exportName: string;
}

/**
 * The enquiry inbox and the applicant pipeline (D-11.1): the paged table with its search and filters in the URL,
 * 'Export CSV', and a row's 'Details' dialog, where the record moves on and gets notes. The route supplies the
 * clientLoader (`pagedListLoader`) and the clientAction (`pipelineAction`, lib/pipeline.ts).
 */
export function PipelineScreen<T extends PipelineRecord & Record<F, V>, F extends string, V extends string>({
  noun,
  search,
  list,
  filters,
  stage,
  filter,
  columns,
  facts,
  exportCsv,
  exportName,
  ...screen
}: Props<T, F, V>) {
  const paged = usePagedList(list, filters);
  const opened = useOpenRecord(list.data);
  const del = useConfirmDelete({ title: `Delete ${noun}` });
  const labelOf = (value: V) => stage.options.find((option) => option.value === value)?.label ?? value;

  // R-2.24's and R-2.25's columns, then where each record stands and the buttons that open and delete it.
  const allColumns: Column<T>[] = [
    { header: 'Name', cell: (row) => row.name },
    emailColumn(),
    { header: 'Phone', cell: (row) => row.phone_number },
    ...columns,
    {
      header: stage.label,
      cell: (row) => <StagePill label={labelOf(row[stage.field])} tone={stage.tones[row[stage.field]]} />,
    },
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
          <DeleteButton name={`${noun} from ${row.name}`} onClick={() => del.ask(row._id)} />
        </>
      ),
    },
  ];
  const record = opened.record;

  return (
    <PagedTableScreen
      {...screen}
      paged={paged}
      columns={allColumns}
      action={<ExportButton fetchCsv={() => exportCsv(paged.query.exported)} name={exportName} />}
      search={search}
      filters={[{ key: stage.field, label: stage.label, options: stage.options }, filter]}
    >
      {record && (
        <PipelineDialog
          recordId={record._id}
          title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} from ${record.name}`}
          facts={[...personFacts(record), ...facts(record), sourceFact(record.source_page)]}
          stage={{ ...stage, value: record[stage.field] }}
          notes={record.notes}
          onClose={opened.close}
          onSaved={opened.saved}
        />
      )}
      {del.dialog}
    </PagedTableScreen>
  );
}
