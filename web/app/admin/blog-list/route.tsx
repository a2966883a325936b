import { Link } from 'react-router';
import { blogDelete, blogGet } from '../../api/endpoints';
import type { Blog } from '../../api/types';
import { paths } from '../../paths';
import { useConfirmDelete } from '../components/confirm-delete';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '../components/search-box';
import { CardGrid } from '../components/card-grid';
import { DeleteButton } from '../components/data-table';
import { DEFAULT_BANNER, fallBackToBanner } from '../lib/default-banner';
import { msg } from '../lib/messages';
import { usePagedList } from '../lib/use-paged-list';

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

export default function BlogList() {
  const list = usePagedList('blogs', blogGet);
  const del = useConfirmDelete({ remove: blogDelete, reload: list.reload, title: 'Delete blog' });

  return (
    <>
      <PageHeader
        title="Blogs"
        action={
          <Link to={paths.admin.blogAdd} className="adm-btn adm-btn--primary">
            Add Blog
          </Link>
        }
      />
      <SearchBox label="Search blogs" value={list.search} onChange={list.setSearch} />
      <CardGrid list={list}>
        {(blog) => <BlogCard key={blog._id} blog={blog} onDelete={() => del.ask(blog._id)} />}
      </CardGrid>
      {del.dialog}
    </>
  );
}
