/**
 * The plain rules behind the schemas, for the places that check one value outside a request body (the admin's
 * first start, the command-line password reset, the login counters). Each returns the message, or null when fine.
 */
import { COMMON_PASSWORDS } from './common-passwords';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS } from './limits';
import { messages } from './messages';

/** Length in characters as people count them (code points), not UTF-16 units. */
export const charCount = (value: string): number => [...value].length;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL.test(value);

const PHONE_UP_TO = new RegExp(`^\\d{1,${PHONE_DIGITS}}$`);
const PHONE_EXACT = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** digits only, 10 at most (contact and job forms). */
export const isPhoneUpTo10 = (value: string): boolean => PHONE_UP_TO.test(value);
/** the profile's phone is exactly 10 digits. */
export const isPhoneExactly10 = (value: string): boolean => PHONE_EXACT.test(value);

/**
 * C0 and C1 control characters (CR, LF, TAB, NUL, ESC ...): never part of a name or a city, and the way to forge
 * lines in a mail or a log. One rule for the forms and the CMS (D-10).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
export const hasControlChars = (value: string): boolean => CONTROL.test(value);

/**
 * The control characters an editor's text never needs: all of them but TAB, LF and CR (which text over several
 * lines keeps). C0 ones make an XML document such as /rss.xml invalid; they come from pasted or machine-made text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const hasTextControlChars = (value: string): boolean => TEXT_CONTROL.test(value);

/**
 * A public form's submission key: made when the form is shown, sent with it, and stored by the CMS so a
 * repeat of the same submission stores once. 22 characters of base64url: 128 random bits.
 */
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{22}$/;
export const isSubmissionKey = (value: string): boolean => SUBMISSION_KEY.test(value);

/** A new submission key: getRandomValues, which unlike randomUUID also exists on a page served over plain http. */
export function newSubmissionKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** YYYY-MM-DD that is a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const utf8Bytes = (value: string): number => new TextEncoder().encode(value).length;

/**
 * The policy for every new admin password (reset, first start, the command-line reset): long enough, fully
 * hashed, and not a known or trivial one.
 */
export function passwordProblem(value: string): string | null {
  if (charCount(value) < PASSWORD_MIN) return messages.passwordTooShort;
  if (utf8Bytes(value) > PASSWORD_MAX) return messages.passwordTooLong;
  if (isTrivialPassword(value)) return messages.passwordTrivial;
  return null;
}

/** A listed password, or one short unit repeated ("aaaaaaaa", "abab…") or a plain run ("abcdefgh", "98765432"). */
function isTrivialPassword(value: string): boolean {
  const lower = value.normalize('NFKC').toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (/^(.{1,4})\1+$/su.test(lower)) return true;
  const codes = [...lower].map((c) => c.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((c, i) => c - codes[i]!));
  return steps.size === 1 && [...steps].every((step) => Math.abs(step) === 1);
}

/**
 * The login email as the login looks it up and the per-account limit counts it: trimmed first, then cut (no
 * address is longer than EMAIL_MAX; one character more keeps "too long" from matching any account, and bounds
 * NFKC, which can grow a string 18-fold), NFKC, lower case. null when empty.
 */
export function normalizeLoginEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const normalized = value
    .trim()
    .slice(0, EMAIL_MAX + 1)
    .normalize('NFKC')
    .trim()
    .toLowerCase();
  return normalized === '' ? null : normalized;
}

/** A list typed one item a line (a textarea): trimmed, blank lines dropped. */
export const lines = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * An address as the unsubscribe page (D-13.1) shows it, so a forwarded link does not print it whole:
 * the first and last character of the local part, the domain as it is (`r***a@example.com`; `a***@x.in`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = [...email.slice(0, at)];
  const shown = local.length > 2 ? `${local[0]}***${local[local.length - 1]}` : `${local[0]}***`;
  return `${shown}${email.slice(at)}`;
}
