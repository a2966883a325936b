import {
  DEFAULT_LOCALE,
  blogBody,
  blogFields,
  messages,
  staleMetaTitle,
  staleMetaTitleMessage,
} from '@cadmax/contract';
import { isBlankHtml } from '@cadmax/contract/editor';
import { useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import { blogAdminGetOne, blogCreate, blogUpdate } from '../../api/endpoints';
import type { AdminBlog } from '../../api/types';
import { RequiredMark } from '../../components/required-mark';
import { ImageField } from '../components/image-field';
import { TableFields } from '../components/table-fields';
import { formDataOf } from '../lib/actions';
import { msg } from '../lib/messages';
import { passesSchema } from '../lib/outcome';
import { useUrlLocale } from '../components/language-tabs';
import { recordFormRoute } from '../lib/record-form';
import { useFields } from '../lib/use-fields';
import { RichTextEditor } from './rich-text-editor';

/**
 * /admin/blog-add (add mode) and /admin/blog-update/:id (edit mode, R-4.9). It reads the draft, with its state
 * (D-11.5): what the admin edits, published or not. D-15: /admin/blog-update/:id?locale=hi edits its Hindi texts.
 */
const blogForm = recordFormRoute({
  publishing: 'blog',
  localized: true,
  api: { read: blogAdminGetOne, add: blogCreate, update: blogUpdate },
  loadFailed: { notFound: msg.blogFetchFailed, failed: msg.blogLoadFailed },
});
export const { meta, clientLoader, clientAction, shouldRevalidate, ErrorBoundary } = blogForm;

const valuesOf = (blog: AdminBlog | null) => ({
  title: blog?.title ?? '',
  short_content: blog?.short_content ?? '',
  content: blog?.content ?? '',
  meta_title: blog?.meta_title ?? '',
  meta_description: blog?.meta_description ?? '',
  meta_keyword: blog?.meta_keyword ?? '',
});

/** A language's tab is a form of its own: its fields start from that version's texts. */
export default function BlogFormRoute() {
  return <BlogForm key={useUrlLocale()} />;
}

function BlogForm() {
  const loaded = useLoaderData<typeof clientLoader>();
  const locale = useUrlLocale();
  const translating = locale !== DEFAULT_LOCALE;
  // A Hindi tab of a blog with no Hindi version starts empty, not with the English text it was read with.
  const blog = loaded && (!translating || loaded.locale === locale) ? loaded : null;
  const contentLabel = useId();
  const { values, set, text } = useFields(() => valuesOf(blog));
  const [image, setImage] = useState<File | null>(null);
  const [contentMissing, setContentMissing] = useState(false);

  const build = () => {
    setContentMissing(isBlankHtml(values.content));
    if (isBlankHtml(values.content) || !passesSchema(blogBody, values)) return null;
    const form = formDataOf(values);
    if (image) form.append('imageUrl', image);
    return form;
  };

  return (
    <blogForm.Form editing={Boolean(loaded)} build={build}>
      <TableFields table={blogFields} names={['title', 'short_content']} bind={text} />
      <div className="adm-field">
        <span id={contentLabel} className="adm-label">
          {blogFields.content.label}
          <RequiredMark className="adm-required" />
        </span>
        <RichTextEditor
          labelId={contentLabel}
          initialValue={values.content}
          onChange={(html) => set('content', html)}
        />
        {contentMissing && isBlankHtml(values.content) && (
          <p className="adm-error" role="alert">
            {messages.contentRequired}
          </p>
        )}
      </div>
      <TableFields table={blogFields} names={['meta_title']} bind={text} />
      {blog && staleMetaTitle(blog.title, values.title, values.meta_title) && (
        <p className="adm-notice adm-notice--field" role="status">
          {staleMetaTitleMessage}
        </p>
      )}
      <TableFields table={blogFields} names={['meta_description', 'meta_keyword']} bind={text} />
      {!translating && (
        <ImageField
          label="Image"
          name="imageUrl"
          current={blog?.Image}
          alt="Blog image preview"
          file={image}
          onChange={setImage}
          wide
        />
      )}
    </blogForm.Form>
  );
}
