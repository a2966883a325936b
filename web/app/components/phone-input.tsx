import { PHONE_DIGITS as PHONE_MAX_DIGITS } from '@cadmax/contract';
import { useId, type InputHTMLAttributes } from 'react';

export { PHONE_MAX_DIGITS };
/** Shown while fewer digits are typed: the CMS accepts 1–10 digits (SPEC §9), but an Indian mobile number has 10. */
export const PHONE_SHORT_HINT = 'Indian mobile numbers have 10 digits.';

/** Keeps only digits, at most 10 (SPEC §5: other input is ignored); an autofilled '+91' country code is dropped. */
export function toPhoneDigits(value: string): string {
  return value
    .replace(/^\s*\+91/, '')
    .replace(/\D+/g, '')
    .slice(0, PHONE_MAX_DIGITS);
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  value: string;
  onValueChange: (digits: string) => void;
}

// No maxLength attribute: the browser would cut pasted text like 'Tel: 98290 12345'
// before the digits are picked out. The 10-digit cap is applied to the digits instead.
// autocomplete "tel" (the HTML checker refuses "tel-national"): the browser fills "+91 98290 12345", whose
// country code toPhoneDigits drops.
export function PhoneInput({ id, value, onValueChange, ...rest }: Props) {
  const short = value.length > 0 && value.length < PHONE_MAX_DIGITS;
  const hintId = `${useId()}-hint`;
  return (
    <>
      <input
        {...rest}
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="Enter 10-digit phone number"
        aria-describedby={short ? hintId : undefined}
        value={value}
        onChange={(e) => onValueChange(toPhoneDigits(e.target.value))}
      />
      <p id={hintId} className="form-field__hint" aria-live="polite">
        {short ? PHONE_SHORT_HINT : ''}
      </p>
    </>
  );
}
