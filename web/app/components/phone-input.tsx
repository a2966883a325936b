import type { InputHTMLAttributes } from 'react';

export const PHONE_MAX_DIGITS = 10;

/** Keeps only digits, at most 10 (SPEC §5: other input is ignored). */
export function toPhoneDigits(value: string): string {
  return value.replace(/\D+/g, '').slice(0, PHONE_MAX_DIGITS);
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  value: string;
  onValueChange: (digits: string) => void;
}

// No maxLength attribute: the browser would cut pasted text like 'Tel: 98290 12345'
// before the digits are picked out. The 10-digit cap is applied to the digits instead.
export function PhoneInput({ value, onValueChange, ...rest }: Props) {
  return (
    <input
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="Enter 10-digit phone number"
      value={value}
      onChange={(e) => onValueChange(toPhoneDigits(e.target.value))}
    />
  );
}
