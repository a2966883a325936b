import { Link } from 'react-router';
import { siteProjects } from '../../api/endpoints';
import { requestLocale } from '../../lib/load.server';
import { CARD_GRID_SIZES, ResponsiveImage } from '../../components/responsive-image';
import { HERO_IMAGES, PLACEHOLDER_IMAGE } from '../../lib/hero-images';
import { catalogueMeta } from '../../lib/meta';
import { paths } from '../../paths';
import { PageBanner } from '../shared/page-banner';
import type { Route } from './+types/route';
import './projects.css';
import { useLocalePath, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ request }: Route.LoaderArgs) {
  return (await siteProjects(requestLocale(request))).data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  catalogueMeta(matches, (t) => ({ title: t.pages.projectsTitle, description: t.meta.projectsDescription }), {
    path: paths.projects,
    image: loaderData?.[0]?.cover,
  });

export default function Projects({ loaderData: projects }: Route.ComponentProps) {
  const at = useLocalePath();
  const t = useMessages().pages;
  const l = useMessages().labels;
  return (
    <>
      <PageBanner title={t.projectsTitle} eyebrow={t.portfolio} image={HERO_IMAGES.projects} />
      <section className="section" aria-label={l.projects}>
        <ul className="container grid grid--cards project-grid">
          {projects.map((p, i) => (
            <li key={p.slug}>
              <Link to={at(paths.project(p.slug))} className="card project-card">
                {/* Blocks, not spans: a heading may not sit inside phrasing content. A project without images shows the
                    branded placeholder, as a blog card does. */}
                <div className="project-card__media">
                  {/* Only the first card's image is fetched first: on a phone the banner is the first view's main image,
                      and a second early fetch beside it delayed its paint (docs/performance.md, the first view). */}
                  <ResponsiveImage
                    media={p.cover}
                    fallbackSrc={PLACEHOLDER_IMAGE}
                    sizes={CARD_GRID_SIZES}
                    alt=""
                    priority={i === 0}
                    className="card__image"
                  />
                  {p.upcoming && <span className="badge">{t.upcoming}</span>}
                </div>
                <div className="card__body card__body--stack project-card__body">
                  <span className="project-card__category">{p.category}</span>
                  <h2 className="card__title project-card__title">{p.title}</h2>
                  {p.location && <span className="project-card__location">{p.location}</span>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
