export interface Fact {
  label: string;
  value: string | null | undefined;
}

/**
 * Labelled facts (a project's category, client, launch…) as a description list: only those that have a
 * value, and nothing at all when none has, so an unset fact never shows as a placeholder.
 */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  const shown = facts.filter((f) => f.value);
  if (shown.length === 0) return null;
  return (
    <dl className={className}>
      {shown.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
