import { NAME_MAX } from '../limits';
import type { FieldTable } from './table';

/** A team member's text fields (R-5.3: name and position required); the public about page shows both. */
export const teamMemberFields = {
  name: { label: 'Name', max: NAME_MAX, required: true },
  position: { label: 'Position', max: NAME_MAX, required: true },
} as const satisfies FieldTable;
