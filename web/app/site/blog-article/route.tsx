import { siteBlog, siteBlogArticle } from '../../api/endpoints';
import { loadOr404, requestLocale } from '../../lib/load.server';
import { articleLd } from '../../lib/article-ld';
import { generateMeta, siteFromMatches } from '../../lib/meta';
import { sanitizeArticleHtml } from '../../lib/sanitize-html.server';
import { paths } from '../../paths';
import type { Route } from './+types/route';
import { errorPageMeta } from '../not-found/not-found-meta';
import { BlogArticleView } from './article-view';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [article, page] = await Promise.all([loadOr404(() => siteBlogArticle(params.id, locale)), siteBlog(1, locale)]);
  return {
    article: { ...article, content: sanitizeArticleHtml(article.content) },
    related: page.data.blogs.filter((b) => b._id !== article._id).slice(0, 4),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params, location, error }) => {
  if (!loaderData) return errorPageMeta(matches, location.pathname, error);
  const site = siteFromMatches(matches);
  const a = loaderData?.article;
  const title = a?.meta_title || a?.title || 'Untitled Blog';
  const description = a?.meta_description || a?.short_content || '';
  const path = paths.blogArticle(params.id);
  return generateMeta(site, {
    title,
    description,
    path,
    type: 'article',
    image: a?.image,
    keywords: a?.meta_keyword,
    jsonLd: a
      ? articleLd(site, {
          title: a.title,
          description,
          path,
          image: a.image,
          published: a.createdAt,
          modified: a.updatedAt,
        })
      : [],
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <BlogArticleView {...loaderData} />;
}
