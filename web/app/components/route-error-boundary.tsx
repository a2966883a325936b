import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-error';
import { ErrorScreen, NotFoundScreen } from './error-screens';

/** Exported as ErrorBoundary by every public page: errors render inside the site layout, nav and footer kept. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isRouteErrorResponse(error) && error.status === 410) return <NotFoundScreen gone />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen chunk={isChunkLoadError(error)} />;
}
