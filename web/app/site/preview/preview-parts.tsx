import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PREVIEW_LINK_MINUTES } from '@cadmax/contract';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { paths } from '../../paths';
import './preview.css';

/** Says, above the page, that this is a draft nobody else sees. */
export function PreviewBanner() {
  return (
    <div className="preview-banner" role="status">
      <div className="container preview-banner__inner">
        <strong>Preview — not published</strong>
        <span>
          This draft is not on the public site. The link works for {PREVIEW_LINK_MINUTES} minutes from when it was made.
        </span>
      </div>
    </div>
  );
}

/** A refused or expired link: a page that says so, and no draft. Other errors are the site's usual ones. */
export function PreviewErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <RouteErrorBoundary />;
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <p className="status-screen__code" aria-hidden="true">
        403
      </p>
      <h1 id="status-title">This preview link is invalid or has expired</h1>
      <p>Preview links work for {PREVIEW_LINK_MINUTES} minutes. Open a new one with 'Preview' in the admin.</p>
      <div className="status-screen__actions">
        <Link className="button button--primary" to={paths.home}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

/** The preview's meta: its title, and no indexing (the answer's X-Robots-Tag says it too). */
export const previewMeta = (title: string | undefined) => [
  { title: title ? `Preview: ${title}` : 'Preview' },
  { name: 'robots', content: 'noindex, nofollow' },
];
