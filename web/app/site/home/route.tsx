import '../../components/slider-css';
import { Link } from 'react-router';
import { siteHome } from '../../api/endpoints';
import type { ClientLogo, ProjectSlide, ServiceSummary, StateCity, Testimonial } from '../../api/types';
import { ResponsiveImage } from '../../components/responsive-image';
import { Slider } from '../../components/slider';
import { HERO_IMAGES } from '../../lib/hero-images';
import { generateMeta, organizationLd, siteFromMatches } from '../../lib/meta';
import { paths } from '../../paths';
import { CtaBanner } from '../shared/cta-banner';
import { ReasonCards } from '../shared/reason-cards';
import { SectionHead } from '../shared/section-head';
import type { Route } from './+types/route';
import './home.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader() {
  return (await siteHome()).data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return generateMeta(site, {
    title: `${loaderData?.settings.company_name ?? 'Cadmax'} | ${loaderData?.settings.hero_title ?? 'Your Dreams, Our Design'}`,
    description: loaderData?.settings.tagline ?? 'Urban planning, architecture, land survey and interior design consultancy in Jaipur.',
    path: paths.home,
    image: loaderData?.services[0]?.image,
    jsonLd: organizationLd(site),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings, services, reasons, work, states, clients, testimonials } = loaderData;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__media" aria-hidden="true">
          <ResponsiveImage media={HERO_IMAGES.home} sizes="100vw" priority alt="" className="hero__image" />
        </div>
        <div className="hero__content container">
          <p className="eyebrow">Since {settings.founded_year} · Jaipur, Rajasthan</p>
          <h1 id="hero-title" className="hero__title">
            {settings.hero_title}
          </h1>
          <p className="hero__lead">{settings.hero_subtitle}</p>
          <div className="hero__actions">
            <Link to={paths.contact} className="button button--accent">
              Get a quote
            </Link>
            <Link to={paths.projects} className="button button--light">
              Our Project
            </Link>
          </div>
        </div>
      </section>

      <section className="section intro" aria-labelledby="intro-title">
        <div className="container intro__grid">
          <h2 id="intro-title" className="display-title">
            {settings.intro_title}
          </h2>
          <div>
            <p className="lead">{settings.intro_text}</p>
            <Link to={paths.about} className="button button--primary">
              More About Us
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="services-title">
        <div className="container">
          <SectionHead id="services-title" eyebrow="What we do" title="Our Services" />
          <Slider<ServiceSummary>
            label="Our services"
            items={services}
            delay={2500}
            breakpoints={{ 400: 1, 768: 2, 1024: 4 }}
            itemKey={(s) => s.slug}
            renderSlide={(s) => (
              <Link to={paths.service(s.slug)} className="card service-card">
                <ResponsiveImage media={s.image} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw" className="card__image" alt="" />
                <div className="card__body">
                  <h3 className="card__title">{s.title}</h3>
                  <p>{s.tagline}</p>
                </div>
              </Link>
            )}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <SectionHead id="why-title" eyebrow="Why us" title="Why Choose Us" />
          <ReasonCards reasons={reasons} />
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="work-title">
        <div className="container">
          <SectionHead id="work-title" eyebrow="Portfolio" title="Our Work" />
          <Slider<ProjectSlide>
            label="Our work"
            items={work}
            delay={2500}
            breakpoints={{ 640: 2, 1024: 3 }}
            itemKey={(p) => p.slug}
            renderSlide={(p) => (
              <Link to={paths.project(p.slug)} className="flip-card">
                <span className="flip-card__face flip-card__front">
                  <ResponsiveImage media={p.front} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" alt="" />
                </span>
                <span className="flip-card__face flip-card__back" aria-hidden="true">
                  <ResponsiveImage media={p.back ?? p.front} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" alt="" />
                </span>
                <span className="flip-card__title">{p.title}</span>
              </Link>
            )}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="states-title">
        <div className="container">
          <SectionHead id="states-title" eyebrow="Where we work" title="Popular States We Serve" />
          <Slider<StateCity>
            label="Popular states we serve"
            items={states}
            delay={2500}
            breakpoints={{ 300: 1, 480: 2, 768: 3, 1024: 4 }}
            itemKey={(s) => s.name}
            renderSlide={(s) => (
              <figure className="state-card">
                <ResponsiveImage media={s.image} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw" alt="" />
                <figcaption>{s.name}</figcaption>
              </figure>
            )}
          />
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="clients-title">
        <div className="container">
          <SectionHead id="clients-title" eyebrow="Trusted by" title="Our Client and Partners" />
          <Slider<ClientLogo>
            label="Our clients and partners"
            items={clients}
            delay={2500}
            breakpoints={{ 0: 2, 640: 3, 1024: 5 }}
            spaceBetween={16}
            itemKey={(c) => c.title}
            renderSlide={(c) => (
              <figure className="logo-card">
                <ResponsiveImage media={c.front} sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw" alt={c.title} />
                <figcaption className="visually-hidden">{c.title}</figcaption>
              </figure>
            )}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHead id="testimonials-title" eyebrow="Testimonials" title="What Our Clients Say" />
          <Slider<Testimonial>
            label="Client testimonials"
            items={testimonials}
            delay={2500}
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
        </div>
      </section>

      <CtaBanner />
    </>
  );
}
