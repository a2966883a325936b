// Cormorant Garamond's whole stylesheets, whose faces name their characters (unicode-range), so a page downloads only
// the subsets its text uses. The per-subset ones (latin-500.css...) name none: every page downloaded the Latin and the
// Latin Extended file of each weight.
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/inter';
import './app.css';
import './styles/layout.css';
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import { ChunkGuard } from './components/chunk-guard';
import { isChunkLoadError } from './components/chunk-error';
import { ErrorScreen, NotFoundScreen } from './components/error-screens';
import { SiteToaster } from './components/toaster';
import { dropOrphanInlineStyles } from './lib/first-paint';
import { SiteHeader } from './site/layout/site-header';

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14213d" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <SiteToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment the client took over the server HTML (used by the e2e tests).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // After every navigation, once React has swapped the route's <link>s: the first page's inlined CSS goes with its route.
  const { pathname } = useLocation();
  useEffect(() => dropOrphanInlineStyles(), [pathname]);
  return (
    <ChunkGuard>
      <Outlet />
    </ChunkGuard>
  );
}

/**
 * Errors that escape every route (e.g. the CMS is down while the site layout loads):
 * the branded page with the navigation, a 404 for unknown resources, a retry otherwise.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="site">
      <SiteHeader companyName="Cadmax" />
      <main id="main">{notFound ? <NotFoundScreen /> : <ErrorScreen chunk={isChunkLoadError(error)} />}</main>
    </div>
  );
}
