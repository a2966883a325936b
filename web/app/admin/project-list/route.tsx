import { useLoaderData } from 'react-router';
import { projectAdminGet, projectDelete } from '../../api/endpoints';
import type { AdminProject } from '../../api/types';
import { paths } from '../../paths';
import { CardGridScreen, type GridCardContent } from '../components/card-grid';
import { PublishStateBadge } from '../components/publish-state';
import { ScreenError } from '../components/screen-error';
import { listAction } from '../lib/actions';
import { msg } from '../lib/messages';
import { pagedListLoader } from '../lib/paged-list';
import { projectSummary } from './summary';

export const meta = () => [{ title: 'Projects | Admin' }];

/** Every project, drafts included, with its state (issue 15). */
export const clientLoader = pagedListLoader(projectAdminGet);
export const clientAction = listAction({ remove: projectDelete });
/** a failed list shows its empty state (and says it could not be loaded). */
export const ErrorBoundary = () => <ScreenError title="Projects" subject="The projects" empty="grid" />;

/** D-8.3: the card opens the project's public page; it names the client and category. */
const projectCard = (project: AdminProject): GridCardContent => ({
  title: project.title || msg.untitled,
  publicHref: paths.project(project.slug),
  image: project.Image[0],
  editTo: paths.admin.projectUpdate(project._id),
  body: (
    <>
      <p className="adm-grid-card__state">
        <PublishStateBadge state={project.state} publishAt={project.publishAt} />
      </p>
      <dl className="adm-grid-card__facts">
        <div>
          <dt>Client</dt>
          <dd>{project.client || msg.notAvailable}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{project.category || msg.notAvailable}</dd>
        </div>
      </dl>
      <p className="adm-grid-card__text">{projectSummary(project)}</p>
    </>
  ),
});

export default function ProjectList() {
  const list = useLoaderData<typeof clientLoader>();
  return (
    <CardGridScreen list={list} title="Projects" noun="Project" addPath={paths.admin.projectAdd} card={projectCard} />
  );
}
