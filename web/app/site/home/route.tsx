import '../../components/slider-css';
import { Link } from 'react-router';
import { siteHome } from '../../api/endpoints';
import { requestLocale } from '../../lib/load.server';
import type { ClientLogo, ProjectSlide, ServiceSummary, StateCity, Testimonial } from '../../api/types';
import { ResponsiveImage } from '../../components/responsive-image';
import { Slider } from '../../components/slider';
import { HERO_IMAGES } from '../../lib/hero-images';
import { generateMeta, organizationLd, siteFromMatches } from '../../lib/meta';
import { paths } from '../../paths';
import { CtaBanner } from '../shared/cta-banner';
import { WhyChooseUs } from '../shared/reason-cards';
import { HeadedSection, IntroSection } from '../shared/headed-section';
import type { Route } from './+types/route';
import './home.css';
import { fill, useLocalePath, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ request }: Route.LoaderArgs) {
  return (await siteHome(requestLocale(request))).data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return generateMeta(site, {
    title: loaderData?.settings.hero_title ?? 'Your Dreams, Our Design',
    description:
      loaderData?.settings.tagline ??
      'Urban planning, architecture, land survey and interior design consultancy in Jaipur.',
    path: paths.home,
    image: loaderData?.services[0]?.image,
    jsonLd: organizationLd(site),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const at = useLocalePath();
  const t = useMessages().pages;
  const l = useMessages().labels;
  const { settings, services, reasons, work, states, clients, testimonials } = loaderData;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__media" aria-hidden="true">
          <ResponsiveImage media={HERO_IMAGES.home} sizes="100vw" priority alt="" className="hero__image" />
        </div>
        <div className="hero__content container">
          <p className="eyebrow">{fill(t.homeEyebrow, { year: settings.founded_year })}</p>
          <h1 id="hero-title" className="hero__title">
            {settings.hero_title}
          </h1>
          <p className="hero__lead">{settings.hero_subtitle}</p>
          <div className="hero__actions">
            <Link to={at(paths.contact)} className="button button--accent">
              {t.getQuote}
            </Link>
            <Link to={at(paths.projects)} className="button button--light">
              {t.ourProject}
            </Link>
          </div>
        </div>
      </section>

      <IntroSection id="intro-title" title={settings.intro_title} className="intro">
        <div>
          <p className="lead">{settings.intro_text}</p>
          <Link to={at(paths.about)} className="button button--primary">
            {t.moreAboutUs}
          </Link>
        </div>
      </IntroSection>

      <HeadedSection id="services-title" eyebrow={t.whatWeDo} title={t.ourServices} tone="tint">
        <Slider<ServiceSummary>
          label={l.ourServices}
          items={services}
          breakpoints={{ 400: 1, 768: 2, 1024: 4 }}
          itemKey={(s) => s.slug}
          renderSlide={(s, _, sizes) => <ServiceCard service={s} sizes={sizes} />}
        />
      </HeadedSection>

      <WhyChooseUs reasons={reasons} />

      <HeadedSection id="work-title" eyebrow={t.portfolio} title={t.ourWork} tone="dark">
        <Slider<ProjectSlide>
          label={l.ourWork}
          items={work}
          breakpoints={{ 640: 2, 1024: 3 }}
          itemKey={(p) => p.slug}
          renderSlide={(p, _, sizes) => <WorkCard project={p} sizes={sizes} />}
        />
      </HeadedSection>

      <HeadedSection id="states-title" eyebrow={t.whereWeWork} title={t.statesWeServe}>
        <Slider<StateCity>
          label={l.statesWeServe}
          items={states}
          breakpoints={{ 300: 1, 480: 2, 768: 3, 1024: 4 }}
          itemKey={(s) => s.name}
          renderSlide={(s, _, sizes) => (
            <figure className="state-card">
              <ResponsiveImage media={s.image} sizes={sizes} alt="" />
              <figcaption>{s.name}</figcaption>
            </figure>
          )}
        />
      </HeadedSection>

      <HeadedSection id="clients-title" eyebrow={t.trustedBy} title={t.clientsAndPartners} tone="tint">
        <Slider<ClientLogo>
          label={l.clientsAndPartners}
          items={clients}
          breakpoints={{ 0: 2, 640: 3, 1024: 5 }}
          spaceBetween={16}
          itemKey={(c) => c.title}
          renderSlide={(c, _, sizes) => (
            <figure className="logo-card">
              <ResponsiveImage media={c.front} sizes={sizes} alt={c.title} />
              <figcaption className="visually-hidden">{c.title}</figcaption>
            </figure>
          )}
        />
      </HeadedSection>

      <HeadedSection id="testimonials-title" eyebrow={t.testimonials} title={t.clientsSay}>
        <Slider<Testimonial>
          label="Client testimonials"
          items={testimonials}
          breakpoints={{ 768: 1, 1024: 3 }}
          itemKey={(t, i) => `${t.author}-${i}`}
          renderSlide={(t) => (
            <blockquote className="testimonial">
              <p>“{t.text}”</p>
              <footer>
                <strong>{t.author}</strong>
                <span>{t.company}</span>
              </footer>
            </blockquote>
          )}
        />
      </HeadedSection>

      <CtaBanner />
    </>
  );
}

function ServiceCard({ service, sizes }: { service: ServiceSummary; sizes: string }) {
  const at = useLocalePath();
  return (
    <Link to={at(paths.service(service.slug))} className="card service-card">
      <ResponsiveImage media={service.image} sizes={sizes} className="card__image" alt="" />
      <div className="card__body">
        <h3 className="card__title">{service.title}</h3>
        <p>{service.tagline}</p>
      </div>
    </Link>
  );
}

/** A project's photo that turns to its second photo on hover or focus. */
function WorkCard({ project, sizes }: { project: ProjectSlide; sizes: string }) {
  const at = useLocalePath();
  return (
    <Link to={at(paths.project(project.slug))} className="flip-card">
      <span className="flip-card__face flip-card__front">
        <ResponsiveImage media={project.front} sizes={sizes} alt="" />
      </span>
      <span className="flip-card__face flip-card__back" aria-hidden="true">
        <ResponsiveImage media={project.back ?? project.front} sizes={sizes} alt="" />
      </span>
      <span className="flip-card__title">{project.title}</span>
    </Link>
  );
}
