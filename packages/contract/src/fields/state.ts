import { NAME_MAX } from '../limits';
import type { FieldTable } from './table';

/** A home page city's text field (edited in the Strapi panel). */
export const stateFields = {
  name: { label: 'Name', max: NAME_MAX, required: true },
} as const satisfies FieldTable;
