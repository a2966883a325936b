import { siteProject } from '../../api/endpoints';
import { loadOr404 } from '../../lib/load.server';
import { paths } from '../../paths';
import type { Route } from './+types/route';
import { detailPageMeta } from '../not-found/not-found-meta';
import { ProjectDetailView } from './project-view';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ params }: Route.LoaderArgs) {
  return loadOr404(() => siteProject(params.slug));
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, (p) => ({
    title: p.title,
    description: p.description.slice(0, 160),
    path: paths.project(args.params.slug),
    image: p.cover,
  }));

export default function ProjectDetailPage({ loaderData: project }: Route.ComponentProps) {
  return <ProjectDetailView project={project} />;
}
