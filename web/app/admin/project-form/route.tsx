import { DEFAULT_LOCALE, fieldsAt, isLocalizedField, projectFields, type Locale } from '@cadmax/contract';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { projectAdd, projectAdminGetOne, projectUpdate } from '../../api/endpoints';
import { ImageField } from '../components/image-field';
import { ImageUploader } from '../components/image-uploader';
import { SlugField, useSlug } from '../components/slug-field';
import { TableFieldGroups } from '../components/table-fields';
import { formDataOf } from '../lib/actions';
import { toImageOrder, type UploadItem } from '../lib/image-order';
import { msg } from '../lib/messages';
import { useUrlLocale } from '../components/language-tabs';
import { recordFormRoute } from '../lib/record-form';
import { textsOf, useFields } from '../lib/use-fields';
import './project-form.css';

/**
 * /admin/project-add and /admin/project-update/:id. It reads the draft, with its state (D-11.5):
 * what the admin edits, published or not. D-15: /admin/project-update/:id?locale=hi edits its Hindi texts.
 */
const projectForm = recordFormRoute({
  publishing: 'project',
  localized: true,
  api: { read: projectAdminGetOne, add: projectAdd, update: projectUpdate },
  loadFailed: { notFound: msg.projectFetchFailed, failed: msg.projectFetchFailed },
});
export const { meta, clientLoader, clientAction, shouldRevalidate, ErrorBoundary } = projectForm;

/** The project's field table's admin fields (@cadmax/contract fields/project.ts), all sent as text. */
const textKeys = fieldsAt(projectFields, 'admin');
/** D-15: those with a text per language: the Hindi tab's (the date, like the media and the slug, is shared). */
const localizedKeys = textKeys.filter((name) => isLocalizedField(projectFields[name]));

/** The logo: the stored one's URL, a newly chosen file, or removed. */
interface LogoState {
  url: string | null;
  file: File | null;
  remove: boolean;
}

/** A language's tab is a form of its own: its fields start from that version's texts. */
export default function ProjectFormRoute() {
  const locale = useUrlLocale();
  return locale === DEFAULT_LOCALE ? <ProjectForm key={locale} /> : <ProjectTranslation key={locale} locale={locale} />;
}

/** The Hindi tab: the project's texts in that language only (empty while it has none). */
function ProjectTranslation({ locale }: { locale: Locale }) {
  const loaded = useLoaderData<typeof clientLoader>();
  const project = loaded?.locale === locale ? loaded : null;
  const { values, text } = useFields(() => textsOf(localizedKeys, project));
  return (
    <projectForm.Form editing={Boolean(loaded)} build={() => formDataOf(values)}>
      <TableFieldGroups table={projectFields} names={localizedKeys} bind={text} />
    </projectForm.Form>
  );
}

function ProjectForm() {
  const project = useLoaderData<typeof clientLoader>();
  const { values, text } = useFields(() => textsOf(textKeys, project));
  const [images, setImages] = useState<UploadItem[]>(() =>
    (project?.images ?? []).map(({ id, url }) => ({ key: `existing-${id}`, kind: 'existing', id, url })),
  );
  const [upcoming, setUpcoming] = useState(project?.upcoming ?? false);
  const slug = useSlug('project', project?.slug, values.title);
  const [logo, setLogo] = useState<LogoState>({ url: project?.logo ?? null, file: null, remove: false });

  const build = () => {
    const form = formDataOf(values);
    form.append('upcoming', String(upcoming));
    // D-14.6: a changed slug only; empty keeps the stored one (a new project's is made from its title).
    form.append('slug', slug.changed);
    if (logo.file) form.append('logo', logo.file);
    else if (logo.remove) form.append('removeLogo', 'true');
    // D-8.4: the images are sent, in the uploader's order; the first is the cover.
    const { imageOrder, files } = toImageOrder(images);
    form.append('imageOrder', JSON.stringify(imageOrder));
    for (const file of files) form.append('images', file);
    return form;
  };

  return (
    <projectForm.Form editing={Boolean(project)} build={build}>
      <TableFieldGroups
        table={projectFields}
        names={textKeys}
        bind={text}
        extra={{
          Basics: <SlugField {...slug.field} />,
          'Listing details': (
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
          ),
        }}
      />
      <ImageUploader items={images} onChange={setImages} />
      <LogoPicker logo={logo} onChange={setLogo} />
    </projectForm.Form>
  );
}

/** The project's logo: one image, shown on its public page; optional. */
function LogoPicker({ logo, onChange }: { logo: LogoState; onChange: (logo: LogoState) => void }) {
  const stored = logo.remove ? null : logo.url;
  return (
    <fieldset className="adm-group">
      <legend>Logo</legend>
      <div className="adm-logo">
        <ImageField
          label="Logo image (optional)"
          name="logo"
          current={stored}
          alt="Chosen logo"
          file={logo.file}
          onChange={(file) => onChange({ ...logo, file, remove: false })}
        />
        {(logo.file || stored) && (
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
