import { siteProject } from '../../api/endpoints';
import { loadRecordPage, requestLocale } from '../../lib/load.server';
import { paths } from '../../paths';
import type { Route } from './+types/route';
import { recordPageMeta } from '../not-found/not-found-meta';
import { ProjectDetailView } from './project-view';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadRecordPage('project', request, () => siteProject(params.slug, requestLocale(request)));
}

export const meta: Route.MetaFunction = (args) => recordPageMeta(args, paths.project(args.params.slug), (p) => p.cover);

export default function ProjectDetailPage({ loaderData: project }: Route.ComponentProps) {
  return <ProjectDetailView project={project} />;
}
