import { Form, useActionData, useNavigation } from 'react-router';
import { FILE_MAX_BYTES, RESUME_ACCEPT } from '@cadmax/contract';
import { FormField, FormResultMessage, HoneypotField } from '../../components/form-field';
import { PhoneInput } from '../../components/phone-input';
import { PROCESSING_LABEL, usePublicForm, type FormResult } from '../../components/use-public-form';

/** Name, email, phone, position and city; the resume is optional. */
export const APPLICATION_REQUIRED = ['name', 'email', 'phone_number', 'position', 'city'] as const;
export const RESUME_FIELD = 'resume';

/**
 * The job application (R-5.2). It posts (multipart, with the resume) to its /career/{slug} page, whose route
 * action sends it to the CMS, so it works without JavaScript; with it, usePublicForm adds the checks,
 * 'Processing..' and the toasts. The Position list is the titles of the current openings in the CMS (the seeded
 * four are R-3.14's values).
 */
export function ApplicationForm({ positions, defaultPosition }: { positions: string[]; defaultPosition: string }) {
  const navigation = useNavigation();
  const { formRef, onSubmit, submitting, shown, field } = usePublicForm({
    required: APPLICATION_REQUIRED,
    result: useActionData<FormResult>(),
    busy: navigation.state !== 'idle' && navigation.formMethod === 'POST',
    file: RESUME_FIELD,
  });

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="form"
      onSubmit={onSubmit}
      noValidate
      preventScrollReset
      aria-labelledby="apply-title"
    >
      <h2 id="apply-title" className="form__title">
        Apply for this role
      </h2>
      <div className="form__row">
        <FormField id="apply-name" label="Name" required>
          <input id="apply-name" autoComplete="name" {...field('name')} />
        </FormField>
        <FormField id="apply-email" label="Email" required>
          <input id="apply-email" type="email" autoComplete="email" {...field('email')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="apply-phone" label="Phone" required>
          <PhoneInput id="apply-phone" {...field('phone_number')} />
        </FormField>
        <FormField id="apply-position" label="Position" required>
          <select id="apply-position" {...field('position', positions.find((p) => p === defaultPosition) ?? '')}>
            <option value="">Select a position</option>
            {positions.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="apply-city" label="City" required>
          <input id="apply-city" autoComplete="address-level2" {...field('city')} />
        </FormField>
        <FormField id="apply-resume" label={`Resume (PDF, DOC or DOCX, up to ${FILE_MAX_BYTES / (1024 * 1024)} MB)`}>
          <input id="apply-resume" name={RESUME_FIELD} type="file" accept={RESUME_ACCEPT} />
        </FormField>
      </div>
      <HoneypotField />
      <FormResultMessage result={shown} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? PROCESSING_LABEL : 'Submit Application'}
      </button>
    </Form>
  );
}
