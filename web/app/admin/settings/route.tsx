import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage, setToken } from '../../api/client';
import { profileUpdate, resetPassword } from '../../api/endpoints';
import { Card, PageHeader } from '../components/page-header';
import { ScreenError } from '../components/screen-error';
import { INTENT, saveRecord, type Outcome } from '../lib/actions';
import { msg } from '../lib/messages';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { QuoteServicesForm } from './quote-services-form';
import { Tabs } from './tabs';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Settings') }];

/** the profile save (an email change ends the other sessions and hands this one a fresh token). */
const saveProfile = (form: FormData) =>
  saveRecord(async () => {
    const answer = await profileUpdate(form);
    if (answer.status && answer.token) setToken(answer.token);
    return answer;
  });

/** the CMS ends every session of the old password and hands this one a fresh token. */
async function changePassword(form: FormData): Promise<Outcome> {
  const field = (name: string) => String(form.get(name) ?? '');
  try {
    const answer = await resetPassword({
      currentPassword: field('currentPassword'),
      newPassword: field('newPassword'),
      confirmPassword: field('confirmPassword'),
    });
    if (answer.status && answer.token) setToken(answer.token);
    if (answer.status) toast.success(answer.message || msg.saved);
    else toast.error(answer.message || msg.passwordResetFailed);
    return { ok: answer.status };
  } catch (error) {
    // A wrong current password comes back as a 400 with the server's reason.
    toast.error(serverMessage(error) ?? msg.passwordResetFailed);
    return { ok: false };
  }
}

/** The two forms post here with intent 'profile' or 'password'; the layout's guard reloads the profile after. */
export async function clientAction({ request }: { request: Request }): Promise<Outcome> {
  const form = await request.formData();
  const intent = form.get(INTENT);
  form.delete(INTENT);
  return intent === 'password' ? changePassword(form) : saveProfile(form);
}

export const ErrorBoundary = () => <ScreenError title="Profile Settings" subject="The settings" />;

/** two tabs, starting on 'Profile Update', D-8.13: a third for the quote form's services. */
export default function Settings() {
  const [tab, setTab] = useState('profile');
  return (
    <>
      <PageHeader title="Profile Settings" />
      <Card>
        <Tabs
          label="Settings"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'profile', label: 'Profile Update', panel: <ProfileForm /> },
            { id: 'password', label: 'Reset Password', panel: <PasswordForm /> },
            { id: 'quote-services', label: 'Quote Services', panel: <QuoteServicesForm /> },
          ]}
        />
      </Card>
    </>
  );
}
