import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { EmptyState } from './states';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Long text: clamped to a few lines in a wider cell, with a 'More' button when it is cut. */
  long?: boolean;
  /** Row buttons: kept in view at the right edge while the rest of the row scrolls under them. */
  actions?: boolean;
  className?: string;
}

interface Props<T> {
  /** The scrollable region's accessible name. */
  label: string;
  /** The route's clientLoader data. */
  rows: T[];
  columns: Column<T>[];
  /** The number of the first row: a later page of a paged list goes on counting (page 2 starts at 16). */
  first?: number;
}

// Server render and jsdom have no layout; the measuring effects run before paint in the browser.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Which sides of a horizontally scrolling box hide content, kept up to date on scroll and resize. */
function useScrollEdges(ref: RefObject<HTMLElement | null>, shown: boolean) {
  const [edges, setEdges] = useState({ left: false, right: false });
  useIsoLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setEdges((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
    // `shown`: the box only exists while there are rows.
  }, [ref, shown]);
  return edges;
}

/**
 * The admin's tables: 'No data available' when empty, else a numbered table in a keyboard-scrollable region.
 * The table fits its card on a desktop (its cells wrap); on a phone each row is a card whose cells carry their column's
 * name (`data-label`, admin.css), so no pinned column covers another. A table still wider than its box says so: a
 * hint line and a shadow on each side that hides columns, while the row buttons stay in view.
 */
export function DataTable<T extends { _id: string }>({ label, rows, columns, first = 1 }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(box, rows.length > 0);
  const hintId = useId();
  if (rows.length === 0) return <EmptyState kind="table" />;
  const scrolls = edges.left || edges.right;
  return (
    <>
      {scrolls && (
        <p id={hintId} className="adm-table-hint">
          <span aria-hidden="true">↔</span> Scroll sideways to see every column.
        </p>
      )}
      <div className={`adm-table-frame${edges.left ? ' has-more-left' : ''}${edges.right ? ' has-more-right' : ''}`}>
        <div
          ref={box}
          className="adm-table-wrap"
          tabIndex={0}
          role="region"
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
        >
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={column.actions ? 'adm-table__sticky' : undefined}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row._id}>
                  <td data-label="#">{first + i}</td>
                  {columns.map((column) => (
                    <td key={column.header} className={cellClass(column)} data-label={column.header}>
                      {column.long ? (
                        <LongText>{column.cell(row)}</LongText>
                      ) : column.actions ? (
                        <div className="adm-table__buttons">{column.cell(row)}</div>
                      ) : (
                        column.cell(row)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}

function cellClass<T>(column: Column<T>): string | undefined {
  const names = [column.long && 'adm-table__long', column.actions && 'adm-table__sticky', column.className].filter(
    Boolean,
  );
  return names.length ? names.join(' ') : undefined;
}

/** Clamped to a few lines; when that cuts the text, a 'More' button shows it all (and 'Less' folds it again). */
function LongText({ children }: { children: ReactNode }) {
  const text = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  const id = useId();
  useIsoLayoutEffect(() => {
    const el = text.current;
    if (!el || open) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [open, children]);
  return (
    <>
      <div id={id} ref={text} className={open ? 'adm-clamp is-open' : 'adm-clamp'}>
        {children}
      </div>
      {(cut || open) && (
        <button
          type="button"
          className="adm-link-btn adm-table__more"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Less' : 'More'}
        </button>
      )}
    </>
  );
}

/** An email column: the address as a mailto link. */
export const emailColumn = <T extends { email: string }>(): Column<T> => ({
  header: 'Email',
  cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a>,
});

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
