import { LONG_TEXT_MAX, NAME_MAX, QUOTE_MAX, SUMMARY_MAX, TITLE_MAX } from '../limits';
import type { FieldTable } from './table';

/**
 * A job opening's text fields (R-5.4: title, location and about (≤300) required; the rest are the public career
 * pages'). Its skills, a list typed one a line, are the body's own (schemas.ts). The order is the API's.
 */
export const jobOpeningFields = {
  title: { label: 'Title', max: TITLE_MAX, required: true },
  location: { label: 'Location', max: NAME_MAX, required: true },
  job_type: { label: 'Employment Type', max: NAME_MAX, example: 'Full-Time' },
  experience: { label: 'Experience', max: NAME_MAX, example: '2-5 Years' },
  about: {
    label: 'About',
    max: SUMMARY_MAX,
    required: true,
    input: 'lines',
    counter: 'Minimum 300 words.',
    wide: true,
  },
  responsibilities: { label: 'Responsibilities', max: LONG_TEXT_MAX, input: 'lines' },
  qualifications: { label: 'Qualifications', max: LONG_TEXT_MAX, input: 'lines' },
  offers: { label: 'Offers', max: LONG_TEXT_MAX, input: 'lines' },
  role: { label: 'Role', max: NAME_MAX, help: 'The card’s subtitle; the title when empty.' },
  quote: { label: 'Quote', max: QUOTE_MAX, help: 'On the career page.', wide: true },
} as const satisfies FieldTable;
