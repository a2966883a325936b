import { redirect } from 'react-router';
import { paths } from '../../paths';

/**
 * /admin has no screen of its own: it opens the dashboard (which sends a signed-out visitor to the login).
 * The server loader answers a typed or reloaded /admin with a redirect; the client loader does the same for
 * in-app links. The component makes this a page route: without one React Router treats the module as a
 * resource route and answers a document request with a 400 error.
 */
export const loader = () => redirect(paths.admin.dashboard);
export const clientLoader = () => redirect(paths.admin.dashboard);

export default function AdminIndex() {
  return null;
}
