import { LOCATION_MAX, LONG_TEXT_MAX, NAME_MAX, SUMMARY_MAX, TITLE_MAX } from '../limits';
import type { FieldTable } from './table';

const LISTING = 'Shown on the project page; for an upcoming project also on the /blog featured slider.';

/**
 * A project's text fields (R-5.6: title ≤100, content ≤300, client, category and date required; the rest are the
 * public page's, docs/api.md). The order is the API's: its first issue is the first field wrong in it.
 */
export const projectFields = {
  title: { label: 'Title', max: TITLE_MAX, required: true, counter: 'Minimum 100 words.', group: 'Basics' },
  content: {
    label: 'Content',
    max: SUMMARY_MAX,
    required: true,
    input: 'lines',
    counter: 'Minimum 300 words.',
    group: 'Basics',
    shows: ['admin', 'panel'],
  },
  short_content: {
    label: 'Short content',
    max: SUMMARY_MAX,
    input: 'lines',
    help: 'A summary for the admin list.',
    shows: ['panel'],
  },
  client: { label: 'Client', max: NAME_MAX, required: true, group: 'Client & testimonial' },
  category: { label: 'Category', max: NAME_MAX, required: true, group: 'Basics' },
  date: { label: 'Date', required: true, input: 'date', group: 'Basics', localized: false },
  description: {
    label: 'Description',
    max: LONG_TEXT_MAX,
    input: 'lines',
    help: 'The project page’s text; Content is used when empty.',
    group: 'Basics',
  },
  location: { label: 'Location', max: LOCATION_MAX, example: 'e.g. Ajmer Road, Jaipur', group: 'Listing details' },
  testimonial: {
    label: 'Testimonial',
    max: LONG_TEXT_MAX,
    input: 'lines',
    help: 'The client’s quote on the project page; empty leaves the section out.',
    group: 'Client & testimonial',
  },
  testimonial_author: {
    label: 'Testimonial author',
    max: NAME_MAX,
    help: 'The client when empty.',
    group: 'Client & testimonial',
  },
  testimonial_role: {
    label: 'Testimonial author role',
    max: NAME_MAX,
    example: 'e.g. Managing Director',
    group: 'Client & testimonial',
  },
  type: { label: 'Type', max: NAME_MAX, help: LISTING, example: 'e.g. Gated Township', group: 'Listing details' },
  launch: { label: 'Launch', max: NAME_MAX, help: LISTING, example: 'e.g. March 2027', group: 'Listing details' },
  area: { label: 'Area', max: NAME_MAX, help: LISTING, example: 'e.g. 12 Acres', group: 'Listing details' },
} as const satisfies FieldTable;
