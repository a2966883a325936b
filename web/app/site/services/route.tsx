import '../../components/slider-css';
import { Link } from 'react-router';
import { siteServices } from '../../api/endpoints';
import { requestLocale } from '../../lib/load.server';
import type { ServiceSummary } from '../../api/types';
import { ResponsiveImage } from '../../components/responsive-image';
import { Slider } from '../../components/slider';
import { HERO_IMAGES } from '../../lib/hero-images';
import { catalogueMeta } from '../../lib/meta';
import { paths } from '../../paths';
import { PageBanner } from '../shared/page-banner';
import type { Route } from './+types/route';
import './services.css';
import { fill, useLocalePath, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ request }: Route.LoaderArgs) {
  return (await siteServices(requestLocale(request))).data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  catalogueMeta(
    matches,
    (t) => ({
      title: t.pages.servicesTitle,
      description: fill(t.meta.servicesDescription, { services: loaderData?.map((s) => s.title).join(', ') ?? '' }),
    }),
    { path: paths.services, image: loaderData?.[0]?.image },
  );

export default function Services({ loaderData: services }: Route.ComponentProps) {
  const at = useLocalePath();
  const t = useMessages().pages;
  const l = useMessages().labels;
  return (
    <>
      <PageBanner title={t.servicesTitle} eyebrow={t.whatWeDo} image={HERO_IMAGES.services} />
      <section className="section" aria-label={l.services}>
        <div className="container">
          <p className="lead services-intro">{t.servicesIntro}</p>
          {/* the services-page carousel loops at 1500 ms; 1, 2, 3 per view at 320, 768, 1024. */}
          <Slider<ServiceSummary>
            label={t.servicesTitle}
            className="services-carousel"
            items={services}
            delay={1500}
            loop
            breakpoints={{ 320: 1, 768: 2, 1024: 3 }}
            itemKey={(s) => s.slug}
            renderSlide={(s, index, sizes) => (
              <Link to={at(paths.service(s.slug))} className="service-panel">
                {/* The first slide's image is the page's largest paint on a phone (one slide per view): it is
                    preloaded, not lazy, like a hero. */}
                <ResponsiveImage
                  media={s.image}
                  sizes={sizes}
                  alt=""
                  className="service-panel__image"
                  priority={index === 0}
                />
                <span className="service-panel__body">
                  <ResponsiveImage media={s.logo} sizes="48px" alt="" className="service-panel__logo" />
                  <span className="service-panel__title">{s.title}</span>
                  <span className="line-clamp service-panel__text">{s.description}</span>
                  <span className="service-panel__more">Read more →</span>
                </span>
              </Link>
            )}
          />
        </div>
      </section>
    </>
  );
}
