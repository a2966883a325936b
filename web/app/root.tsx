// Cormorant Garamond's whole stylesheets, whose faces name their characters (unicode-range), so a page downloads only
// the subsets its text uses. The per-subset ones (latin-500.css...) name none: every page downloaded the Latin and the
// Latin Extended file of each weight.
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/inter';
import './app.css';
// D-15: the Devanagari face app.css declares, preloaded on Hindi pages only (its hashed file, the same the CSS names).
import devanagariFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
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
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ChunkGuard } from './components/chunk-guard';
import { isChunkLoadError } from './components/chunk-error';
import { ErrorScreen, NotFoundScreen } from './components/error-screens';
import { SiteToaster } from './components/toaster';
import { dropOrphanInlineStyles } from './lib/first-paint';
import { SiteHeader } from './site/layout/site-header';
import { catalogue } from './i18n/catalogue.server';
import { localeOfPath } from './i18n/locale-path';
import type { LocaleData } from './i18n/messages';
import type { Route } from './+types/root';

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * D-15: the page's locale from its URL, and that locale's catalogue (the site's own words), here so that the root's
 * error page and the failed-chunk screen speak it too (the admin's pages are English: theirs is).
 */
export function loader({ request }: Route.LoaderArgs): LocaleData {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, messages: catalogue(locale) };
}

/** The root has no path: read again only when a navigation changes the language (/about to /hi/about). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = (useRouteLoaderData('root') as LocaleData | undefined)?.locale ?? 'en';
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14213d" />
        <Meta />
        <Links />
        {/* After the route's links: its LCP image's preload is asked for first. */}
        {locale === 'hi' && (
          <link rel="preload" as="font" type="font/woff2" href={devanagariFont} crossOrigin="anonymous" />
        )}
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
  const localeData = useRouteLoaderData('root');
  // A request no route answers (a POST to a page without an action: 405) runs no loader, so there is no catalogue to
  // speak with: the status alone, as plain as the request that reached it.
  if (!localeData && isRouteErrorResponse(error))
    return (
      <main id="main" className="status-screen">
        <h1>
          {error.status} {error.statusText}
        </h1>
      </main>
    );
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="site">
      <SiteHeader companyName="Cadmax" />
      <main id="main">{notFound ? <NotFoundScreen /> : <ErrorScreen chunk={isChunkLoadError(error)} />}</main>
    </div>
  );
}
