import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { siteSettings } from '../../api/endpoints';
import { pageViewsOn, siteUrl } from '../../lib/load.server';
import { feedLink } from '../seo/feed-link';
import type { Route } from './+types/route';
import { MusicPlayer } from './music-player';
import { usePageViews } from './page-views';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export async function loader() {
  const { data: settings } = await siteSettings();
  // Nothing per visitor: this render is cached and shared (web/server/html-cache.mjs), so the forms' submission keys
  // are made by the browser (components/use-public-form.ts). D-14.3: whether the pages count their views.
  return { settings, siteUrl: siteUrl(), pageViews: pageViewsOn() };
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
  useScrollTopOnNavigate();
  usePageViews(pageViews);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader companyName={settings.company_name} tools={<MusicPlayer />} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
