import toast from 'react-hot-toast';
import { redirect } from 'react-router';
import { getToken, setToken } from '../../api/client';
import { logoutSession, profileToken } from '../../api/endpoints';
import type { AdminProfile } from '../../api/types';
import { paths } from '../../paths';
import { msg } from './messages';

/**
 * guard: every admin page checks /profile-token on load. On failure it
 * clears the stored token, shows 'Please log in first.' and goes to the login page.
 * `check` is the profile call (a parameter so a test can run it without a server).
 */
export function requireAdmin(
  check: () => Promise<{ status: boolean; data?: AdminProfile }> = profileToken,
): Promise<AdminProfile> {
  const run = checkAdmin(check);
  pending = run;
  const settle = () => {
    if (pending === run) pending = null;
  };
  run.then(settle, settle);
  return run;
}

/** The layout's check under way, if any: React Router starts every matched clientLoader at once, parent first. */
let pending: Promise<AdminProfile> | null = null;

/**
 * A screen's clientLoader, run once the layout's check has passed: signed out (or with a token the CMS refuses), the
 * screen calls nothing and the check's redirect to the login page wins.
 */
export function adminLoader<A extends unknown[], T>(load: (...args: A) => Promise<T>) {
  return async (...args: A): Promise<T> => {
    if (pending) await pending;
    else if (!getToken()) throw redirect(paths.admin.login);
    return load(...args);
  };
}

async function checkAdmin(check: () => Promise<{ status: boolean; data?: AdminProfile }>): Promise<AdminProfile> {
  if (getToken()) {
    try {
      const answer = await check();
      if (answer.status && answer.data) return answer.data;
    } catch {
      // Any failure (401, network) means the same thing here: log in again.
    }
  }
  setToken(null);
  toast.error(msg.loginFirst, { id: 'login-first' });
  throw redirect(paths.admin.login);
}

/**
 * logout, the login route's clientAction for intent 'logout'. The CMS revokes the token first (POST /logout),
 * so a copy of it is worthless; the browser forgets it even when that call fails (offline, already expired).
 * `revoke` is the logout call (a parameter so a test can run it without a server).
 */
export async function logout(revoke: () => Promise<unknown> = logoutSession): Promise<Response> {
  try {
    await revoke();
  } catch {
    // Already invalid or unreachable: nothing more to end here.
  }
  setToken(null);
  toast.success(msg.logout);
  return redirect(paths.admin.login);
}
