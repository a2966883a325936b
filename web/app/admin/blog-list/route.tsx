import { Link, useLoaderData } from 'react-router';
import { blogDelete, blogGet } from '../../api/endpoints';
import type { Blog } from '../../api/types';
import { paths } from '../../paths';
import { CardGridScreen } from '../components/card-grid';
import { DeleteButton } from '../components/data-table';
import { ScreenError } from '../components/screen-error';
import { listAction } from '../lib/actions';
import { DEFAULT_BANNER, fallBackToBanner } from '../lib/default-banner';
import { msg } from '../lib/messages';
import { pagedListLoader } from '../lib/paged-list';

export const meta = () => [{ title: 'Blogs | Admin' }];

function BlogCard({ blog, onDelete }: { blog: Blog; onDelete: () => void }) {
  const title = blog.title || msg.untitledBlog;
  return (
    <li className="adm-grid-card">
      <a href={paths.blogArticle(blog._id)} className="adm-grid-card__link" target="_blank" rel="noreferrer">
        <img src={blog.Image || DEFAULT_BANNER} onError={fallBackToBanner} alt="" loading="lazy" />
        <h2>{title}</h2>
      </a>
      <p className="adm-grid-card__text">{blog.short_content || msg.noContent}</p>
      <div className="adm-grid-card__actions">
        <Link to={paths.admin.blogUpdate(blog._id)} className="adm-btn adm-btn--small" aria-label={`Edit ${title}`}>
          Edit
        </Link>
        <DeleteButton name={title} onClick={onDelete} />
      </div>
    </li>
  );
}

export const clientLoader = pagedListLoader(blogGet);
export const clientAction = listAction({ remove: blogDelete });
export const ErrorBoundary = () => <ScreenError title="Blogs" subject="The blogs" empty="grid" />;

export default function BlogList() {
  return (
    <CardGridScreen
      list={useLoaderData<typeof clientLoader>()}
      title="Blogs"
      add={{ to: paths.admin.blogAdd, label: 'Add Blog' }}
      searchLabel="Search blogs"
      deleteTitle="Delete blog"
    >
      {(blog, onDelete) => <BlogCard key={blog._id} blog={blog} onDelete={onDelete} />}
    </CardGridScreen>
  );
}
