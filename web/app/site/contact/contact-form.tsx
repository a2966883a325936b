import { Form, useActionData, useNavigation } from 'react-router';
import { SERVICE_OPTIONS } from '@cadmax/contract';
import { FormField, FormResultMessage, HoneypotField } from '../../components/form-field';
import { PhoneInput } from '../../components/phone-input';
import { PROCESSING_LABEL, usePublicForm, type FormResult } from '../../components/use-public-form';

/** Every field is required, the phone included (R-5.1; D-8.9: labelled as required). */
export const CONTACT_REQUIRED = ['name', 'email', 'phone_number', 'services', 'message'] as const;

/**
 * The quote form. It posts to /contact, whose route action sends it to the CMS (lib/public-form.server.ts),
 * so it works without JavaScript; with it, usePublicForm adds the checks, 'Processing..' and the toasts.
 */
export function ContactForm() {
  const navigation = useNavigation();
  const { formRef, onSubmit, submitting, shown, field } = usePublicForm({
    required: CONTACT_REQUIRED,
    result: useActionData<FormResult>(),
    busy: navigation.state !== 'idle' && navigation.formMethod === 'POST',
  });

  return (
    <Form
      ref={formRef}
      method="post"
      className="form"
      onSubmit={onSubmit}
      noValidate
      preventScrollReset
      aria-labelledby="quote-title"
    >
      <h2 id="quote-title" className="form__title">
        Get a Free Quote
      </h2>
      <div className="form__row">
        <FormField id="contact-name" label="Name" required>
          <input id="contact-name" autoComplete="name" {...field('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" required>
          <input id="contact-email" type="email" autoComplete="email" {...field('email')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="contact-phone" label="Phone" required>
          <PhoneInput id="contact-phone" {...field('phone_number')} />
        </FormField>
        <FormField id="contact-services" label="Service" required>
          <select id="contact-services" {...field('services')}>
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
        <textarea id="contact-message" rows={5} {...field('message')} />
      </FormField>
      <HoneypotField />
      <FormResultMessage result={shown} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? PROCESSING_LABEL : 'Send Message'}
      </button>
    </Form>
  );
}
