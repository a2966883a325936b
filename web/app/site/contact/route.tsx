import { contactAdd } from '../../api/endpoints';
import { HERO_IMAGES } from '../../lib/hero-images';
import { generateMeta, organizationLd, siteFromMatches } from '../../lib/meta';
import { submitPublicForm } from '../../lib/public-form.server';
import { useSite } from '../../lib/use-site';
import { paths } from '../../paths';
import { PageBanner } from '../shared/page-banner';
import type { Route } from './+types/route';
import { CONTACT_REQUIRED, ContactForm } from './contact-form';
import './contact.css';
import { fill, messagesFromMatches, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';
export { answerHeaders as headers } from '../../lib/public-form.server';

/** The quote form's submit (contact-form.tsx), sent on to POST /api/contact-add. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm(request, context, {
    required: CONTACT_REQUIRED,
    send: (fields, _file, headers) => contactAdd(fields, headers),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = messagesFromMatches(matches)?.meta;
  return generateMeta(site, {
    title: t?.contactTitle ?? '',
    description: fill(t?.contactDescription ?? '', { company: site?.settings.company_name ?? 'Cadmax' }),
    path: paths.contact,
    jsonLd: organizationLd(site),
  });
};

export default function Contact() {
  const { settings } = useSite();
  const words = useMessages();
  const t = words.pages;
  const blocks = [
    { title: t.address, body: settings.address, href: undefined },
    { title: words.forms.email, body: settings.email, href: `mailto:${settings.email}` },
    { title: words.forms.phone, body: settings.phone, href: `tel:${settings.phone.replace(/\s+/g, '')}` },
  ];
  return (
    <>
      <PageBanner title={t.contactTitle} eyebrow={t.contactEyebrow} image={HERO_IMAGES.contact}>
        <p className="page-banner__lead">{t.contactLead}</p>
      </PageBanner>
      <section className="section" aria-label={words.labels.contactDetails}>
        <div className="container grid contact-blocks">
          {blocks.map((b) => (
            <div key={b.title} className="tile contact-block">
              <h2>{b.title}</h2>
              {b.href ? <a href={b.href}>{b.body}</a> : <p>{b.body}</p>}
            </div>
          ))}
        </div>
      </section>
      <section className="section section--tint" aria-label={words.labels.quoteForm}>
        <div className="container grid contact-grid">
          <ContactForm services={settings.quote_services} />
          {settings.map_embed_url && (
            <div className="map-frame">
              <iframe
                src={settings.map_embed_url}
                title={`Map: ${settings.company_name} office, ${settings.address}`}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                width={600}
                height={450}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
