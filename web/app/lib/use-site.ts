import { useRouteLoaderData } from 'react-router';
import { SITE_LAYOUT_ID, type SiteContext } from './meta';

/** The site settings loaded once by the site layout. */
export function useSite(): SiteContext {
  const site = useRouteLoaderData(SITE_LAYOUT_ID) as SiteContext | undefined;
  if (!site) throw new Error('useSite() used outside the site layout');
  return site;
}
