import { siteCareer } from '../../api/endpoints';
import { ResponsiveImage } from '../../components/responsive-image';
import { loadOr404 } from '../../lib/load.server';
import { generateMeta, siteFromMatches } from '../../lib/meta';
import { paths } from '../../paths';
import type { Route } from './+types/route';
import { errorPageMeta } from '../not-found/not-found-meta';
import { ApplicationForm } from './application-form';
import '../careers/careers.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

/** SPEC §9: the fixed line of every role. */
const ROLE_FACTS = 'Location: Jaipur, Rajasthan | Employment Type: Full-Time | Experience: 2-5 Years';

export async function loader({ params }: Route.LoaderArgs) {
  // The CMS trims the slug and matches it case-insensitively ('Interior ' → Interior Designer).
  return loadOr404(() => siteCareer(params.slug));
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location, error }) =>
  !loaderData ? errorPageMeta(matches, location.pathname, error) : generateMeta(siteFromMatches(matches), {
    title: `${loaderData.title} – Careers`,
    description: loaderData.quote,
    path: paths.career(encodeURIComponent(loaderData.slug.trim())),
  });

export default function CareerDetail({ loaderData: job }: Route.ComponentProps) {
  return (
    <>
      <section className="page-banner" aria-labelledby="page-title">
        <div className="container page-banner__content">
          <p className="eyebrow">Careers</p>
          <h1 id="page-title">{job.title}</h1>
          <blockquote className="role-quote">{job.quote}</blockquote>
          <p className="role-facts">{ROLE_FACTS}</p>
        </div>
      </section>
      <section className="section" aria-label="Role details">
        <div className="container role-grid">
          <div>
            {/* The first thing under the banner on a phone: the largest paint, so not lazy. */}
            <ResponsiveImage media={job.image} sizes="(min-width: 1024px) 40vw, 100vw" priority alt="" className="role-image" />
            {job.about && <p className="lead">{job.about}</p>}
            <h2 className="section-title section-title--small">Required Skills and Qualifications</h2>
            <ul className="check-list">
              {job.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </div>
          <ApplicationForm defaultPosition={job.title} />
        </div>
      </section>
    </>
  );
}
