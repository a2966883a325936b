import { Link } from 'react-router';
import { projectDelete, projectGet } from '../../api/endpoints';
import type { Project } from '../../api/types';
import { paths } from '../../paths';
import { useConfirmDelete } from '../components/confirm-delete';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '../components/search-box';
import { CardGrid } from '../components/card-grid';
import { DeleteButton } from '../components/data-table';
import { DEFAULT_BANNER, fallBackToBanner } from '../lib/default-banner';
import { msg } from '../lib/messages';
import { usePagedList } from '../lib/use-paged-list';
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

export default function ProjectList() {
  const list = usePagedList('projects', projectGet);
  const del = useConfirmDelete({ remove: projectDelete, reload: list.reload, title: 'Delete project' });

  return (
    <>
      <PageHeader
        title="Projects"
        action={
          <Link to={paths.admin.projectAdd} className="adm-btn adm-btn--primary">
            Add Project
          </Link>
        }
      />
      <SearchBox label="Search projects" value={list.search} onChange={list.setSearch} />
      <CardGrid list={list}>
        {(project) => <ProjectCard key={project._id} project={project} onDelete={() => del.ask(project._id)} />}
      </CardGrid>
      {del.dialog}
    </>
  );
}
