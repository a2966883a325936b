interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** 'Page X of Y', previous/next arrows disabled at the ends, numbered buttons. */
export function Pagination({ page, totalPages, onChange }: Props) {
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  const go = (target: number) => {
    if (target >= 1 && target <= total && target !== current) onChange(target);
  };
  return (
    <nav className="adm-pagination" aria-label="Pagination">
      <span className="adm-pagination__status">
        Page {current} of {total}
      </span>
      <div className="adm-pagination__buttons">
        <button type="button" aria-label="Previous page" disabled={current <= 1} onClick={() => go(current - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`Page ${n}`}
            aria-current={n === current ? 'page' : undefined}
            className={n === current ? 'is-current' : undefined}
            onClick={() => go(n)}
          >
            {n}
          </button>
        ))}
        <button type="button" aria-label="Next page" disabled={current >= total} onClick={() => go(current + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </nav>
  );
}

/** A paged list's pager, under its rows (none under an empty list). */
export function ListPager({
  rows,
  query,
}: {
  rows: number;
  query: { page: number; totalPages: number; setPage: (page: number) => void };
}) {
  return rows > 0 ? <Pagination page={query.page} totalPages={query.totalPages} onChange={query.setPage} /> : null;
}
