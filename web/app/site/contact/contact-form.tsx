import { SERVICE_OPTIONS } from '@cadmax/contract';
import { FormField } from '../../components/form-field';
import { PhoneInput } from '../../components/phone-input';
import { NameAndEmail, RouteForm } from '../shared/route-form';

/** Every field is required, the phone included (R-5.1; D-8.9: labelled as required). */
export const CONTACT_REQUIRED = ['name', 'email', 'phone_number', 'services', 'message'] as const;

/**
 * The quote form. It posts to /contact, whose route action sends it to the CMS (lib/public-form.server.ts),
 * so it works without JavaScript (RouteForm).
 */
export function ContactForm() {
  return (
    <RouteForm id="contact" title="Get a Free Quote" submitLabel="Send Message" required={CONTACT_REQUIRED}>
      {(field) => (
        <>
          <NameAndEmail id="contact" field={field} />
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
        </>
      )}
    </RouteForm>
  );
}
