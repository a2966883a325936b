import { blogBody } from '@cadmax/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { blogCreate, blogGetOne, blogUpdate } from '../../api/endpoints';
import { paths } from '../../paths';
import { Field } from '../components/field';
import { LimitedField } from '../components/limited-field';
import { Card, PageHeader } from '../components/page-header';
import { Loading } from '../components/states';
import { ACCEPTED_IMAGES } from '../lib/image-order';
import { msg, TEXT_MAX, TITLE_MAX } from '../lib/messages';
import { passesSchema, reportSave, reportSaveError } from '../lib/outcome';
import { isBlankHtml } from './editor-config';
import { RichTextEditor } from './rich-text-editor';

export const meta = () => [{ title: 'Blog | Admin' }];

interface BlogFields {
  title: string;
  short_content: string;
  content: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
}

const blank: BlogFields = {
  title: '',
  short_content: '',
  content: '',
  meta_title: '',
  meta_description: '',
  meta_keyword: '',
};

/** /admin/blog-add (add mode) and /admin/blog-update/:id (edit mode, R-4.9). */
export default function BlogForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const contentLabel = useId();
  const [values, setValues] = useState<BlogFields>(blank);
  const [currentImage, setCurrentImage] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [loading, setLoading] = useState(Boolean(id));
  const [contentMissing, setContentMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof BlogFields) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  // Edit mode loads the record first.
  useEffect(() => {
    if (!id) {
      setValues(blank);
      setCurrentImage(null);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    blogGetOne(id).then(
      (answer) => {
        if (!live) return;
        if (answer.status && answer.data) {
          const { title, short_content, content, meta_title, meta_description, meta_keyword, Image } = answer.data;
          setValues({ title, short_content, content, meta_title, meta_description, meta_keyword });
          setCurrentImage(Image);
        } else toast.error(msg.blogFetchFailed);
        setLoading(false);
      },
      () => {
        if (!live) return;
        toast.error(msg.blogLoadFailed);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (isBlankHtml(values.content)) {
      setContentMissing(true);
      return;
    }
    setContentMissing(false);
    if (!passesSchema(blogBody, values)) return;
    setSubmitting(true);
    const form = new FormData();
    if (id) form.append('_id', id);
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    if (image) form.append('imageUrl', image);
    try {
      const saved = reportSave(id ? await blogUpdate(form) : await blogCreate(form));
      setSubmitting(false);
      if (!saved) return;
      if (!id) {
        setValues(blank);
        setImage(null);
        setFileKey((k) => k + 1);
      }
      navigate(paths.admin.blogs);
    } catch (error) {
      reportSaveError(error);
      setSubmitting(false);
    }
  };

  const title = id ? 'Edit Blog' : 'Add Blog';
  return (
    <>
      <PageHeader title={title} />
      <Card>
        {loading ? (
          <Loading />
        ) : (
          <form className="adm-form" onSubmit={submit}>
            <LimitedField
              label="Title"
              name="title"
              required
              max={TITLE_MAX}
              hint="Minimum 100 words."
              value={values.title}
              onChange={set('title')}
            />
            <LimitedField
              label="Short Content"
              name="short_content"
              required
              multiline
              max={TEXT_MAX}
              hint="Minimum 300 words."
              value={values.short_content}
              onChange={set('short_content')}
            />
            <div className="adm-field">
              <span id={contentLabel} className="adm-label">
                Content
                <span className="adm-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </span>
              <RichTextEditor labelId={contentLabel} value={values.content} onChange={set('content')} />
              {contentMissing && isBlankHtml(values.content) && (
                <p className="adm-error" role="alert">
                  Content is required.
                </p>
              )}
            </div>
            <Field
              label="Meta Title"
              name="meta_title"
              value={values.meta_title}
              onChange={(e) => set('meta_title')(e.target.value)}
            />
            <Field
              label="Meta Description"
              name="meta_description"
              value={values.meta_description}
              onChange={(e) => set('meta_description')(e.target.value)}
            />
            <Field
              label="Meta Keywords"
              name="meta_keyword"
              value={values.meta_keyword}
              onChange={(e) => set('meta_keyword')(e.target.value)}
            />
            <div className="adm-field">
              <label htmlFor="blog-image">Image</label>
              {(image || currentImage) && <ImagePreview file={image} fallback={currentImage} />}
              <input
                key={fileKey}
                id="blog-image"
                type="file"
                name="imageUrl"
                accept={ACCEPTED_IMAGES}
                onChange={(e) => setImage(e.target.files?.[0] ?? null)}
              />
            </div>
            <div className="adm-form__actions">
              <button
                type="button"
                className="adm-btn adm-btn--ghost"
                onClick={() => navigate(paths.admin.blogs)}
                disabled={submitting}
              >
                Cancel
              </button>
              <button type="submit" className="adm-btn adm-btn--primary" disabled={submitting}>
                {submitting ? (id ? 'Updating...' : 'Saving...') : id ? 'Update Blog' : 'Save Blog'}
              </button>
            </div>
          </form>
        )}
      </Card>
    </>
  );
}

function ImagePreview({ file, fallback }: { file: File | null; fallback: string | null }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const src = url ?? fallback;
  return src ? <img className="adm-thumb adm-thumb--wide" src={src} alt="Blog image preview" /> : null;
}
