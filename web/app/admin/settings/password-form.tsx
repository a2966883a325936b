import { resetPasswordBody } from '@cadmax/contract';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { serverMessage, setToken } from '../../api/client';
import { resetPassword } from '../../api/endpoints';
import { PasswordInput } from '../components/password-input';
import { msg, PASSWORD_MIN as MIN_LENGTH } from '../lib/messages';
import { passesSchema } from '../lib/outcome';

/**
 * reset: new and confirm required, 'Passwords do not match!' when they differ
 * (checked here with the CMS's schema, no request). The current password and 8 characters minimum are a
 * security deviation (docs/spec-deviations.md).
 */
export function PasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // 'Passwords do not match!' and the password policy, checked here with the CMS's rules: no request.
    if (!passesSchema(resetPasswordBody, { currentPassword, newPassword, confirmPassword })) return;
    setSubmitting(true);
    try {
      const answer = await resetPassword({ currentPassword, newPassword, confirmPassword });
      if (answer.status) {
        // The CMS ends every session of the old password and hands this one a fresh token.
        if (answer.token) setToken(answer.token);
        toast.success(answer.message || msg.saved);
        setCurrent('');
        setNew('');
        setConfirm('');
      } else toast.error(answer.message || msg.passwordResetFailed);
    } catch (error) {
      // A wrong current password comes back as a 400 with the server's reason.
      toast.error(serverMessage(error) ?? msg.passwordResetFailed);
    }
    setSubmitting(false);
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
        <button type="submit" className="adm-btn adm-btn--primary" disabled={submitting}>
          {submitting ? 'Processing...' : 'Reset Password'}
        </button>
      </div>
    </form>
  );
}
