import { resetPasswordBody } from '@cadmax/contract';
import { useState, type FormEvent } from 'react';
import { PasswordInput } from '../components/password-input';
import { formDataOf, useSave } from '../lib/actions';
import { PASSWORD_MIN as MIN_LENGTH } from '../lib/messages';
import { passesSchema } from '../lib/outcome';

/**
 * reset: new and confirm required, 'Passwords do not match!' when they differ
 * (checked here with the CMS's schema, no request). The current password and 8 characters minimum are a
 * security deviation (docs/spec-deviations.md). It posts intent 'password' to the settings route's clientAction.
 */
export function PasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const { busy, send } = useSave(() => {
    setCurrent('');
    setNew('');
    setConfirm('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const passwords = { currentPassword, newPassword, confirmPassword };
    // 'Passwords do not match!' and the password policy, checked here with the CMS's rules: no request.
    if (busy || !passesSchema(resetPasswordBody, passwords)) return;
    send(formDataOf(passwords), 'password');
  };

  return (
    <form className="adm-form adm-form--narrow" onSubmit={submit}>
      <PasswordInput
        label="Current Password"
        name="currentPassword"
        required
        value={currentPassword}
        onChange={setCurrent}
        autoComplete="current-password"
      />
      <PasswordInput
        label="New Password"
        name="newPassword"
        required
        minLength={MIN_LENGTH}
        value={newPassword}
        onChange={setNew}
        autoComplete="new-password"
      />
      <p className="adm-hint">At least {MIN_LENGTH} characters.</p>
      <PasswordInput
        label="Confirm Password"
        name="confirmPassword"
        required
        value={confirmPassword}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
          {busy ? 'Processing...' : 'Reset Password'}
        </button>
      </div>
    </form>
  );
}
