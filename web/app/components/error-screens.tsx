import { messages } from '@cadmax/contract';
import { Link } from 'react-router';
import { paths } from '../paths';

/** The 410 page's heading (its meta title too). */
export const PAGE_REMOVED_TITLE = 'Page removed';

/**
 * The branded 404 (R-2.20, D-8.10: unknown routes get the navigation and a way home); `gone`, the 410 of a page
 * whose record was deleted (D-14.6), looks the same and says so.
 */
export function NotFoundScreen({ gone = false }: { gone?: boolean }) {
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <p className="status-screen__code" aria-hidden="true">
        {gone ? 410 : 404}
      </p>
      <h1 id="status-title">{gone ? PAGE_REMOVED_TITLE : 'Page not found'}</h1>
      <p>{gone ? messages.pageRemoved : 'The page you are looking for has moved, or never existed.'}</p>
      <div className="status-screen__actions">
        <Link className="button button--primary" to={paths.home}>
          Back to home
        </Link>
        <Link className="button button--ghost" to={paths.contact}>
          Contact us
        </Link>
      </div>
    </section>
  );
}

/** Render errors and failed chunk loads: the spec's 'Unexpected Application Error!' with a retry. */
export function ErrorScreen({ chunk = false }: { chunk?: boolean }) {
  return (
    <section className="status-screen" role="alert" aria-labelledby="status-title">
      <h1 id="status-title">Unexpected Application Error!</h1>
      <p>
        {chunk
          ? 'Part of this page could not be loaded. Check your connection and try again.'
          : 'Something went wrong while showing this page. Please try again.'}
      </p>
      <div className="status-screen__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <a className="button button--ghost" href={paths.home}>
          Back to home
        </a>
      </div>
    </section>
  );
}
