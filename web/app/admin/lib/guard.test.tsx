import { render, screen } from '@testing-library/react';
import { ToastList } from '../test-support/toast-list';
import { renderRoutes } from '../test-support/render-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../api/client';
import type { AdminProfile } from '../../api/types';
import { testProfile as profile } from '../test-support/profile';
import { logout, requireAdmin } from './guard';

const rejects = () => Promise.reject(new Error('401'));

function renderGuarded(check: () => Promise<{ status: boolean; data?: AdminProfile }>) {
  renderRoutes(
    [
      { path: '/admin/dashboard', loader: () => requireAdmin(check), Component: () => <p>Dashboard screen</p> },
      { path: '/admin/login', Component: () => <p>Login screen</p> },
    ],
    ['/admin/dashboard'],
  );
}

afterEach(() => window.localStorage.clear());

describe('admin guard (R-6.2)', () => {
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

describe('logout (R-4.14)', () => {
  it('revokes the token on the server before forgetting it, then says so and goes to the login page', async () => {
    setToken('live-token');
    const seen: (string | null)[] = [];
    render(<ToastList />);
    const answer = await logout(() => {
      seen.push(getToken());
      return Promise.resolve({ status: true });
    });
    // The revoke call still carried the token; afterwards the browser has none.
    expect(seen).toEqual(['live-token']);
    expect(getToken()).toBeNull();
    expect(answer.headers.get('Location')).toBe('/admin/login');
    expect(await screen.findByText('Logout successfully!')).toBeInTheDocument();
  });

  it('forgets the token even when the server cannot be reached', async () => {
    setToken('live-token');
    const answer = await logout(rejects);
    expect(getToken()).toBeNull();
    expect(answer.headers.get('Location')).toBe('/admin/login');
  });
});
