import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { projectAdd, projectGetOne, projectUpdate } from '../../api/endpoints';
import { paths } from '../../paths';
import { Field } from '../components/field';
import { ImageUploader } from '../components/image-uploader';
import { LimitedField } from '../components/limited-field';
import { Card, PageHeader } from '../components/page-header';
import { Loading } from '../components/states';
import { toImageOrder, type UploadItem } from '../lib/image-order';
import { msg, TEXT_MAX, TITLE_MAX } from '../lib/messages';
import { reportSave, reportSaveError } from '../lib/outcome';

export const meta = () => [{ title: 'Project | Admin' }];

interface ProjectFields {
  title: string;
  content: string;
  client: string;
  category: string;
  date: string;
}

const blank: ProjectFields = { title: '', content: '', client: '', category: '', date: '' };

/** /admin/project-add and /admin/project-update/:id (SPEC §4, §5). */
export default function ProjectForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProjectFields>(blank);
  const [images, setImages] = useState<UploadItem[]>([]);
  const [loading, setLoading] = useState(Boolean(id));
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof ProjectFields) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  useEffect(() => {
    if (!id) {
      setValues(blank);
      setImages([]);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    projectGetOne(id).then(
      (answer) => {
        if (!live) return;
        if (answer.status && answer.data) {
          const { title, content, client, category, date, images: stored } = answer.data;
          setValues({ title, content, client, category, date });
          setImages(stored.map((image) => ({ key: `existing-${image.id}`, kind: 'existing', id: image.id, url: image.url })));
        } else toast.error(msg.projectFetchFailed);
        setLoading(false);
      },
      () => {
        if (!live) return;
        toast.error(msg.projectFetchFailed);
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
    setSubmitting(true);
    const form = new FormData();
    if (id) form.append('_id', id);
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    // GUIDE decision: the images are sent, in the uploader's order; the first is the cover.
    const { imageOrder, files } = toImageOrder(images);
    form.append('imageOrder', JSON.stringify(imageOrder));
    for (const file of files) form.append('images', file);
    try {
      const saved = reportSave(id ? await projectUpdate(form) : await projectAdd(form));
      setSubmitting(false);
      if (!saved) return;
      if (!id) {
        setValues(blank);
        setImages([]);
      }
      navigate(paths.admin.projects);
    } catch (error) {
      reportSaveError(error);
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageHeader title={id ? 'Edit Project' : 'Add Project'} />
      <Card>
        {loading ? (
          <Loading />
        ) : (
          <form className="adm-form" onSubmit={submit}>
            <LimitedField label="Title" name="title" required max={TITLE_MAX} hint="Minimum 100 words." value={values.title} onChange={set('title')} />
            <LimitedField label="Content" name="content" required multiline max={TEXT_MAX} hint="Minimum 300 words." value={values.content} onChange={set('content')} />
            <div className="adm-form__row">
              <Field label="Client" name="client" required value={values.client} onChange={(e) => set('client')(e.target.value)} />
              <Field label="Category" name="category" required value={values.category} onChange={(e) => set('category')(e.target.value)} />
              <Field label="Date" name="date" type="date" required value={values.date} onChange={(e) => set('date')(e.target.value)} />
            </div>
            <ImageUploader items={images} onChange={setImages} />
            <div className="adm-form__actions">
              <button type="button" className="adm-btn adm-btn--ghost" onClick={() => navigate(paths.admin.projects)} disabled={submitting}>
                Cancel
              </button>
              <button type="submit" className="adm-btn adm-btn--primary" disabled={submitting}>
                {submitting ? (id ? 'Updating...' : 'Saving...') : id ? 'Update Project' : 'Save Project'}
              </button>
            </div>
          </form>
        )}
      </Card>
    </>
  );
}
