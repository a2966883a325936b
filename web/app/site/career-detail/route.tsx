import { jobAdd, siteCareer } from '../../api/endpoints';
import { ResponsiveImage } from '../../components/responsive-image';
import { loadRecordPage, requestLocale } from '../../lib/load.server';
import { generateMeta, siteFromMatches } from '../../lib/meta';
import { submitPublicForm } from '../../lib/public-form.server';
import { paths } from '../../paths';
import type { Route } from './+types/route';
import { errorPageMeta } from '../not-found/not-found-meta';
import { APPLICATION_REQUIRED, ApplicationForm, RESUME_FIELD } from './application-form';
import { careerFacts, careerImage } from '../careers/career-facts';
import '../careers/careers.css';
import { FallbackNote, useTextLang } from '../shared/fallback-note';
import { PageBanner } from '../shared/page-banner';
import { fill, messagesFromMatches, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';
export { answerHeaders as headers } from '../../lib/public-form.server';

export async function loader({ params, request }: Route.LoaderArgs) {
  // The CMS trims the slug and matches it case-insensitively ('Interior ' → Interior Designer).
  return loadRecordPage('job-opening', request, () => siteCareer(params.slug, requestLocale(request)));
}

/** The application form's submit (application-form.tsx), sent on to POST /api/job-add, the resume passed through. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm(request, context, {
    required: APPLICATION_REQUIRED,
    file: RESUME_FIELD,
    send: (fields, resume, headers) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (resume) form.append(RESUME_FIELD, resume, resume.name);
      return jobAdd(form, headers);
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location, error }) =>
  !loaderData
    ? errorPageMeta(matches, location.pathname, error)
    : generateMeta(siteFromMatches(matches), {
        title: fill(messagesFromMatches(matches)?.meta.careerTitle ?? '{title}', { title: loaderData.title }),
        description: loaderData.quote || loaderData.about,
        path: paths.career(encodeURIComponent(loaderData.slug.trim())),
      });

/** A text typed with line breaks as paragraphs. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n+/)
    .filter((p) => p.trim() !== '')
    .map((p, i) => <p key={i}>{p}</p>);
}

/** Every block comes from the opening's own fields; an empty one is left out, never shown as an empty heading. */
export default function CareerDetail({ loaderData: job }: Route.ComponentProps) {
  const hasRequirements = job.skills.length > 0 || job.qualifications.trim() !== '';
  const lang = useTextLang(job);
  const { pages: t, labels: l, facts } = useMessages();
  return (
    <>
      <PageBanner title={job.title} eyebrow={t.careers} lang={lang}>
        {job.quote && (
          <blockquote className="role-quote" lang={lang}>
            {job.quote}
          </blockquote>
        )}
        <p className="role-facts">{careerFacts(job, facts)}</p>
      </PageBanner>
      <section className="section" aria-label={l.roleDetails}>
        <div className="container grid role-grid">
          <div className="role-body" lang={lang}>
            <FallbackNote record={job} />
            {/* The first thing under the banner on a phone: the largest paint, so not lazy. */}
            <ResponsiveImage
              media={careerImage(job)}
              sizes="(min-width: 1024px) 40vw, 100vw"
              priority
              alt=""
              className="role-image"
            />
            {job.about && <p className="lead">{job.about}</p>}
            {job.responsibilities.trim() && (
              <>
                <h2 className="section-title section-title--small">{t.responsibilities}</h2>
                <Paragraphs text={job.responsibilities} />
              </>
            )}
            {hasRequirements && (
              <>
                <h2 className="section-title section-title--small">{t.skills}</h2>
                {job.skills.length > 0 && (
                  <ul className="check-list">
                    {job.skills.map((skill) => (
                      <li key={skill}>{skill}</li>
                    ))}
                  </ul>
                )}
                {job.qualifications.trim() && <Paragraphs text={job.qualifications} />}
              </>
            )}
            {job.offers.trim() && (
              <>
                <h2 className="section-title section-title--small">{t.whatWeOffer}</h2>
                <Paragraphs text={job.offers} />
              </>
            )}
          </div>
          <ApplicationForm
            positions={job.positions}
            defaultPosition={job.positions.find((p) => p.label === job.title)?.value ?? ''}
          />
        </div>
      </section>
    </>
  );
}
