import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../components/form-actions';

interface Props {
  onSubmit: (event: FormEvent) => void;
  /** The post is under way: the button is disabled and reads `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** The button's text ('Update Profile'). */
  submitLabel: string;
  children: ReactNode;
}

/** A settings tab's form: its fields, then its one submit button. */
export function SettingsForm({ onSubmit, busy, busyLabel, submitLabel, children }: Props) {
  return (
    <form className="adm-form adm-form--narrow" onSubmit={onSubmit}>
      {children}
      <div className="adm-form__actions">
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
