/**
 * A content type's field table: each text field the admin edits once, with its label, help, limit, whether it is
 * required, and where it shows. The rest is derived from it (docs/architecture.md "Field tables"): the request body
 * (schemas.ts), the answer types (wire.ts), the CMS's read columns and mappers, the React admin's form, the Strapi
 * panel's labels and help; the content type's schema.json repeats the limits and required flags (it cannot import)
 * and cms/tests/contract.test.ts checks that it agrees.
 */
import { charCount, hasTextControlChars, isIsoDate } from '../rules';
import { fieldMessages } from '../messages';

/** Where a field shows: the React admin's form, the Strapi panel's edit view, the public pages' answers. */
export type Place = 'admin' | 'panel' | 'public';

export interface FieldSpec {
  /** Its name everywhere: the admin form's label, the panel's label, the API's messages ("Client is required."). */
  label: string;
  /** At most this many characters (the schema's maxLength); a date has none. */
  max?: number;
  /** Refused empty, by the API and the panel alike. */
  required?: boolean;
  /** How it is typed: one line (the default), several lines, or a date (YYYY-MM-DD). */
  input?: 'line' | 'lines' | 'date';
  /** What it is for: under the field in the panel, and in the admin form. */
  help?: string;
  /** An example value, in the admin's empty field. */
  example?: string;
  /** A character counter under the admin's field, with this hint beside it. */
  counter?: string;
  /** The admin form's group the field sits in (a form with groups lays its fields out by them). */
  group?: string;
  /** Takes the admin form's full width (a form laid out in two columns). */
  wide?: boolean;
  /** Where it shows; every place when absent. */
  shows?: readonly Place[];
  /**
   * D-15: `false` for a value the same in every locale (a date, an email, a link): Strapi keeps it shared between a
   * record's English and Hindi versions. Every other field is localized (each version has its own text).
   */
  localized?: false;
}

export type FieldTable = Readonly<Record<string, FieldSpec>>;

type ShowsOf<F> = F extends { shows: readonly (infer P)[] } ? P : Place;

/** The names of a table's fields shown at a place. */
export type FieldsAt<T extends FieldTable, P extends Place> = {
  [K in keyof T]: P extends ShowsOf<T[K]> ? K : never;
}[keyof T] &
  string;

/** A table's field values as the answers carry them: text, '' when unset. */
export type TextsOf<T extends FieldTable, P extends Place = Place> = { [K in FieldsAt<T, P>]: string };

const entries = (table: FieldTable) => Object.entries(table) as [string, FieldSpec][];

export const showsAt = (spec: FieldSpec, place: Place) => !spec.shows || spec.shows.includes(place);

/** The names of a table's fields shown at a place (every field without one), in the table's order. */
export const fieldsAt = <T extends FieldTable, P extends Place = Place>(table: T, place?: P): FieldsAt<T, P>[] =>
  entries(table)
    .filter(([, spec]) => !place || showsAt(spec, place))
    .map(([name]) => name as FieldsAt<T, P>);

/** Every field's name, in the table's order (what the CMS reads to answer with them). */
export const fieldNames = <T extends FieldTable>(table: T) => Object.keys(table) as (keyof T & string)[];

/** A stored row's values of the fields shown at a place (every field without one): text, '' for a null. */
export function pickTexts<T extends FieldTable, P extends Place = Place>(
  table: T,
  row: object,
  place?: P,
): TextsOf<T, P> {
  const values = row as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    fieldsAt(table, place).map((name) => [name, typeof values[name] === 'string' ? values[name] : '']),
  ) as TextsOf<T, P>;
}

/** A table's fields as a stored row holds them: a required one is text, any other may be null. */
export type StoredTexts<T extends FieldTable> = {
  [K in keyof T & string]: T[K] extends { required: true } ? string : string | null;
};

/** D-15: whether each version of a record (English, Hindi) has its own value of the field. */
export const isLocalizedField = (spec: FieldSpec) => spec.localized !== false;

/** D-15: a table's fields with a text per language: what a save of another language's version writes. */
export const localizedFields = <T extends FieldTable>(table: T): T =>
  Object.fromEntries(Object.entries(table).filter(([, spec]) => isLocalizedField(spec))) as T;

/** What is wrong with a field's value, or null: a missing required one, a control character, too long, not a date. */
export function fieldProblem(spec: FieldSpec, value: string): string | null {
  if (value === '') return spec.required ? fieldMessages.required(spec.label) : null;
  if (hasTextControlChars(value)) return fieldMessages.textControlChars(spec.label);
  if (spec.input === 'date') return isIsoDate(value) ? null : fieldMessages.notDate(spec.label);
  if (spec.max !== undefined && charCount(value) > spec.max) return fieldMessages.tooLong(spec.label, spec.max);
  return null;
}

/** The panel's help under a field: its limit and what it is for. */
export function panelHelp(spec: FieldSpec): string | undefined {
  const parts = [spec.input !== 'date' && spec.max ? `Up to ${spec.max} characters.` : '', spec.help ?? ''];
  return parts.filter(Boolean).join(' ') || undefined;
}
