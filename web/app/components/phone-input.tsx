import { PHONE_DIGITS as PHONE_MAX_DIGITS } from '@cadmax/contract';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { toPhoneDigits } from '../lib/phone-digits';

export { PHONE_MAX_DIGITS, toPhoneDigits };
/** Shown while fewer digits are typed: the CMS accepts 1–10 digits, but an Indian mobile number has 10. */
export const PHONE_SHORT_HINT = 'Indian mobile numbers have 10 digits.';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue' | 'type'> {
  defaultValue?: string;
}

// Uncontrolled, so the form posts whatever the field holds, also before the script loads (the route action applies
// toPhoneDigits again). No maxLength attribute: the browser would cut pasted text like 'Tel: 98290 12345'
// before the digits are picked out. The 10-digit cap is applied to the digits instead.
// autocomplete "tel" (the HTML checker refuses "tel-national"): the browser fills "+91 98290 12345", whose
// country code toPhoneDigits drops.
export function PhoneInput({ id, defaultValue = '', ...rest }: Props) {
  const [digits, setDigits] = useState(defaultValue);
  const ref = useRef<HTMLInputElement>(null);
  const hintId = `${useId()}-hint`;

  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    // Typed before the script ran: filtered like anything typed later.
    keepDigits(input, setDigits);
    const form = input.form;
    // A form reset puts the field back to its default without an input event.
    const onReset = () => setDigits(toPhoneDigits(input.defaultValue));
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, []);

  const short = digits.length > 0 && digits.length < PHONE_MAX_DIGITS;
  return (
    <>
      <input
        {...rest}
        ref={ref}
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="Enter 10-digit phone number"
        aria-describedby={short ? hintId : undefined}
        defaultValue={defaultValue}
        onChange={(e) => keepDigits(e.currentTarget, setDigits)}
      />
      <p id={hintId} className="form-field__hint" aria-live="polite">
        {short ? PHONE_SHORT_HINT : ''}
      </p>
    </>
  );
}

function keepDigits(input: HTMLInputElement, setDigits: (digits: string) => void) {
  const digits = toPhoneDigits(input.value);
  if (input.value !== digits) input.value = digits;
  setDigits(digits);
}
