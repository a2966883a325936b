import { EMAIL_MAX } from '../limits';
import type { FieldTable } from './table';

const CONTACT = 'in the footer and on /contact';
const LINK = { max: 500, shows: ['panel'], localized: false } as const;

/**
 * The site settings' text fields (edited in the Strapi panel; the quote form's services are the React admin's,
 * quote-services.ts). The links are the panel's here: every write passes the link rules (site-links.ts), and the
 * public answers carry each one only as a link that passes them, or null (`map_embed_url`, `social`).
 */
export const siteSettingFields = {
  company_name: {
    label: 'Company name',
    max: 100,
    required: true,
    help: 'Shown in the header, footer and page titles.',
  },
  tagline: { label: 'Tagline', max: 200 },
  address: { label: 'Address', max: 500, input: 'lines', help: `The office address ${CONTACT}.` },
  email: {
    label: 'Email',
    max: EMAIL_MAX,
    help: `The contact email ${CONTACT}; new enquiries are mailed here.`,
    localized: false,
  },
  phone: { label: 'Phone', max: 30, help: `The contact phone ${CONTACT}.`, localized: false },
  map_embed_url: {
    label: 'Map embed URL',
    max: 2000,
    input: 'lines',
    help: 'A Google Maps embed link (https://www.google.com/maps/embed?…) for /contact.',
    shows: ['panel'],
    localized: false,
  },
  facebook_url: { label: 'Facebook URL', ...LINK },
  instagram_url: { label: 'Instagram URL', ...LINK },
  linkedin_url: { label: 'LinkedIn URL', ...LINK },
  twitter_url: { label: 'X (Twitter) URL', ...LINK },
  youtube_url: { label: 'YouTube URL', ...LINK },
  hero_title: { label: 'Hero title', max: 200 },
  hero_subtitle: { label: 'Hero subtitle', max: 500, input: 'lines' },
  intro_title: { label: 'Intro title', max: 200 },
  intro_text: { label: 'Intro text', max: 2000, input: 'lines' },
} as const satisfies FieldTable;
