import { render, screen } from '@testing-library/react';
import { ToastList } from '../test-support/toast-list';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../api/client';
import type { AdminProfile } from '../../api/types';
import { requireAdmin } from './guard';

const profile: AdminProfile = { _id: 'a1', name: 'Site Admin', email: 'admin@cadmax.local', phone: '9876543210', profileImage: null };
const rejects = () => Promise.reject(new Error('401'));

function renderGuarded(check: () => Promise<{ status: boolean; data?: AdminProfile }>) {
  const Stub = createRoutesStub([
    { path: '/admin/dashboard', loader: () => requireAdmin(check), Component: () => <p>Dashboard screen</p> },
    { path: '/admin/login', Component: () => <p>Login screen</p> },
  ]);
  render(
    <>
      <ToastList />
      <Stub initialEntries={['/admin/dashboard']} />
    </>,
  );
}

afterEach(() => window.localStorage.clear());

describe('admin guard (SPEC §6)', () => {
  it('sends a visitor without a token to the login page with "Please log in first."', async () => {
    let called = false;
    renderGuarded(() => {
      called = true;
      return Promise.resolve({ status: true, data: profile });
    });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(await screen.findByText('Please log in first.')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('clears a token the server refuses, and redirects', async () => {
    setToken('stale-token');
    renderGuarded(rejects);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('treats a status:false answer as a failure', async () => {
    setToken('odd-token');
    await expect(requireAdmin(() => Promise.resolve({ status: false }))).rejects.toMatchObject({ status: 302 });
    expect(getToken()).toBeNull();
  });

  it('lets a verified admin through and keeps the token', async () => {
    setToken('good-token');
    renderGuarded(() => Promise.resolve({ status: true, data: profile }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(getToken()).toBe('good-token');
  });
});
