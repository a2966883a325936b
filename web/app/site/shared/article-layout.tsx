import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlogCard as BlogCardData } from '../../api/types';
import { paths } from '../../paths';
import { BlogList } from './blog-card';

/** An article's page: its header (back to the blog, date, h1), its body, and the related blogs beside it. */
export function ArticleLayout({
  title,
  published,
  dateLabel,
  related,
  children,
}: {
  title: string;
  published: string;
  dateLabel: string;
  related: BlogCardData[];
  children: ReactNode;
}) {
  return (
    <div className="container article-layout">
      <article className="article" aria-labelledby="page-title">
        <p className="eyebrow">
          <Link to={paths.blog}>Blog</Link> · <time dateTime={published}>{dateLabel}</time>
        </p>
        <h1 id="page-title" className="article__title">
          {title}
        </h1>
        {children}
      </article>
      <aside className="article-sidebar" aria-labelledby="related-title">
        <h2 id="related-title" className="article-sidebar__title">
          Related Blogs
        </h2>
        <BlogList blogs={related} />
      </aside>
    </div>
  );
}
