import { LOCATION_MAX, NAME_MAX } from '../limits';
import type { FieldTable } from './table';

/**
 * A /blog featured slide's text fields (edited in the Strapi panel). An upcoming project's slide carries the same
 * fields from the project (fields/project.ts), with the same limits.
 */
export const featuredProjectFields = {
  title: { label: 'Title', max: 150, required: true },
  type: { label: 'Type', max: NAME_MAX },
  location: { label: 'Location', max: LOCATION_MAX },
  launch: { label: 'Launch', max: NAME_MAX },
  area: { label: 'Area', max: NAME_MAX },
} as const satisfies FieldTable;
