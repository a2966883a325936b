import { useState } from 'react';
import { Card, PageHeader } from '../components/page-header';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { Tabs } from './tabs';

export const meta = () => [{ title: 'Settings | Admin' }];

/** two tabs, starting on 'Profile Update'. */
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
          ]}
        />
      </Card>
    </>
  );
}
