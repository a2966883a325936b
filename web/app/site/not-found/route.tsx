import { data } from 'react-router';
import { NotFoundScreen } from '../../components/error-screens';
import type { Route } from './+types/route';
import { errorPageMeta } from './not-found-meta';

/** Unknown URLs render inside the site layout (nav and footer) with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => errorPageMeta(matches, location.pathname);

export default function NotFound() {
  return <NotFoundScreen />;
}
