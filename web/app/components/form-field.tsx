import type { ReactNode } from 'react';

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
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

/** The honeypot: hidden from people and assistive tech; bots that fill it are dropped by the CMS. */
export function HoneypotField({ id = 'website', value, onChange }: { id?: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
