import { useLoaderData } from 'react-router';
import { blogAdminGet, blogDelete } from '../../api/endpoints';
import type { AdminBlog } from '../../api/types';
import { paths } from '../../paths';
import { CardGridScreen, type GridCardContent } from '../components/card-grid';
import { PublishStateBadge } from '../components/publish-state';
import { ScreenError } from '../components/screen-error';
import { listAction } from '../lib/actions';
import { msg } from '../lib/messages';
import { pagedListLoader } from '../lib/paged-list';

export const meta = () => [{ title: 'Blogs | Admin' }];

/** Every blog, drafts included, with its state (issue 15). */
export const clientLoader = pagedListLoader(blogAdminGet);
export const clientAction = listAction({ remove: blogDelete });
export const ErrorBoundary = () => <ScreenError title="Blogs" subject="The blogs" empty="grid" />;

/** 'Untitled Blog', 'No content available.'; the card opens the public article and shows its state. */
const blogCard = (blog: AdminBlog): GridCardContent => ({
  title: blog.title || msg.untitledBlog,
  publicHref: paths.blogArticle(blog._id),
  image: blog.Image,
  editTo: paths.admin.blogUpdate(blog._id),
  body: (
    <>
      <p className="adm-grid-card__state">
        <PublishStateBadge state={blog.state} publishAt={blog.publishAt} />
      </p>
      <p className="adm-grid-card__text">{blog.short_content || msg.noContent}</p>
    </>
  ),
});

export default function BlogList() {
  const list = useLoaderData<typeof clientLoader>();
  return <CardGridScreen list={list} title="Blogs" noun="Blog" addPath={paths.admin.blogAdd} card={blogCard} />;
}
