/**
 * The server's copy of SPEC §5 and §9: every rule the forms apply, checked again before anything is
 * stored. Each check throws a 400 HttpError with the message the client shows.
 */
import { COMMON_PASSWORDS } from './common-passwords';
import { badRequest, notFound } from './http';

export const TITLE_MAX = 100;
export const SUMMARY_MAX = 300;
export const NAME_MAX = 100;
/** A project's location (its schema's maxLength). */
export const LOCATION_MAX = 150;
export const EMAIL_MAX = 254;
export const LONG_TEXT_MAX = 5000;
export const ARTICLE_MAX = 100_000;
/** ASVS V6.2: at least 8 characters, no composition rules. */
export const PASSWORD_MIN = 8;
/** In UTF-8 bytes: bcrypt reads no further, so a longer password would only seem to count (docs/security.md). */
export const PASSWORD_MAX = 72;
/** A job opening's quote (the schema's maxLength) and its skills list: at most this many lines of NAME_MAX each. */
export const QUOTE_MAX = 500;
export const SKILLS_MAX = 30;

export const SERVICES = ['home', 'Office', 'Commercial'] as const;

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

/** A list typed one item a line (a textarea): trimmed, blank lines dropped. */
export function lines(value: string): string[] {
  return value.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
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

/**
 * The policy for every new admin password (reset, first start, the command-line reset): long enough,
 * fully hashed, and not a known or trivial one. Throws a 400 with the message the admin sees.
 */
export function checkNewPassword(value: string): void {
  if ([...value].length < PASSWORD_MIN) throw badRequest(`Password must be at least ${PASSWORD_MIN} characters.`);
  if (Buffer.byteLength(value, 'utf8') > PASSWORD_MAX) {
    throw badRequest(`Password must be at most ${PASSWORD_MAX} bytes (accented letters and symbols count 2 to 4).`);
  }
  if (isTrivialPassword(value)) throw badRequest('This password is too common or too easy to guess. Please choose another.');
}

/** A listed password, or one short unit repeated ("aaaaaaaa", "abab…") or a plain run ("abcdefgh", "98765432"). */
function isTrivialPassword(value: string): boolean {
  const lower = value.normalize('NFKC').toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (/^(.{1,4})\1+$/su.test(lower)) return true;
  const codes = [...lower].map((c) => c.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((c, i) => c - codes[i]));
  return steps.size === 1 && [...steps].every((step) => Math.abs(step) === 1);
}

/**
 * The login email as the login looks it up and the per-account limit counts it: trimmed first, then
 * cut (no address is longer than EMAIL_MAX; one character more keeps "too long" from matching any
 * account, and bounds NFKC, which can grow a string 18-fold), NFKC, lower case. null when empty.
 */
export function normalizeLoginEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const normalized = value.trim().slice(0, EMAIL_MAX + 1).normalize('NFKC').trim().toLowerCase();
  return normalized === '' ? null : normalized;
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
