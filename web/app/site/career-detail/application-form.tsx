import { RESUME_ACCEPT, type CareerPage } from '@cadmax/contract';
import { FormField } from '../../components/form-field';
import { useMessages } from '../../i18n/messages';
import { NameAndEmail, PhoneAndChoice, RouteForm } from '../shared/route-form';

/** Name, email, phone, position and city; the resume is optional. */
export const APPLICATION_REQUIRED = ['name', 'email', 'phone_number', 'position', 'city'] as const;
export const RESUME_FIELD = 'resume';

/**
 * The job application (R-5.2). It posts (multipart, with the resume) to its /career/{slug} page, whose route
 * action sends it to the CMS, so it works without JavaScript (RouteForm). The Position list is the current openings
 * in the CMS (the seeded four are R-3.14's values): each sends its English title, shown in the page's language
 * (D-15). `defaultPosition` is the value of the page's own opening.
 */
export function ApplicationForm({
  positions,
  defaultPosition,
}: {
  positions: CareerPage['positions'];
  defaultPosition: string;
}) {
  const t = useMessages();
  return (
    <RouteForm
      id="apply"
      title={t.forms.applyTitle}
      submitLabel={t.forms.applySubmit}
      required={APPLICATION_REQUIRED}
      file={RESUME_FIELD}
    >
      {(field) => (
        <>
          <NameAndEmail id="apply" field={field} />
          <PhoneAndChoice
            id="apply"
            field={field}
            choice={{
              name: 'position',
              label: t.forms.position,
              placeholder: t.forms.selectPosition,
              options: positions,
              initial: positions.some((p) => p.value === defaultPosition) ? defaultPosition : '',
            }}
          />
          <div className="form__row">
            <FormField id="apply-city" label={t.forms.city} required>
              <input id="apply-city" autoComplete="address-level2" {...field('city')} />
            </FormField>
            <FormField id="apply-resume" label={t.forms.resume}>
              <input id="apply-resume" name={RESUME_FIELD} type="file" accept={RESUME_ACCEPT} />
            </FormField>
          </div>
        </>
      )}
    </RouteForm>
  );
}
