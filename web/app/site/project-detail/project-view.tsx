import type { ProjectDetail } from '../../api/types';
import { CARD_GRID_SIZES, ResponsiveImage } from '../../components/responsive-image';
import { FactList } from '../shared/fact-list';
import { HeadedSection } from '../shared/headed-section';
import { HeroMedia, RecordLogo } from '../shared/page-banner';
import './project-detail.css';
import { FallbackNote, useTextLang } from '../shared/fallback-note';
import { useMessages } from '../../i18n/messages';

/** The facts beside the overview, each under its field's label in the page's language (the catalogue's `facts`). */
const FACTS = ['category', 'client', 'location', 'type', 'launch', 'area'] as const;

/** The project page's body: the public route's, and the signed preview's of a draft (site/preview). */
export function ProjectDetailView({ project }: { project: ProjectDetail }) {
  const lang = useTextLang(project);
  const t = useMessages().pages;
  const l = useMessages().labels;
  // Only the facts the project has (FactList leaves out an unset one).
  const labels = useMessages().facts;
  const facts = FACTS.map((name) => ({ label: labels[name], value: project[name] }));
  return (
    <>
      <section className="project-hero" aria-labelledby="page-title">
        <HeroMedia media={project.cover} className="project-hero__media" />
        <div className="container project-hero__content">
          {project.upcoming && <span className="badge">{t.upcoming}</span>}
          <h1 id="page-title" lang={lang}>
            {project.title}
          </h1>
        </div>
      </section>

      <section className="section" aria-label={l.projectOverview}>
        <div className="container grid grid--split project-overview">
          <div className="project-overview__text" lang={lang}>
            <FallbackNote record={project} />
            {project.logo && (
              <RecordLogo media={project.logo} of={project.title} width={96} className="project-overview__logo" />
            )}
            <p className="lead">{project.description}</p>
          </div>
          <FactList className="tile fact-list" facts={facts} />
        </div>
      </section>

      {project.gallery.length > 0 && (
        <HeadedSection id="gallery-title" eyebrow={t.gallery} title={t.projectGallery} tone="tint">
          <ul className="grid grid--cards plain-list gallery">
            {project.gallery.map((image, i) => (
              <li key={image.url}>
                <ResponsiveImage
                  media={image}
                  sizes={CARD_GRID_SIZES}
                  alt={image.alt || `${project.title}, image ${i + 1}`}
                />
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}

      {project.testimonial && (
        <HeadedSection id="client-title" eyebrow={t.testimonial} title={t.clientSaid} className="narrow">
          <blockquote className="testimonial testimonial--large">
            <p>“{project.testimonial}”</p>
            <footer>
              <strong>{project.testimonial_author || project.client}</strong>
              {project.testimonial_role && <span>{project.testimonial_role}</span>}
            </footer>
          </blockquote>
        </HeadedSection>
      )}
    </>
  );
}
