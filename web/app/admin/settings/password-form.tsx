import { resetPasswordBody } from '@cadmax/contract';
import type { FormEvent } from 'react';
import { PasswordInput } from '../components/password-input';
import { formDataOf, useSave } from '../lib/actions';
import { PASSWORD_MIN as MIN_LENGTH } from '../lib/messages';
import { passesSchema } from '../lib/outcome';
import { useFields } from '../lib/use-fields';
import { SettingsForm } from './settings-form';

const blank = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * reset: new and confirm required, 'Passwords do not match!' when they differ
 * (checked here with the CMS's schema, no request). The current password and 8 characters minimum are a
 * security deviation (docs/spec-deviations.md). It posts intent 'password' to the settings route's clientAction.
 */
export function PasswordForm() {
  const { values, setValues, text } = useFields(blank);
  const { busy, send } = useSave(() => setValues(blank));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // 'Passwords do not match!' and the password policy, checked here with the CMS's rules: no request.
    if (busy || !passesSchema(resetPasswordBody, values)) return;
    send(formDataOf(values), 'password');
  };

  return (
    <SettingsForm onSubmit={submit} busy={busy} busyLabel="Processing..." submitLabel="Reset Password">
      <PasswordInput label="Current Password" required autoComplete="current-password" {...text('currentPassword')} />
      <PasswordInput
        label="New Password"
        required
        minLength={MIN_LENGTH}
        autoComplete="new-password"
        {...text('newPassword')}
      />
      <p className="adm-hint">At least {MIN_LENGTH} characters.</p>
      <PasswordInput label="Confirm Password" required autoComplete="new-password" {...text('confirmPassword')} />
    </SettingsForm>
  );
}
