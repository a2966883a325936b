import { TITLE_MAX } from '../limits';
import type { FieldTable } from './table';

/**
 * A service's text fields (edited in the Strapi panel). The home page's cards and /services show all but the second
 * description, which only the service's own page shows; its descriptions are unlimited, as the schema leaves them.
 * Its slug keeps the slug rule of every page address (slugs.ts, D-14.6), not a table's.
 */
export const serviceFields = {
  title: { label: 'Title', max: TITLE_MAX, required: true },
  tagline: { label: 'Tagline', max: 200 },
  description: { label: 'Description', input: 'lines' },
  description2: { label: 'Second description', input: 'lines', help: 'On the service’s own page only.' },
} as const satisfies FieldTable;
