import { useEffect, useState, type FormEvent } from 'react';
import { setToken } from '../../api/client';
import { profileUpdate } from '../../api/endpoints';
import { Field } from '../components/field';
import { useAdmin } from '../lib/admin-context';
import { ACCEPTED_IMAGES } from '../lib/image-order';
import { PHONE_DIGITS } from '../lib/messages';
import { reportSave, reportSaveError } from '../lib/outcome';

/** Keeps digits only, at most 10. */
export const toPhoneDigits = (text: string) => text.replace(/\D/g, '').slice(0, PHONE_DIGITS);

/** profile: name, email (email type) and phone required; phone exactly 10 digits; image changeable. */
export function ProfileForm() {
  const { profile, refreshProfile } = useAdmin();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [phone, setPhone] = useState(toPhoneDigits(profile.phone));
  const [currentPassword, setCurrentPassword] = useState('');
  // The email is the login: changing it takes the current password (the CMS checks it).
  const emailChanges = email.trim().toLowerCase() !== profile.email.toLowerCase();
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const form = new FormData();
    form.append('name', name.trim());
    form.append('email', email.trim());
    form.append('phone', phone);
    if (image) form.append('profileImage', image);
    if (emailChanges) form.append('currentPassword', currentPassword);
    try {
      const answer = await profileUpdate(form);
      if (reportSave(answer)) {
        // An email change ends the other sessions and hands this one a fresh token.
        if (answer.token) setToken(answer.token);
        setImage(null);
        setCurrentPassword('');
        refreshProfile();
      }
    } catch (error) {
      reportSaveError(error);
    }
    setSubmitting(false);
  };

  const shown = preview ?? profile.profileImage;
  return (
    <form className="adm-form adm-form--narrow" onSubmit={submit}>
      <div className="adm-profile-image">
        {shown ? (
          <img src={shown} alt="Profile" width={96} height={96} />
        ) : (
          <span className="adm-avatar adm-avatar--large" aria-hidden="true">
            {name.charAt(0).toUpperCase() || 'A'}
          </span>
        )}
        <div className="adm-field">
          <label htmlFor="profile-image">Profile Image</label>
          <input
            id="profile-image"
            type="file"
            name="profileImage"
            accept={ACCEPTED_IMAGES}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </div>
      </div>
      <Field
        label="Name"
        name="name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
      />
      <Field
        label="Email"
        name="email"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
      />
      {emailChanges && (
        <Field
          label="Current Password"
          name="currentPassword"
          type="password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          autoComplete="current-password"
        />
      )}
      <Field
        label="Phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        required
        pattern={`\\d{${PHONE_DIGITS}}`}
        minLength={PHONE_DIGITS}
        title="Exactly 10 digits"
        placeholder="Enter 10-digit phone number"
        value={phone}
        onChange={(e) => setPhone(toPhoneDigits(e.target.value))}
        autoComplete="tel"
      />
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={submitting}>
          {submitting ? 'Updating...' : 'Update Profile'}
        </button>
      </div>
    </form>
  );
}
