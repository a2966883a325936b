import type { ReactNode } from 'react';
import { RequiredMark } from './required-mark';
import { SUBMISSION_KEY_FIELD } from './use-public-form';

interface Props {
  id: string;
  label: string;
  /** Shown next to the label for required fields. */
  required?: boolean;
  children: ReactNode;
}

/** A label + control pair; every input on the site goes through it so none is unlabelled. */
export function FormField({ id, label, required = false, children }: Props) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark className="form-field__required" />}
      </label>
      {children}
    </div>
  );
}

/** The honeypot: hidden from people and assistive tech; bots that fill it are dropped by the CMS. */
export function HoneypotField({ id = 'website' }: { id?: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A public form's submission key: empty in the server's render (shared by a cache), made by the browser. */
export function SubmissionKeyField({ value }: { value: string }) {
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={value} />;
}

/**
 * The answer to a submit the browser made itself (JavaScript off or not loaded yet), as the server rendered it:
 * a status for the success message, an alert for a refusal. Submits made by the script answer with toasts instead.
 */
export function FormResultMessage({ result }: { result: { status: boolean; message: string } | undefined }) {
  if (!result) return null;
  return result.status ? (
    <p className="form__result" role="status">
      {result.message}
    </p>
  ) : (
    <p className="form__result form__result--error" role="alert">
      {result.message}
    </p>
  );
}
