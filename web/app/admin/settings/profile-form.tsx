import { useState, type FormEvent } from 'react';
import { Field } from '../components/field';
import { formDataOf, useSave } from '../lib/actions';
import { useFields } from '../lib/use-fields';
import { useAdmin } from '../lib/admin-context';
import { ACCEPTED_IMAGES } from '../lib/image-order';
import { PHONE_DIGITS } from '../lib/messages';
import { useObjectUrl } from '../lib/use-object-url';
import { SettingsForm } from './settings-form';
import { toPhoneDigits } from '../../lib/phone-digits';

// Digits only, at most 10 (R-9.3), a typed country code or trunk prefix dropped: the public forms' rule.
export { toPhoneDigits };

/**
 * profile: name, email (email type) and phone required; phone exactly 10 digits; image changeable. It posts
 * intent 'profile' to the settings route's clientAction; the layout's guard reloads after it, so the top bar shows
 * the saved profile.
 */
export function ProfileForm() {
  const { profile } = useAdmin();
  const { values, set, text } = useFields({
    name: profile.name,
    email: profile.email,
    phone: toPhoneDigits(profile.phone),
    currentPassword: '',
  });
  // The email is the login: changing it takes the current password (the CMS checks it).
  const emailChanges = values.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { busy, send } = useSave(() => {
    setImage(null);
    setFileKey((key) => key + 1);
    set('currentPassword', '');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, ...profileFields } = values;
    const form = formDataOf(profileFields, { trim: true });
    if (image) form.append('profileImage', image);
    if (emailChanges) form.append('currentPassword', currentPassword);
    send(form, 'profile');
  };

  const shown = useObjectUrl(image) ?? profile.profileImage;
  return (
    <SettingsForm onSubmit={submit} busy={busy} busyLabel="Updating..." submitLabel="Update Profile">
      <div className="adm-profile-image">
        {shown ? (
          <img src={shown} alt="Profile" width={96} height={96} />
        ) : (
          <span className="adm-avatar adm-avatar--large" aria-hidden="true">
            {values.name.charAt(0).toUpperCase() || 'A'}
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
      <Field label="Name" required autoComplete="name" {...text('name')} />
      <Field label="Email" type="email" required autoComplete="email" {...text('email')} />
      {emailChanges && (
        <Field
          label="Current Password"
          type="password"
          required
          autoComplete="current-password"
          {...text('currentPassword')}
        />
      )}
      <Field
        label="Phone"
        type="tel"
        inputMode="numeric"
        required
        pattern={`\\d{${PHONE_DIGITS}}`}
        minLength={PHONE_DIGITS}
        title="Exactly 10 digits"
        placeholder="Enter 10-digit phone number"
        autoComplete="tel"
        {...text('phone')}
        onChange={(typed) => set('phone', toPhoneDigits(typed))}
      />
    </SettingsForm>
  );
}
