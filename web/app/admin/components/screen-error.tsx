import { useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { serverMessage } from '../../api/client';
import { PageHeader } from './page-header';
import { EmptyState } from './states';

interface Props {
  /** The screen's heading, kept so the admin still knows where they are. */
  title: string;
  /** What failed to load, as a sentence's subject ('The blogs'). */
  subject: string;
  /** a list that failed still shows its empty state under the message. */
  empty?: 'grid' | 'table';
}

/**
 * Every admin screen's ErrorBoundary: its clientLoader threw (the CMS is down, the record is gone). It says what
 * could not be loaded and why (the CMS's message when it sent one), and 'Try again' re-runs the loaders.
 */
export function ScreenError({ title, subject, empty }: Props) {
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  // the failure is logged for whoever looks at the console.
  useEffect(() => console.error(error), [error]);
  const reason = isRouteErrorResponse(error) ? String(error.data) : serverMessage(error);
  return (
    <>
      <PageHeader title={title} />
      <div className="adm-notice is-failed" role="alert">
        <p>
          <strong>{subject} could not be loaded.</strong>{' '}
          {reason ?? 'The server did not answer; check the connection, then try again.'}
        </p>
        <button
          type="button"
          className="adm-btn adm-btn--small"
          disabled={state === 'loading'}
          onClick={() => void revalidate()}
        >
          {state === 'loading' ? 'Please wait...' : 'Try again'}
        </button>
      </div>
      {empty && <EmptyState kind={empty} />}
    </>
  );
}
