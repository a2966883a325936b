import { useState } from 'react';
import toast from 'react-hot-toast';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { serverMessage, setToken } from '../../api/client';
import { login } from '../../api/endpoints';
import { paths } from '../../paths';
import { PasswordInput } from '../components/password-input';
import type { Outcome } from '../lib/actions';
import { logout } from '../lib/guard';
import { msg } from '../lib/messages';
import '../admin.css';
import { pageTitle } from '../../lib/meta';

export const meta = () => [{ title: pageTitle('Admin login') }, { name: 'robots', content: 'noindex' }];

/** Client-only: the server renders the fallback, never the admin. */
export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="adm-loading">{msg.loading}</p>;
}

/** login fields are not checked on the client; the server answers. The admin's Logout posts here too. */
export async function clientAction({ request }: { request: Request }): Promise<Response | Outcome> {
  const form = await request.formData();
  if (form.get('intent') === 'logout') return logout();
  try {
    const answer = await login({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (answer.status && answer.token) {
      setToken(answer.token);
      toast.success(answer.message || msg.saved);
      return redirect(paths.admin.dashboard);
    }
    toast.error(answer.message || msg.loginFailed);
  } catch (error) {
    toast.error(serverMessage(error) ?? msg.loginFailed);
  }
  return { ok: false };
}

export default function AdminLogin() {
  const [password, setPassword] = useState('');
  // Submitting, then loading the dashboard: the button stays disabled.
  const busy = useNavigation().state !== 'idle';

  return (
    <main className="adm-login">
      <Form method="post" className="adm-login__card" noValidate>
        <h1>Admin Login</h1>
        <p className="adm-login__lead">Sign in to manage the website.</p>
        <div className="adm-field">
          <label htmlFor="login-email">Email</label>
          <input id="login-email" name="email" type="email" autoComplete="username" />
        </div>
        <PasswordInput
          label="Password"
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <div className="adm-login__row">
          <Link to={paths.forget}>Forgot Password?</Link>
        </div>
        <button type="submit" className="adm-btn adm-btn--primary adm-btn--block" disabled={busy}>
          {busy ? 'Please wait...' : 'Login'}
        </button>
      </Form>
    </main>
  );
}
