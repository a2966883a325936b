import { Link } from 'react-router';
import { useLocalePath, useMessages } from '../i18n/messages';
import { paths } from '../paths';

/**
 * The branded 404 (R-2.20, D-8.10: unknown routes get the navigation and a way home); `gone`, the 410 of a page
 * whose record was deleted (D-14.6), looks the same and says so. In the page's language (D-15).
 */
export function NotFoundScreen({ gone = false }: { gone?: boolean }) {
  const t = useMessages();
  const at = useLocalePath();
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <p className="status-screen__code" aria-hidden="true">
        {gone ? 410 : 404}
      </p>
      <h1 id="status-title">{gone ? t.errors.removedTitle : t.errors.notFoundTitle}</h1>
      <p>{gone ? t.contract.pageRemoved : t.errors.notFoundText}</p>
      <div className="status-screen__actions">
        <Link className="button button--primary" to={at(paths.home)}>
          {t.errors.backHome}
        </Link>
        <Link className="button button--ghost" to={at(paths.contact)}>
          {t.errors.contactUs}
        </Link>
      </div>
    </section>
  );
}

/** Render errors and failed chunk loads: the spec's 'Unexpected Application Error!' with a retry. */
export function ErrorScreen({ chunk = false }: { chunk?: boolean }) {
  const t = useMessages();
  const at = useLocalePath();
  return (
    <section className="status-screen" role="alert" aria-labelledby="status-title">
      {/* The spec's fixed words, the same on every page (its catalogue entry is English in both). */}
      <h1 id="status-title" lang="en">
        {t.errors.errorTitle}
      </h1>
      <p>{chunk ? t.errors.chunkText : t.errors.errorText}</p>
      <div className="status-screen__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t.errors.tryAgain}
        </button>
        <a className="button button--ghost" href={at(paths.home)}>
          {t.errors.backHome}
        </a>
      </div>
    </section>
  );
}
