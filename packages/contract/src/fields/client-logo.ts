import type { FieldTable } from './table';

/** A home page client logo's text field (edited in the Strapi panel); the logos are media. */
export const clientLogoFields = {
  title: { label: 'Title', max: 150, required: true, help: 'The client’s name, read out for its logo.' },
} as const satisfies FieldTable;
