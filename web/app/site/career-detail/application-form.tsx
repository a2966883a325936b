import { useRef, type FormEvent } from 'react';
import { jobAdd } from '../../api/endpoints';
import { FormField, HoneypotField } from '../../components/form-field';
import { PhoneInput } from '../../components/phone-input';
import { PROCESSING_LABEL, usePublicForm } from '../../components/use-public-form';

/**
 * The job application (SPEC §5): name, email, phone, position and city required; the resume is optional. The
 * Position list is the titles of the current openings in the CMS (the seeded four are SPEC §3's values).
 */
export function ApplicationForm({ positions, defaultPosition }: { positions: string[]; defaultPosition: string }) {
  const initial = { name: '', email: '', phone_number: '', position: positions.find((p) => p === defaultPosition) ?? '', city: '', website: '' };
  const { values, setValue, submitting, submit, resetKey, ready, formRef } = usePublicForm(initial, ['name', 'email', 'phone_number', 'position', 'city']);
  const resume = useRef<HTMLInputElement>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit((v) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(v)) form.append(key, value);
      const file = resume.current?.files?.[0];
      if (file) form.append('resume', file);
      return jobAdd(form);
    });
  }

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-labelledby="apply-title">
      <h2 id="apply-title" className="form__title">
        Apply for this role
      </h2>
      <div className="form__row">
        <FormField id="apply-name" label="Name" required>
          <input id="apply-name" name="name" autoComplete="name" value={values.name} onChange={(e) => setValue('name', e.target.value)} />
        </FormField>
        <FormField id="apply-email" label="Email" required>
          <input id="apply-email" name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setValue('email', e.target.value)} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="apply-phone" label="Phone" required>
          <PhoneInput id="apply-phone" name="phone_number" value={values.phone_number} onValueChange={(v) => setValue('phone_number', v)} />
        </FormField>
        <FormField id="apply-position" label="Position" required>
          <select id="apply-position" name="position" value={values.position} onChange={(e) => setValue('position', e.target.value)}>
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
          <input id="apply-city" name="city" autoComplete="address-level2" value={values.city} onChange={(e) => setValue('city', e.target.value)} />
        </FormField>
        <FormField id="apply-resume" label="Resume (PDF, DOC or DOCX, up to 5 MB)">
          {/* Keyed on resetKey: a file input cannot be cleared through React state. */}
          <input key={resetKey} ref={resume} id="apply-resume" name="resume" type="file" accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document" />
        </FormField>
      </div>
      <HoneypotField value={values.website} onChange={(v) => setValue('website', v)} />
      <button type="submit" className="button button--primary" disabled={submitting || !ready}>
        {submitting ? PROCESSING_LABEL : 'Submit Application'}
      </button>
    </form>
  );
}
