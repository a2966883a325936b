import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { serverMessage, setToken } from '../../api/client';
import { login } from '../../api/endpoints';
import { paths } from '../../paths';
import { PasswordInput } from '../components/password-input';
import { msg } from '../lib/messages';
import '../admin.css';

export const meta = () => [{ title: 'Admin login' }, { name: 'robots', content: 'noindex' }];

/** Client-only: the server renders the fallback, never the admin. */
export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="adm-loading">{msg.loading}</p>;
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // login fields are not checked on the client; the server answers.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const answer = await login({ email, password });
      if (answer.status && answer.token) {
        setToken(answer.token);
        toast.success(answer.message || msg.saved);
        navigate(paths.admin.dashboard);
        return;
      }
      toast.error(answer.message || msg.loginFailed);
    } catch (error) {
      toast.error(serverMessage(error) ?? msg.loginFailed);
    }
    setSubmitting(false);
  };

  return (
    <main className="adm-login">
      <form className="adm-login__card" onSubmit={submit} noValidate>
        <h1>Admin Login</h1>
        <p className="adm-login__lead">Sign in to manage the website.</p>
        <div className="adm-field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
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
        <button type="submit" className="adm-btn adm-btn--primary adm-btn--block" disabled={submitting}>
          {submitting ? 'Please wait...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
