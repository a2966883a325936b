import { messages } from '@cadmax/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../test-support/render-routes';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/client';
import { testProfile as profile } from '../test-support/profile';
import { PasswordForm } from './password-form';
import { ProfileForm, toPhoneDigits } from './profile-form';
import { clientAction } from './route';
import { Tabs } from './tabs';

/** A settings form under the layout's context, posting to the settings route's own clientAction. */
function renderForm(Form: () => React.ReactNode) {
  renderRoutes([
    {
      path: '/',
      Component: () => <Outlet context={{ profile }} />,
      children: [{ index: true, Component: Form, action: clientAction }],
    },
  ]);
}

function TabsHost() {
  const [tab, setTab] = useState('profile');
  return (
    <Tabs
      label="Settings"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'profile', label: 'Profile Update', panel: <p>profile panel</p> },
        { id: 'password', label: 'Reset Password', panel: <p>password panel</p> },
      ]}
    />
  );
}

let interceptor: number | undefined;
afterEach(() => {
  if (interceptor !== undefined) http().interceptors.request.eject(interceptor);
  interceptor = undefined;
});

describe('settings', () => {
  it("starts on 'Profile Update' and moves between tabs with the arrow keys", async () => {
    render(<TabsHost />);
    const [profile, password] = screen.getAllByRole('tab');
    expect(profile).toHaveTextContent('Profile Update');
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('profile panel');
    profile!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Reset Password' })).toHaveTextContent('password panel');
  });

  it.each([
    ["'Passwords do not match!' when they differ", 'new-password-1', 'new-password-2', 'Passwords do not match!'],
    ["the CMS's policy message for a trivial password", 'password123', 'password123', messages.passwordTrivial],
  ])('says %s and sends nothing', async (_case, newPassword, confirmPassword, message) => {
    const sent: string[] = [];
    interceptor = http().interceptors.request.use((config) => {
      sent.push(String(config.url));
      throw new Error('no request expected');
    });
    renderForm(PasswordForm);
    await userEvent.type(await screen.findByLabelText(/Current Password/), 'old-password-1');
    await userEvent.type(screen.getByLabelText(/New Password/), newPassword);
    await userEvent.type(screen.getByLabelText(/Confirm Password/), confirmPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps only digits in the phone, at most 10', () => {
    expect(toPhoneDigits('+91 98765-43210')).toBe('9876543210');
    expect(toPhoneDigits('98a76')).toBe('9876');
  });

  it('asks for the current password only when the email changes, and sends it', async () => {
    const sent: FormData[] = [];
    interceptor = http().interceptors.request.use((config) => {
      sent.push(config.data as FormData);
      throw new Error('stop here');
    });
    renderForm(ProfileForm);
    const email = await screen.findByLabelText(/Email/);
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@cadmax.local');
    const current = screen.getByLabelText(/Current Password/);
    expect(current).toBeRequired();
    await userEvent.type(current, 'My-Current-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('email')).toBe('new@cadmax.local');
    expect(sent[0]!.get('currentPassword')).toBe('My-Current-Pass-1');
  });
});
