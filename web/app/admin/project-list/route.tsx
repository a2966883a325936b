import { Link, useLoaderData } from 'react-router';
import { projectDelete, projectGet } from '../../api/endpoints';
import type { Project } from '../../api/types';
import { paths } from '../../paths';
import { CardGridScreen } from '../components/card-grid';
import { DeleteButton } from '../components/data-table';
import { ScreenError } from '../components/screen-error';
import { listAction } from '../lib/actions';
import { DEFAULT_BANNER, fallBackToBanner } from '../lib/default-banner';
import { msg } from '../lib/messages';
import { pagedListLoader } from '../lib/paged-list';
import { projectSummary } from './summary';

export const meta = () => [{ title: 'Projects | Admin' }];

function ProjectCard({ project, onDelete }: { project: Project; onDelete: () => void }) {
  const title = project.title || msg.untitled;
  return (
    <li className="adm-grid-card">
      {/* D-8.3: the card opens the project's public page. */}
      <a href={paths.project(project.slug)} className="adm-grid-card__link" target="_blank" rel="noreferrer">
        <img src={project.Image[0] || DEFAULT_BANNER} onError={fallBackToBanner} alt="" loading="lazy" />
        <h2>{title}</h2>
      </a>
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
      <div className="adm-grid-card__actions">
        <Link
          to={paths.admin.projectUpdate(project._id)}
          className="adm-btn adm-btn--small"
          aria-label={`Edit ${title}`}
        >
          Edit
        </Link>
        <DeleteButton name={title} onClick={onDelete} />
      </div>
    </li>
  );
}

export const clientLoader = pagedListLoader(projectGet);
export const clientAction = listAction({ remove: projectDelete });
/** a failed list shows its empty state (and says it could not be loaded). */
export const ErrorBoundary = () => <ScreenError title="Projects" subject="The projects" empty="grid" />;

export default function ProjectList() {
  return (
    <CardGridScreen
      list={useLoaderData<typeof clientLoader>()}
      title="Projects"
      add={{ to: paths.admin.projectAdd, label: 'Add Project' }}
      searchLabel="Search projects"
      deleteTitle="Delete project"
    >
      {(project, onDelete) => <ProjectCard key={project._id} project={project} onDelete={onDelete} />}
    </CardGridScreen>
  );
}
