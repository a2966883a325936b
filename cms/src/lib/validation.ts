/**
 * The server's copy of SPEC §5 and §9: every rule the forms apply, checked again before anything is
 * stored. Each check throws a 400 HttpError with the message the client shows.
 */
import { badRequest, notFound } from './http';

export const TITLE_MAX = 100;
export const SUMMARY_MAX = 300;
export const NAME_MAX = 100;
/** A project's location (its schema's maxLength). */
export const LOCATION_MAX = 150;
export const EMAIL_MAX = 254;
export const LONG_TEXT_MAX = 5000;
export const ARTICLE_MAX = 100_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const SERVICES = ['home', 'Office', 'Commercial'] as const;
export const POSITIONS = ['Architect', 'Interior Designer', 'Surveying Engineer', 'Urban Planner'] as const;

export const FILL_ALL_FIELDS = 'Please fill out all fields.';

/**
 * A text field: '' when absent. Numbers, booleans, objects, arrays (a repeated form field) are refused,
 * so a wrong type is a clear 400 and never reaches the database.
 */
export function textField(body: Record<string, unknown>, key: string, label: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`${label} must be text.`);
  return value.trim();
}

/** A yes/no form field ('true'/'false', as FormData sends it; JSON booleans too): undefined when absent. */
export function flagField(body: Record<string, unknown>, key: string, label: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw badRequest(`${label} must be true or false.`);
}

/** Reads several text fields at once: `{key: label}` → `{key: value}`. */
export function textFields<K extends string>(body: Record<string, unknown>, labels: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(labels) as K[]) out[key] = textField(body, key, labels[key]);
  return out;
}

export function requireAll(values: string[], message: string): void {
  if (values.some((v) => v === '')) throw badRequest(message);
}

export function requireField(value: string, label: string): void {
  if (value === '') throw badRequest(`${label} is required.`);
}

export function maxLength(value: string, max: number, label: string): void {
  if ([...value].length > max) throw badRequest(`${label} must be at most ${max} characters.`);
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function email(value: string): string {
  if (value.length > EMAIL_MAX || !EMAIL.test(value)) throw badRequest('Please enter a valid email address.');
  return value.toLowerCase();
}

/** SPEC §9: digits only, 10 at most (contact and job forms). */
export function phoneUpTo10(value: string): void {
  if (!/^\d{1,10}$/.test(value)) throw badRequest('Phone number must be digits only, at most 10.');
}

/** SPEC §5: the profile's phone is exactly 10 digits. */
export function phoneExactly10(value: string): void {
  if (!/^\d{10}$/.test(value)) throw badRequest('Phone number must be exactly 10 digits.');
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], message: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(message);
  return value as T;
}

/** YYYY-MM-DD that is a real calendar day. */
export function isoDate(value: string, label: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw badRequest(`${label} must be a date in the form YYYY-MM-DD.`);
  }
  return value;
}

/** A record id from the body (`_id`) or the path: Strapi documentIds are short lowercase alphanumerics. */
export function recordId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('_id is required.');
  const id = value.trim();
  if (!/^[a-z0-9]{1,64}$/i.test(id)) throw badRequest('_id is not a valid id.');
  return id;
}

/** An id from the URL path: anything that cannot be a documentId is simply not found. */
export function pathId(value: unknown, notFoundMessage: string): string {
  if (typeof value !== 'string' || !/^[a-z0-9]{1,64}$/i.test(value)) throw notFound(notFoundMessage);
  return value;
}
