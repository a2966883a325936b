import { data } from 'react-router';
import { NotFoundScreen } from '../../components/error-screens';
import { generateMeta, siteFromMatches } from '../../lib/meta';
import type { Route } from './+types/route';

/** Unknown URLs render inside the site layout (nav and footer) with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...generateMeta(siteFromMatches(matches), { title: 'Page not found', description: 'The page you are looking for could not be found.', path: location.pathname }),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
