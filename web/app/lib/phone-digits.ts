import { PHONE_DIGITS } from '@cadmax/contract';

/** India's country code, and the trunk prefix ('0') dialled before a number within India. */
const COUNTRY_CODE = '91';
const TRUNK_PREFIX = '0';

/**
 * The national 10 digits of a phone number as typed, pasted or autofilled (R-5.2: other input is ignored).
 * A country code ('+91', '0091', '91' before ten digits) or a trunk prefix ('0') is dropped, so
 * '+91 98765 43210' and '098765 43210' give 9876543210 whether pasted at once or typed key by key: a field that
 * keeps only digits has already lost the '+' when the '1' of '+91' arrives, so the digits alone must tell, and they
 * do once there are more than ten. At most 10 digits are kept.
 */
export function toPhoneDigits(value: string): string {
  let digits = value.replace(/^\s*\+\s*91/, '').replace(/\D+/g, '');
  if (digits.startsWith(`00${COUNTRY_CODE}`)) digits = digits.slice(2 + COUNTRY_CODE.length);
  // Indian numbers never start with 0: a leading 0 is the trunk prefix, even before the rest is typed.
  digits = digits.replace(new RegExp(`^${TRUNK_PREFIX}+`), '');
  if (digits.length > PHONE_DIGITS && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(COUNTRY_CODE.length);
  return digits.slice(0, PHONE_DIGITS);
}
