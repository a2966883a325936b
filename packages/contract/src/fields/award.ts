import type { FieldTable } from './table';

/** An about page award's text field (edited in the Strapi panel). */
export const awardFields = {
  name: { label: 'Name', max: 150, required: true },
} as const satisfies FieldTable;
