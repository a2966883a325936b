/**
 * /search?q=…&page=… (D-14.5): the site search's page. A GET form, read by the server loader, so it works without
 * JavaScript; the results are the CMS's (GET /api/site/search), ranked and paged, each match marked by splitting the
 * text (./highlight.ts), never by writing HTML. Never indexed.
 */
import axios from 'axios';
import { Fragment } from 'react';
import { data, Form, Link } from 'react-router';
import {
  SITE_SEARCH_KIND_LABELS,
  SITE_SEARCH_MAX,
  siteSearchProblem,
  siteSearchText,
  type SiteSearchHit,
} from '@cadmax/contract';
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
import { useLocalePath } from '../../i18n/messages';

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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  generateMeta(siteFromMatches(matches), {
    title: loaderData?.query ? `Search: ${loaderData.query}` : 'Search',
    description: 'Search the projects, services, blogs and job openings.',
    path: paths.search,
    noindex: true,
  });

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, problem, results } = loaderData;
  const at = useLocalePath();
  return (
    <TitledPage title="Search" className="search-page" inner="search-page__inner">
      <Form method="get" action={at(paths.search)} role="search" className="search-form">
        <label htmlFor="search-page-q" className="search-form__label">
          Projects, services, blogs and job openings
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
            Search
          </button>
        </div>
      </Form>
      {problem ? (
        <p className="search-page__message" role="alert">
          {problem}
        </p>
      ) : !results ? (
        <p className="search-page__message">Type a word or a name: a place, a service, a project or a job title.</p>
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
  return (
    <div className="search-page__message">
      <p role="status">
        No results for <q>{query}</q>.
      </p>
      <p>
        Check the spelling or try a shorter word, or browse the <Link to={at(paths.projects)}>projects</Link>,{' '}
        <Link to={at(paths.services)}>services</Link>, <Link to={at(paths.blog)}>blogs</Link> and{' '}
        <Link to={at(paths.careers)}>job openings</Link>.
      </p>
    </div>
  );
}

function ResultList({ query, results }: { query: string; results: Results }) {
  const { hits, total, page, totalPages } = results;
  const at = useLocalePath();
  return (
    <>
      <p className="search-page__count" role="status">
        {total === 1 ? '1 result' : `${total} results`} for <q>{query}</q>
        {totalPages > 1 && ` · page ${page} of ${totalPages}`}
      </p>
      {hits.length > 0 ? (
        <ol className="search-results">
          {hits.map((hit) => (
            <li key={`${hit.kind}-${hit._id}`} className="search-result">
              <p className="eyebrow">{SITE_SEARCH_KIND_LABELS[hit.kind]}</p>
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
          This page is past the last one. <Link to={at(searchHref(query))}>Back to the first page</Link>
        </p>
      )}
      {totalPages > 1 && (
        <nav className="search-pager" aria-label="Result pages">
          {page > 1 && page <= totalPages && (
            <Link to={at(searchHref(query, page - 1))} rel="prev" className="button button--ghost">
              Previous
            </Link>
          )}
          {page < totalPages && (
            <Link to={at(searchHref(query, page + 1))} rel="next" className="button button--ghost">
              Next
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
