/** /preview/blog/:id?token=…: a blog's draft as its public article will show it (D-11.5). */
import { previewBlog, siteBlog } from '../../api/endpoints';
import { sanitizeArticleHtml } from '../../lib/sanitize-html.server';
import { BlogArticleView } from '../blog-article/article-view';
import type { Route } from './+types/blog';
import { loadPreview, PREVIEW_HEADERS, tokenOf } from './preview.server';
import { PreviewBanner, previewMeta } from './preview-parts';

export { PreviewErrorBoundary as ErrorBoundary } from './preview-parts';

export async function loader({ params, request }: Route.LoaderArgs) {
  const [article, page] = await Promise.all([loadPreview(() => previewBlog(params.id, tokenOf(request))), siteBlog(1)]);
  return {
    article: { ...article, content: sanitizeArticleHtml(article.content) },
    related: page.data.blogs.filter((b) => b._id !== article._id).slice(0, 4),
  };
}

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => previewMeta(loaderData?.article.title);

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner />
      <BlogArticleView {...loaderData} />
    </>
  );
}
