import type { BlogArticle, BlogCard } from '../../api/types';
import { ResponsiveImage } from '../../components/responsive-image';
import { ArticleLayout } from '../shared/article-layout';
import { useMessages } from '../../i18n/messages';
import { FallbackNote, useTextLang } from '../shared/fallback-note';
import { BLOG_FALLBACK_IMAGE, formatDate } from '../shared/blog-card';
import './article.css';

/** The article page's body: the public route's, and the signed preview's of a draft (site/preview). */
export function BlogArticleView({ article, related }: { article: BlogArticle; related: BlogCard[] }) {
  const lang = useTextLang(article);
  const t = useMessages();
  return (
    <ArticleLayout
      note={<FallbackNote record={article} />}
      lang={lang}
      title={article.title || 'Untitled Blog'}
      published={article.createdAt}
      dateLabel={formatDate(article.createdAt, t.intlLocale)}
      related={related}
    >
      <ResponsiveImage
        media={article.image}
        fallbackSrc={BLOG_FALLBACK_IMAGE}
        sizes="(min-width: 1024px) 760px, 100vw"
        priority
        alt=""
        className="article__image"
      />
      {/* Sanitized on the server in the loader (sanitize-html), after the CMS cleaned it on save. */}
      <div className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: article.content }} />
    </ArticleLayout>
  );
}
