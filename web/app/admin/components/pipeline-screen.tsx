import type { Locale } from '@cadmax/contract';
import type { ListQuery } from '../../api/endpoints';
import type { Paged, PipelineNote } from '../../api/types';
import { adminTitle } from '../../lib/meta';
import { pagedListLoader, usePagedList, type FilterSpec, type PagedQuery } from '../lib/paged-list';
import { pipelineAction, type PipelineStage, type PipelineWrites } from '../lib/pipeline';
import { useOpenRecord } from '../lib/use-open-record';
import { useConfirmDelete } from './confirm-delete';
import { DeleteButton, emailColumn, type Column } from './data-table';
import { ExportButton } from './export-button';
import type { ListFilter } from './list-toolbar';
import { PipelineDialog, personFacts, sourceFact, type Fact } from './pipeline-dialog';
import { ScreenError } from './screen-error';
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
  language: Locale;
}

/** The second filter's choices. */
type Options = ListFilter['options'];

/** The loaded page with the second filter's choices, the record's own columns and the dialog's facts. */
type ScreenProps<T> = { list: Paged<T> & { options: Options }; columns: Column<T>[]; facts: (record: T) => Fact[] };

/** What a pipeline screen is: its route's and its screen's facts, each given once. */
interface PipelineConfig<T, F extends string, V extends string, Q> {
  title: string;
  /** The card's heading above the table, when it differs from the screen's. */
  card?: string;
  /** The table's accessible name. */
  label: string;
  /** One record, in lower case ('enquiry'): its delete, its row's buttons and its dialog ('Enquiry from …'). */
  noun: string;
  /** Several ('enquiries'): the search box ('Search enquiries'), and what the error page could not load. */
  plural: string;
  /** Where each record stands: a column, the first filter (its values in the URL) and the dialog's move. */
  stage: PipelineStage<F, V>;
  /**
   * The filter beside the stage's (the service, the opening): its key in the URL, a value only the CMS can check, and
   * its choices, read beside each page.
   */
  filter: { key: string; label: string; options: () => Promise<Options> };
  /** The page the URL asks for. */
  read: (query: Q) => Promise<Paged<T>>;
  /** The writes of the route's clientAction (lib/pipeline.ts). */
  writes: PipelineWrites<T, F>;
  /** 'Export CSV': what the list shows (its search and filters, not its page), saved as `<exportName>-<date>.csv`. */
  exportCsv: (query: PagedQuery['exported']) => Promise<Blob>;
  exportName: string;
}

/**
 * The route module of a pipeline screen (D-11.1: the enquiry inbox, the applicant pipeline), which exports what this
 * returns: `meta`, `clientLoader` (`pagedListLoader`), `clientAction` (`pipelineAction`, lib/pipeline.ts) and
 * `ErrorBoundary`. Its component renders `Screen` with the loaded page, the record's own columns (between the phone
 * and the stage) and the dialog's facts after who sent the record: the paged table with its search and filters in
 * the URL, 'Export CSV', and a row's 'Details' dialog, where the record moves on and gets notes.
 */
export function pipelineRoute<
  T extends PipelineRecord & Record<F, V>,
  F extends string,
  V extends string,
  Q extends ListQuery,
>({ read, writes, ...config }: PipelineConfig<T, F, V, Q>) {
  const { title, noun, plural, stage, filter, exportCsv, exportName, ...screen } = config;
  const filters: FilterSpec = { [stage.field]: stage.options.map((option) => option.value), [filter.key]: null };
  function Screen({ list, columns, facts }: ScreenProps<T>) {
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
        title={title}
        paged={paged}
        columns={allColumns}
        action={<ExportButton fetchCsv={() => exportCsv(paged.query.exported)} name={exportName} />}
        search={`Search ${plural}`}
        filters={[
          { key: stage.field, label: stage.label, options: stage.options },
          { key: filter.key, label: filter.label, options: list.options },
        ]}
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
  return {
    meta: () => [{ title: adminTitle(title) }],
    clientLoader: pagedListLoader(async (query: Q) => {
      const [page, options] = await Promise.all([read(query), filter.options()]);
      return { ...page, options };
    }, filters),
    clientAction: pipelineAction(writes, stage.field),
    ErrorBoundary: () => <ScreenError title={title} subject={`The ${plural}`} />,
    Screen,
  };
}
