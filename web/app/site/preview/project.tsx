/** /preview/project/:id?token=…: a project's draft as its public page will show it (D-11.5). */
import { previewProject } from '../../api/endpoints';
import { ProjectDetailView } from '../project-detail/project-view';
import type { Route } from './+types/project';
import { loadPreview, PREVIEW_HEADERS, tokenOf } from './preview.server';
import { PreviewBanner, previewMeta } from './preview-parts';

export { PreviewErrorBoundary as ErrorBoundary } from './preview-parts';

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadPreview(() => previewProject(params.id, tokenOf(request)));
}

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => previewMeta(loaderData?.title);

export default function ProjectPreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner />
      <ProjectDetailView project={loaderData} />
    </>
  );
}
