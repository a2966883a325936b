import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlogCard as BlogCardData } from '../../api/types';
import { paths } from '../../paths';
import { BlogList } from './blog-card';
import { useLocalePath, useMessages } from '../../i18n/messages';

/** An article's page: its header (back to the blog, date, h1), its body, and the related blogs beside it. */
export function ArticleLayout({
  note,
  lang,
  title,
  published,
  dateLabel,
  related,
  children,
}: {
  /** D-15: the note that the article is shown in English on a Hindi page, and its text's language then. */
  note?: ReactNode;
  lang?: string;
  title: string;
  published: string;
  dateLabel: string;
  related: BlogCardData[];
  children: ReactNode;
}) {
  const at = useLocalePath();
  const t = useMessages().pages;
  return (
    <div className="container article-layout">
      <article className="article" aria-labelledby="page-title">
        <p className="eyebrow">
          <Link to={at(paths.blog)}>{t.blog}</Link> · <time dateTime={published}>{dateLabel}</time>
        </p>
        {note}
        <h1 id="page-title" className="article__title" lang={lang}>
          {title}
        </h1>
        {children}
      </article>
      <aside className="article-sidebar" aria-labelledby="related-title">
        <h2 id="related-title" className="article-sidebar__title">
          {t.relatedBlogs}
        </h2>
        <BlogList blogs={related} />
      </aside>
    </div>
  );
}
