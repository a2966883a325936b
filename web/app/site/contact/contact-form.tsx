import type { FormEvent } from 'react';
import { contactAdd } from '../../api/endpoints';
import type { ContactEnquiry } from '../../api/types';
import { FormField, HoneypotField } from '../../components/form-field';
import { PhoneInput } from '../../components/phone-input';
import { PROCESSING_LABEL, usePublicForm } from '../../components/use-public-form';

/** SPEC §3: service values and their labels. */
export const SERVICE_OPTIONS: { value: ContactEnquiry['services']; label: string }[] = [
  { value: 'home', label: 'Home Renovation' },
  { value: 'Office', label: 'Office Setup' },
  { value: 'Commercial', label: 'Commercial Design' },
];

const INITIAL = { name: '', email: '', phone_number: '', services: '', message: '', website: '' };

/** The quote form (SPEC §5): every field is required, the phone included (GUIDE: labelled as required). */
export function ContactForm() {
  const { values, setValue, submitting, submit, ready, formRef } = usePublicForm(INITIAL, ['name', 'email', 'phone_number', 'services', 'message']);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit((v) => contactAdd({ ...v, services: v.services as ContactEnquiry['services'] }));
  }

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-labelledby="quote-title">
      <h2 id="quote-title" className="form__title">
        Get a Free Quote
      </h2>
      <div className="form__row">
        <FormField id="contact-name" label="Name" required>
          <input id="contact-name" name="name" autoComplete="name" value={values.name} onChange={(e) => setValue('name', e.target.value)} />
        </FormField>
        <FormField id="contact-email" label="Email" required>
          <input id="contact-email" name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setValue('email', e.target.value)} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="contact-phone" label="Phone" required>
          <PhoneInput id="contact-phone" name="phone_number" value={values.phone_number} onValueChange={(v) => setValue('phone_number', v)} />
        </FormField>
        <FormField id="contact-services" label="Service" required>
          <select id="contact-services" name="services" value={values.services} onChange={(e) => setValue('services', e.target.value)}>
            <option value="">Select a service</option>
            {SERVICE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="contact-message" label="Message" required>
        <textarea id="contact-message" name="message" rows={5} value={values.message} onChange={(e) => setValue('message', e.target.value)} />
      </FormField>
      <HoneypotField value={values.website} onChange={(v) => setValue('website', v)} />
      <button type="submit" className="button button--primary" disabled={submitting || !ready}>
        {submitting ? PROCESSING_LABEL : 'Send Message'}
      </button>
    </form>
  );
}
