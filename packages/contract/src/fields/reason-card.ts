import type { FieldTable } from './table';

/** A "why us" card's text fields (the home and about pages; edited in the Strapi panel). */
export const reasonCardFields = {
  title: { label: 'Title', max: 150, required: true },
  description: { label: 'Description', max: 1000, input: 'lines' },
} as const satisfies FieldTable;
