/** The ' *' after a required field's label: seen, not read out (the control itself carries `required`). */
export function RequiredMark({ className }: { className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {' '}
      *
    </span>
  );
}
