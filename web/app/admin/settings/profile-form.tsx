import { useState, type FormEvent } from 'react';
import { Field } from '../components/field';
import { formDataOf, useSave } from '../lib/actions';
import { useAdmin } from '../lib/admin-context';
import { ACCEPTED_IMAGES } from '../lib/image-order';
import { PHONE_DIGITS } from '../lib/messages';
import { useObjectUrl } from '../lib/use-object-url';

/** Keeps digits only, at most 10. */
export const toPhoneDigits = (text: string) => text.replace(/\D/g, '').slice(0, PHONE_DIGITS);

/**
 * profile: name, email (email type) and phone required; phone exactly 10 digits; image changeable. It posts
 * intent 'profile' to the settings route's clientAction; the layout's guard reloads after it, so the top bar shows
 * the saved profile.
 */
export function ProfileForm() {
  const { profile } = useAdmin();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [phone, setPhone] = useState(toPhoneDigits(profile.phone));
  const [currentPassword, setCurrentPassword] = useState('');
  // The email is the login: changing it takes the current password (the CMS checks it).
  const emailChanges = email.trim().toLowerCase() !== profile.email.toLowerCase();
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { busy, send } = useSave(() => {
    setImage(null);
    setFileKey((key) => key + 1);
    setCurrentPassword('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = formDataOf({ name, email }, { trim: true });
    form.append('phone', phone);
    if (image) form.append('profileImage', image);
    if (emailChanges) form.append('currentPassword', currentPassword);
    send(form, 'profile');
  };

  const shown = useObjectUrl(image) ?? profile.profileImage;
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
            key={fileKey}
            id="profile-image"
            type="file"
            name="profileImage"
            accept={ACCEPTED_IMAGES}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </div>
      </div>
      <Field label="Name" name="name" required value={name} onChange={setName} autoComplete="name" />
      <Field label="Email" name="email" type="email" required value={email} onChange={setEmail} autoComplete="email" />
      {emailChanges && (
        <Field
          label="Current Password"
          name="currentPassword"
          type="password"
          required
          value={currentPassword}
          onChange={setCurrentPassword}
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
        onChange={(text) => setPhone(toPhoneDigits(text))}
        autoComplete="tel"
      />
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
          {busy ? 'Updating...' : 'Update Profile'}
        </button>
      </div>
    </form>
  );
}
