/**
 * What the dashboard reads after its count cards (D-11.4, D-14.3): the loader hands over a promise that never
 * rejects, so each part shows its numbers, or its own error, in place.
 */
import { use, type ReactNode } from 'react';

/** A read's data, or why it failed. */
export type ReadResult<T> = { data: T } | { error: unknown };

/** The read as a promise that never rejects: a failure is part of the answer. */
export const readResult = <T,>(read: Promise<{ data: T }>): Promise<ReadResult<T>> =>
  read.then(
    (answer) => ({ data: answer.data }),
    (error: unknown) => ({ error }),
  );

/**
 * Waits for `result` (React's use(), inside the part's Suspense boundary; React Router's <Await> would add to the
 * shared chunk every public page loads), then shows its data, or that `what` could not be loaded and why.
 */
export function Settled<T>({
  result,
  what,
  className = 'adm-card adm-card__body adm-charts__error',
  children,
}: {
  result: Promise<ReadResult<T>>;
  what: string;
  /** The error's box: a card of its own unless it stands in one. */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const answer = use(result);
  if ('data' in answer) return children(answer.data);
  const failure = answer.error as { response?: { data?: { message?: string } }; message?: string } | undefined;
  return (
    <div className={className} role="alert">
      <p>
        <strong>{what} could not be loaded.</strong> {failure?.response?.data?.message ?? failure?.message}
      </p>
    </div>
  );
}
