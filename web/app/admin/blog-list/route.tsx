import { blogAdminGet, blogDelete } from '../../api/endpoints';
import type { AdminBlog } from '../../api/types';
import { paths } from '../../paths';
import { cardGridRoute } from '../components/card-grid';
import { msg } from '../lib/messages';

/**
 * Every blog, drafts included, with its state (D-11.5).: 'Untitled Blog', 'No content available.'; the
 * card opens the public article.
 */
const blogList = cardGridRoute({
  type: 'blog',
  read: blogAdminGet,
  remove: blogDelete,
  card: (blog: AdminBlog) => ({
    title: blog.title || msg.untitledBlog,
    publicHref: paths.blogArticle(blog._id),
    image: blog.Image,
    body: <p className="adm-grid-card__text">{blog.short_content || msg.noContent}</p>,
  }),
});
export const { meta, clientLoader, clientAction, ErrorBoundary } = blogList;
export default blogList.Screen;
