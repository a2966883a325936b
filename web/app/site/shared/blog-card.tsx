import { Link } from 'react-router';
import { SITE_TIME_ZONE } from '@cadmax/contract';
import type { BlogCard as BlogCardData } from '../../api/types';
import { CARD_GRID_SIZES, ResponsiveImage } from '../../components/responsive-image';
import { PLACEHOLDER_IMAGE } from '../../lib/hero-images';
import { paths } from '../../paths';
import './blog-card.css';
import { useLocalePath, useMessages } from '../../i18n/messages';
import { useTextLang } from './fallback-note';

export const BLOG_FALLBACK_IMAGE = PLACEHOLDER_IMAGE;

/** A day as the page's language writes it ('15 January 2025', '15 जनवरी 2025'), in IST. */
export function formatDate(iso: string, intlLocale = 'en-IN'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  });
}

/** no title → 'Untitled Blog', no short content → 'No content available.', broken image → the default banner. */
export function BlogCard({ blog, headingLevel = 'h3' }: { blog: BlogCardData; headingLevel?: 'h2' | 'h3' }) {
  const at = useLocalePath();
  const Heading = headingLevel;
  const t = useMessages();
  const lang = useTextLang(blog);
  return (
    <article className="blog-card">
      <Link to={at(paths.blogArticle(blog._id))} className="card blog-card__link">
        <ResponsiveImage
          media={blog.image}
          fallbackSrc={BLOG_FALLBACK_IMAGE}
          sizes={CARD_GRID_SIZES}
          alt=""
          className="blog-card__image"
        />
        {/* Block elements, not spans: a heading may not sit inside phrasing content (HTML spec). */}
        <div className="card__body card__body--stack blog-card__body">
          <time dateTime={blog.createdAt} className="blog-card__date">
            {formatDate(blog.createdAt, t.intlLocale)}
          </time>
          <Heading className="card__title blog-card__title" lang={lang}>
            {blog.title || 'Untitled Blog'}
          </Heading>
          <p className="line-clamp blog-card__excerpt" lang={lang}>
            {blog.short_content || 'No content available.'}
          </p>
        </div>
      </Link>
    </article>
  );
}

/** Blog cards as a list, or the empty state when there are none. */
export function BlogList({ blogs, className }: { blogs: BlogCardData[]; className?: string }) {
  if (blogs.length === 0) return <p className="empty-state">Nothing to see !!</p>;
  return (
    <ul className={className}>
      {blogs.map((b) => (
        <li key={b._id}>
          <BlogCard blog={b} />
        </li>
      ))}
    </ul>
  );
}
