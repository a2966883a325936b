/**
 * /search?q=…&page=… (D-14.5): the site search's page. A GET form, read by the server loader, so it works without
 * JavaScript; the results are the CMS's (GET /api/site/search), ranked and paged, each match marked by splitting the
 * text (./highlight.ts), never by writing HTML. Never indexed.
 */
import axios from 'axios';
import { Fragment } from 'react';
import { data, Form, Link } from 'react-router';
import { SITE_SEARCH_MAX, siteSearchProblem, siteSearchText, type SiteSearchHit } from '@cadmax/contract';
import { siteSearch } from '../../api/endpoints';
import { requestLocale } from '../../lib/load.server';
import { serverMessage } from '../../api/client';
import { FAILURE_MESSAGE } from '../../components/toast';
import { generateMeta, siteFromMatches, UNLISTED_HEADERS } from '../../lib/meta';
import { paths } from '../../paths';
import { highlightParts } from './highlight';
import { hitHref, searchHref } from './links';
import { TitledPage } from '../shared/headed-section';
import type { Route } from './+types/route';
import './search.css';
import { fill, fillNodes, messagesFromMatches, useLocalePath, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

interface Results {
  hits: SiteSearchHit[];
  total: number;
  page: number;
  totalPages: number;
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = siteSearchText(params.get('q') ?? '');
  const answer = (problem: string | null, results: Results | null, status = 200) =>
    data({ query, problem, results }, { status, headers: UNLISTED_HEADERS });
  const problem = siteSearchProblem(query);
  if (!query || problem) return answer(problem, null, problem ? 400 : 200);
  try {
    const page = await siteSearch(query, Number(params.get('page') ?? '') || 1, requestLocale(request));
    return answer(null, {
      hits: page.data,
      total: page.totalUsers,
      page: page.currentPage,
      totalPages: page.totalPages,
    });
  } catch (error) {
    const status = axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    if (status === 400) return answer(serverMessage(error) ?? FAILURE_MESSAGE, null, 400);
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = messagesFromMatches(matches);
  return generateMeta(siteFromMatches(matches), {
    title: loaderData?.query ? fill(t?.search.titleFor ?? '', { query: loaderData.query }) : (t?.search.title ?? ''),
    description: t?.meta.searchDescription ?? '',
    path: paths.search,
    noindex: true,
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, problem, results } = loaderData;
  const at = useLocalePath();
  const t = useMessages().search;
  return (
    <TitledPage title={t.title} className="search-page" inner="search-page__inner">
      <Form method="get" action={at(paths.search)} role="search" className="search-form">
        <label htmlFor="search-page-q" className="search-form__label">
          {t.label}
        </label>
        <div className="search-form__row">
          {/* Keyed by the query, so a new search's field shows what was searched. */}
          <input
            key={query}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={SITE_SEARCH_MAX}
            autoComplete="off"
          />
          <button type="submit" className="button button--primary">
            {t.submit}
          </button>
        </div>
      </Form>
      {problem ? (
        <p className="search-page__message" role="alert">
          {problem}
        </p>
      ) : !results ? (
        <p className="search-page__message">{t.prompt}</p>
      ) : results.total === 0 ? (
        <NoResults query={query} />
      ) : (
        <ResultList query={query} results={results} />
      )}
    </TitledPage>
  );
}

function NoResults({ query }: { query: string }) {
  const at = useLocalePath();
  const t = useMessages().search;
  const link = (path: string, label: string) => <Link to={at(path)}>{label}</Link>;
  return (
    <div className="search-page__message">
      <p role="status">{fillNodes(t.noResults, { query: <q>{query}</q> })}</p>
      <p>
        {fillNodes(t.tryElse, {
          projects: link(paths.projects, t.browse.projects),
          services: link(paths.services, t.browse.services),
          blogs: link(paths.blog, t.browse.blogs),
          openings: link(paths.careers, t.browse.openings),
        })}
      </p>
    </div>
  );
}

function ResultList({ query, results }: { query: string; results: Results }) {
  const { hits, total, page, totalPages } = results;
  const at = useLocalePath();
  const t = useMessages().search;
  return (
    <>
      <p className="search-page__count" role="status">
        {fillNodes(total === 1 ? t.oneResult : t.results, { total, query: <q>{query}</q> })}
        {totalPages > 1 && ` · ${fill(t.pageOf, { page, pages: totalPages })}`}
      </p>
      {hits.length > 0 ? (
        <ol className="search-results">
          {hits.map((hit) => (
            <li key={`${hit.kind}-${hit._id}`} className="search-result">
              <p className="eyebrow">{t.kinds[hit.kind]}</p>
              <h2 className="search-result__title">
                <Link to={at(hitHref(hit))}>
                  <Marked text={hit.title} query={query} />
                </Link>
              </h2>
              {hit.summary && (
                <p className="search-result__summary">
                  <Marked text={hit.summary} query={query} />
                </p>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="search-page__message">
          {t.pastLast} <Link to={at(searchHref(query))}>{t.backToFirst}</Link>
        </p>
      )}
      {totalPages > 1 && (
        <nav className="search-pager" aria-label={t.pagesLabel}>
          {page > 1 && page <= totalPages && (
            <Link to={at(searchHref(query, page - 1))} rel="prev" className="button button--ghost">
              {t.previous}
            </Link>
          )}
          {page < totalPages && (
            <Link to={at(searchHref(query, page + 1))} rel="next" className="button button--ghost">
              {t.next}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

/** The text with each match of the query in <mark>: plain text parts, nothing parsed as HTML. */
function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}
