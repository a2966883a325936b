/** A side-menu link's count of new records (D-11.1): the number, read by screen readers as "3 new"; none at 0. */
export function NewBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  // The space keeps the number a word of its own in the link's name ("Contact List 3 new").
  return (
    <>
      {' '}
      <span className="adm-nav-badge">
        <span aria-hidden="true">{count}</span>
        <span className="adm-sr-only">{`${count} new`}</span>
      </span>
    </>
  );
}
