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
export async function requireAdmin(
  check: () => Promise<{ status: boolean; data?: AdminProfile }> = profileToken,
): Promise<AdminProfile> {
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
