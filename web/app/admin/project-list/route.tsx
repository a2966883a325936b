import { projectAdminGet, projectDelete } from '../../api/endpoints';
import type { AdminProject } from '../../api/types';
import { paths } from '../../paths';
import { cardGridRoute, type GridCardContent } from '../components/card-grid';
import { msg } from '../lib/messages';
import { projectSummary } from './summary';

/** D-8.3: the card opens the project's public page; it names the client and category. */
const projectCard = (project: AdminProject): GridCardContent => ({
  title: project.title || msg.untitled,
  publicHref: paths.project(project.slug),
  image: project.Image[0],
  body: (
    <>
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

/** Every project, drafts included, with its state (D-11.5). */
const projectList = cardGridRoute({ type: 'project', read: projectAdminGet, remove: projectDelete, card: projectCard });
export const { meta, clientLoader, clientAction, ErrorBoundary } = projectList;
export default projectList.Screen;
