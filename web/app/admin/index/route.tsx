import { redirect } from 'react-router';
import { paths } from '../../paths';

/** /admin has no screen of its own: it opens the dashboard. */
export const clientLoader = () => redirect(paths.admin.dashboard);
