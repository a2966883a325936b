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
export function HoneypotField({ id = 'website', label }: { id?: string; label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A public form's submission key: empty in the server's render (shared by a cache), made by the browser. */
export function SubmissionKeyField({ value }: { value: string }) {
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={value} />;
}

/** The id of a form's answer: the fragment its no-JavaScript post goes to (resultAction). */
export const resultId = (form: string) => `${form}-result`;

/**
 * The action a public form posts to before the script runs: its page with the answer's fragment,
 * so the browser, which reloads the page at its top, scrolls to the answer and moves focus there (on a phone the
 * quote form's answer was 1,776 px below the fold). Once hydrated, `undefined` (React Router's own action): the
 * script answers with a toast and the address stays as it is. The fragment is the same for every visitor, so the
 * cached page may carry it.
 */
export function resultAction(form: string, hydrated: boolean, page?: string): string | undefined {
  if (hydrated) return page;
  return `${page ?? ''}#${resultId(form)}`;
}

/**
 * The answer to a submit the browser made itself (JavaScript off or not loaded yet), as the server rendered it:
 * a status for the success message, an alert for a refusal (the error summary: the fields left empty are marked
 * below it). The target of the post's fragment (resultAction), focusable so that landing there reads it.
 * Submits made by the script answer with toasts instead.
 */
export function FormResultMessage({
  form,
  result,
}: {
  /** The form it answers, whose post lands on it; none where the answer is the page's only content. */
  form?: string;
  result: { status: boolean; message: string } | undefined;
}) {
  if (!result) return null;
  return (
    <p
      id={form && resultId(form)}
      tabIndex={form ? -1 : undefined}
      className={result.status ? 'form__result' : 'form__result form__result--error'}
      role={result.status ? 'status' : 'alert'}
    >
      {result.message}
    </p>
  );
}
