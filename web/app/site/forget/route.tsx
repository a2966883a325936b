import { Link } from 'react-router';
import { pageTitle, siteFromMatches } from '../../lib/meta';
import { paths } from '../../paths';
import type { Route } from './+types/route';
import './forget.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Forgot password', siteFromMatches(matches)?.settings.company_name) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The 'Forgot Password?' page. There is no e-mail reset: the one admin account is
 * reset on the server. The page says the same thing for everyone, so it never
 * reveals whether an account exists.
 */
export default function Forget() {
  return (
    <section className="forget">
      <div className="forget__card">
        <h1>Forgot your password?</h1>
        <p>
          For security, admin passwords are not reset by e-mail. The site administrator resets the password on the
          server that runs the website, with this command in the project folder:
        </p>
        <pre className="forget__command">
          <code>npm run admin:reset-password</code>
        </pre>
        <p>
          It asks for a new password (at least 8 characters) and signs out every open admin session. If you do not have
          access to the server, ask the person who manages the website to run it for you.
        </p>
        <p>
          <Link to={paths.admin.login} className="forget__back">
            Back to login
          </Link>
        </p>
      </div>
    </section>
  );
}
