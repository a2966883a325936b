import { isRouteErrorResponse } from 'react-router';
import { messagesFromMatches } from '../../i18n/messages';
import { generateMeta, siteFromMatches, type PageMeta } from '../../lib/meta';

type Matches = Parameters<typeof siteFromMatches>[0];

/**
 * The tags of a page that could not be shown: the 404 page's title (an unknown URL, or a detail page whose slug
 * or id is unknown), the 410's (its record deleted), or the error page's. Not indexed either way.
 */
export function errorPageMeta(matches: Matches, pathname: string, error?: unknown) {
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  const gone = isRouteErrorResponse(error) && error.status === 410;
  // The root's data is there whatever failed below it (root.tsx), so the catalogue is.
  const t = messagesFromMatches(matches)!;
  return generateMeta(siteFromMatches(matches), {
    title: notFound ? t.errors.notFoundTitle : gone ? t.errors.removedTitle : t.errors.errorMetaTitle,
    description: notFound ? t.errors.notFoundDescription : gone ? t.contract.pageRemoved : '',
    path: pathname,
    noindex: true,
  });
}

type DetailMetaArgs<D> = {
  matches: Matches;
  loaderData: D | undefined;
  location: { pathname: string };
  error?: unknown;
};

/** A detail page's tags: its own once its loader found it, else those of the 404 (or error) page. */
export function detailPageMeta<D>(
  { matches, loaderData, location, error }: DetailMetaArgs<D>,
  describe: (data: D) => PageMeta,
) {
  return loaderData
    ? generateMeta(siteFromMatches(matches), describe(loaderData))
    : errorPageMeta(matches, location.pathname, error);
}

/** The tags of a record's page (a project, a service): its title, its description's first 160 characters, a picture. */
export function recordPageMeta<D extends { title: string; description: string }>(
  args: DetailMetaArgs<D>,
  path: string,
  image: (data: D) => PageMeta['image'],
) {
  return detailPageMeta(args, (d) => ({
    title: d.title,
    description: d.description.slice(0, 160),
    path,
    image: image(d),
  }));
}
