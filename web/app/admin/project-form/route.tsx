import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { projectAdd, projectGetOne, projectUpdate } from '../../api/endpoints';
import { paths } from '../../paths';
import { Field, TextArea } from '../components/field';
import { ImageUploader } from '../components/image-uploader';
import { LimitedField } from '../components/limited-field';
import { Card, PageHeader } from '../components/page-header';
import { Loading } from '../components/states';
import { ACCEPTED_IMAGES, toImageOrder, type UploadItem } from '../lib/image-order';
import { msg, TEXT_MAX, TITLE_MAX } from '../lib/messages';
import { reportSave, reportSaveError } from '../lib/outcome';
import './project-form.css';

export const meta = () => [{ title: 'Project | Admin' }];

/** The spec's fields (required) and the optional ones the public pages show (docs/api.md); all sent as text. */
interface ProjectFields {
  title: string;
  content: string;
  client: string;
  category: string;
  date: string;
  description: string;
  location: string;
  testimonial: string;
  testimonial_author: string;
  testimonial_role: string;
  type: string;
  launch: string;
  area: string;
}

const blank: ProjectFields = {
  title: '',
  content: '',
  client: '',
  category: '',
  date: '',
  description: '',
  location: '',
  testimonial: '',
  testimonial_author: '',
  testimonial_role: '',
  type: '',
  launch: '',
  area: '',
};

/** The logo: the stored one's URL, a newly chosen file, or removed. */
interface LogoState {
  url: string | null;
  file: File | null;
  remove: boolean;
}

const noLogo: LogoState = { url: null, file: null, remove: false };

/** /admin/project-add and /admin/project-update/:id. */
export default function ProjectForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProjectFields>(blank);
  const [images, setImages] = useState<UploadItem[]>([]);
  const [upcoming, setUpcoming] = useState(false);
  const [logo, setLogo] = useState<LogoState>(noLogo);
  const [loading, setLoading] = useState(Boolean(id));
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof ProjectFields) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  useEffect(() => {
    if (!id) {
      setValues(blank);
      setImages([]);
      setUpcoming(false);
      setLogo(noLogo);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    projectGetOne(id).then(
      (answer) => {
        if (!live) return;
        if (answer.status && answer.data) {
          const p = answer.data;
          setValues({
            title: p.title,
            content: p.content,
            client: p.client,
            category: p.category,
            date: p.date,
            description: p.description,
            location: p.location,
            testimonial: p.testimonial,
            testimonial_author: p.testimonial_author,
            testimonial_role: p.testimonial_role,
            type: p.type,
            launch: p.launch,
            area: p.area,
          });
          setUpcoming(p.upcoming);
          setLogo({ url: p.logo, file: null, remove: false });
          const stored = p.images;
          setImages(
            stored.map((image) => ({ key: `existing-${image.id}`, kind: 'existing', id: image.id, url: image.url })),
          );
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
    form.append('upcoming', String(upcoming));
    if (logo.file) form.append('logo', logo.file);
    else if (logo.remove) form.append('removeLogo', 'true');
    // D-8.4: the images are sent, in the uploader's order; the first is the cover.
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
        setUpcoming(false);
        setLogo(noLogo);
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
            <fieldset className="adm-group">
              <legend>Basics</legend>
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
                label="Content"
                name="content"
                required
                multiline
                max={TEXT_MAX}
                hint="Minimum 300 words."
                value={values.content}
                onChange={set('content')}
              />
              <TextArea
                label="Description (project page; Content is used when empty)"
                name="description"
                value={values.description}
                onChange={set('description')}
              />
              <div className="adm-form__row">
                <Field
                  label="Category"
                  name="category"
                  required
                  value={values.category}
                  onChange={(e) => set('category')(e.target.value)}
                />
                <Field
                  label="Date"
                  name="date"
                  type="date"
                  required
                  value={values.date}
                  onChange={(e) => set('date')(e.target.value)}
                />
              </div>
            </fieldset>
            <fieldset className="adm-group">
              <legend>Client &amp; testimonial</legend>
              <Field
                label="Client"
                name="client"
                required
                value={values.client}
                onChange={(e) => set('client')(e.target.value)}
              />
              <TextArea
                label="Testimonial quote"
                name="testimonial"
                value={values.testimonial}
                onChange={set('testimonial')}
              />
              <div className="adm-form__row">
                <Field
                  label="Quote author"
                  name="testimonial_author"
                  placeholder="The client when empty"
                  value={values.testimonial_author}
                  onChange={(e) => set('testimonial_author')(e.target.value)}
                />
                <Field
                  label="Author role"
                  name="testimonial_role"
                  placeholder="e.g. Managing Director"
                  value={values.testimonial_role}
                  onChange={(e) => set('testimonial_role')(e.target.value)}
                />
              </div>
            </fieldset>
            <fieldset className="adm-group">
              <legend>Listing details</legend>
              <div className="adm-form__row">
                <Field
                  label="Location"
                  name="location"
                  placeholder="e.g. Ajmer Road, Jaipur"
                  value={values.location}
                  onChange={(e) => set('location')(e.target.value)}
                />
                <Field
                  label="Type"
                  name="type"
                  placeholder="e.g. Gated Township"
                  value={values.type}
                  onChange={(e) => set('type')(e.target.value)}
                />
              </div>
              <div className="adm-form__row">
                <Field
                  label="Launch"
                  name="launch"
                  placeholder="e.g. March 2027"
                  value={values.launch}
                  onChange={(e) => set('launch')(e.target.value)}
                />
                <Field
                  label="Area"
                  name="area"
                  placeholder="e.g. 12 Acres"
                  value={values.area}
                  onChange={(e) => set('area')(e.target.value)}
                />
              </div>
              <label className="adm-check">
                <input
                  type="checkbox"
                  name="upcoming"
                  checked={upcoming}
                  onChange={(e) => setUpcoming(e.target.checked)}
                />
                <span>
                  Upcoming project
                  <span className="adm-check__hint">
                    Shows the &apos;Upcoming Project&apos; badge; with a type, launch or area it also joins the blog
                    page&apos;s featured slider.
                  </span>
                </span>
              </label>
            </fieldset>
            <ImageUploader items={images} onChange={setImages} />
            <LogoPicker logo={logo} onChange={setLogo} />
            <div className="adm-form__actions">
              <button
                type="button"
                className="adm-btn adm-btn--ghost"
                onClick={() => navigate(paths.admin.projects)}
                disabled={submitting}
              >
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

/** The project's logo: one image, shown on its public page; optional. */
function LogoPicker({ logo, onChange }: { logo: LogoState; onChange: (logo: LogoState) => void }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!logo.file) return setPreview(null);
    const url = URL.createObjectURL(logo.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo.file]);
  const shown = preview ?? (logo.remove ? null : logo.url);
  return (
    <fieldset className="adm-group">
      <legend>Logo</legend>
      <div className="adm-logo">
        {shown && <img className="adm-thumb" src={shown} alt="Chosen logo" />}
        <div className="adm-field">
          <label htmlFor="project-logo">Logo image (optional)</label>
          <input
            id="project-logo"
            type="file"
            name="logo"
            accept={ACCEPTED_IMAGES}
            onChange={(e) => onChange({ ...logo, file: e.target.files?.[0] ?? null, remove: false })}
          />
        </div>
        {shown && (
          <button
            type="button"
            className="adm-btn adm-btn--ghost"
            onClick={() => onChange({ ...logo, file: null, remove: true })}
          >
            Remove logo
          </button>
        )}
      </div>
    </fieldset>
  );
}
