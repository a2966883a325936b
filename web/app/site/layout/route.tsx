import { useEffect } from 'react';
import { Outlet, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { siteSettings } from '../../api/endpoints';
import { localeOfPath } from '../../i18n/locale-path';
import { pageViewsOn, requestLocale, siteUrl } from '../../lib/load.server';
import { useMessages } from '../../i18n/messages';
import { feedLink } from '../../lib/feed-link';
import type { Route } from './+types/route';
import { MusicPlayer } from './music-player';
import { usePageViews } from './page-views';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export async function loader({ request }: Route.LoaderArgs) {
  // D-15: the language from the URL (/hi/... is Hindi); the settings' texts in it.
  const locale = requestLocale(request);
  const { data: settings } = await siteSettings(locale);
  // Nothing per visitor: this render is cached and shared (web/server/html-cache.mjs), so the forms' submission keys
  // are made by the browser (components/use-public-form.ts). D-14.3: whether the pages count their views.
  return { settings, siteUrl: siteUrl(), pageViews: pageViewsOn(), locale };
}

/**
 * The layout has no path of its own, so React Router would keep its data when only the language changes (/about to
 * /hi/about): read again then, and whenever it would anyway.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [feedLink];

/** Every page change starts at the top. */
function useScrollTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, pageViews } = loaderData;
  const t = useMessages();
  useScrollTopOnNavigate();
  usePageViews(pageViews);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <SiteHeader companyName={settings.company_name} tools={<MusicPlayer />} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
