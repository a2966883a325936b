import type { QuoteService } from '@cadmax/contract';
import { FormField } from '../../components/form-field';
import { useMessages } from '../../i18n/messages';
import { NameAndEmail, PhoneAndChoice, RouteForm } from '../shared/route-form';

/** Every field is required, the phone included (R-5.1; D-8.9: labelled as required). */
export const CONTACT_REQUIRED = ['name', 'email', 'phone_number', 'services', 'message'] as const;

/**
 * The quote form (R-5.1). Its services are the list the site admin keeps (R-3.13, D-8.13: the site settings'
 * `quote_services`); the CMS accepts a service from that list only. It posts to /contact, whose route action sends it to the CMS (lib/public-form.server.ts),
 * so it works without JavaScript (RouteForm).
 */
export function ContactForm({ services }: { services: readonly QuoteService[] }) {
  const t = useMessages();
  return (
    <RouteForm
      id="contact"
      title={t.forms.contactTitle}
      submitLabel={t.forms.contactSubmit}
      required={CONTACT_REQUIRED}
    >
      {(field) => (
        <>
          <NameAndEmail id="contact" field={field} />
          <PhoneAndChoice
            id="contact"
            field={field}
            choice={{ name: 'services', label: t.forms.service, placeholder: t.forms.selectService, options: services }}
          />
          <FormField id="contact-message" label={t.forms.message} required>
            <textarea id="contact-message" rows={5} {...field('message')} />
          </FormField>
        </>
      )}
    </RouteForm>
  );
}
