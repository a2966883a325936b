import { Link } from 'react-router';
import { siteCareers } from '../../api/endpoints';
import { requestLocale } from '../../lib/load.server';
import { ResponsiveImage } from '../../components/responsive-image';
import { HERO_IMAGES } from '../../lib/hero-images';
import { generateMeta, siteFromMatches } from '../../lib/meta';
import { useSite } from '../../lib/use-site';
import { paths } from '../../paths';
import { PageBanner } from '../shared/page-banner';
import type { Route } from './+types/route';
import { careerFactList, careerImage } from './career-facts';
import { careerHref } from '../../lib/career-href';
import './careers.css';
import { fill, messagesFromMatches, useLocalePath, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ request }: Route.LoaderArgs) {
  return (await siteCareers(requestLocale(request))).data;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = messagesFromMatches(matches);
  return generateMeta(site, {
    title: fill(t?.pages.careersTitle ?? '', { company: site?.settings.company_name ?? 'Cadmax' }),
    description: t?.meta.careersDescription ?? '',
    path: paths.careers,
  });
};

export default function Careers({ loaderData: openings }: Route.ComponentProps) {
  const at = useLocalePath();
  const { settings } = useSite();
  const { pages: t, labels: l, facts } = useMessages();
  return (
    <>
      <PageBanner
        title={fill(t.careersTitle, { company: settings.company_name })}
        eyebrow={t.careersEyebrow}
        image={HERO_IMAGES.careers}
      >
        <p className="page-banner__lead">{fill(t.careersLead, { year: settings.founded_year })}</p>
      </PageBanner>
      <section className="section" aria-labelledby="openings-title">
        <div className="container">
          <h2 id="openings-title" className="section-title">
            {t.currentOpenings}
          </h2>
          <ul className="grid plain-list opening-grid">
            {openings.map((job) => (
              <li key={job.slug} className="card opening-card">
                <ResponsiveImage
                  media={careerImage(job)}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  alt=""
                  className="card__image"
                />
                <div className="card__body card__body--stack opening-card__body">
                  <h3>{job.title}</h3>
                  {job.role && job.role !== job.title && <p>{job.role}</p>}
                  <ul className="opening-card__facts" aria-label={l.facts}>
                    {careerFactList(job, facts).map((fact) => (
                      <li key={fact}>{fact}</li>
                    ))}
                  </ul>
                  <Link
                    to={at(careerHref(job.slug))}
                    className="button button--ghost"
                    aria-label={`${t.viewDetails}: ${job.title}`}
                  >
                    {t.viewDetails}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
