import type { ReactNode } from 'react';
import { EmptyState, Loading } from './states';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Long text: clamped to a few lines in a wider cell. */
  long?: boolean;
  className?: string;
}

interface Props<T> {
  /** The scrollable region's accessible name. */
  label: string;
  rows: T[] | undefined;
  loading: boolean;
  columns: Column<T>[];
}

/**
 * The admin's tables (SPEC §8): 'Loading...' until the first answer, 'No data available' when empty,
 * else a numbered table in a keyboard-scrollable region (wide tables scroll sideways on a phone).
 */
export function DataTable<T extends { _id: string }>({ label, rows, loading, columns }: Props<T>) {
  if (loading && !rows) return <Loading />;
  if (!rows || rows.length === 0) return <EmptyState kind="table" />;
  return (
    <div className="adm-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="adm-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row._id}>
              <td>{i + 1}</td>
              {columns.map((column) => (
                <td key={column.header} className={column.long ? 'adm-table__long' : column.className}>
                  {column.long ? <div className="adm-clamp">{column.cell(row)}</div> : column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Edit and Delete buttons of a row or card, named after the record for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className="adm-btn adm-btn--small" aria-label={`Edit ${name}`} onClick={onClick}>
      Edit
    </button>
  );
}

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="adm-btn adm-btn--small adm-btn--danger"
      aria-label={`Delete ${name}`}
      onClick={onClick}
    >
      Delete
    </button>
  );
}
