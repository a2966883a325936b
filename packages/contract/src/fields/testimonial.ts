import { NAME_MAX } from '../limits';
import type { FieldTable } from './table';

/** A home page testimonial's text fields (edited in the Strapi panel). */
export const testimonialFields = {
  text: { label: 'Testimonial', max: 2000, input: 'lines' },
  author: { label: 'Author', max: NAME_MAX },
  company: { label: 'Company', max: 150 },
} as const satisfies FieldTable;
