import '../../components/slider-css';
import { siteService } from '../../api/endpoints';
import type { ServiceDetail } from '../../api/types';
import { ResponsiveImage } from '../../components/responsive-image';
import { Slider } from '../../components/slider';
import { loadRecordPage, requestLocale } from '../../lib/load.server';
import { paths } from '../../paths';
import { HeadedSection } from '../shared/headed-section';
import { SectionHead } from '../shared/section-head';
import { CaptionedImage, HeroMedia, RecordLogo } from '../shared/page-banner';
import type { Route } from './+types/route';
import { recordPageMeta } from '../not-found/not-found-meta';
import './service-detail.css';
import { FallbackNote, useTextLang } from '../shared/fallback-note';
import { useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadRecordPage('service', request, () => siteService(params.slug, requestLocale(request)));
}

export const meta: Route.MetaFunction = (args) => recordPageMeta(args, paths.service(args.params.slug), (s) => s.image);

type Feature = ServiceDetail['features'][number];

export default function ServiceDetailPage({ loaderData: service }: Route.ComponentProps) {
  const lang = useTextLang(service);
  const t = useMessages().pages;
  const l = useMessages().labels;
  return (
    <>
      <section className="page-banner service-hero" aria-labelledby="page-title">
        <HeroMedia media={service.image} className="page-banner__media" />
        <div className="container service-hero__content">
          <RecordLogo media={service.logo} of={service.title} width={72} className="service-hero__logo" />
          <h1 id="page-title" lang={lang}>
            {service.title}
          </h1>
          <p className="service-hero__tagline" lang={lang}>
            {service.tagline}
          </p>
        </div>
      </section>

      <section className="section" aria-label={l.aboutService}>
        <div className="container narrow">
          <FallbackNote record={service} />
          <p className="lead" lang={lang}>
            {service.description}
          </p>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="expertise-title">
        <div className="container grid grid--split expertise">
          <ResponsiveImage
            media={service.image2}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt=""
            className="expertise__image"
          />
          <div>
            <SectionHead id="expertise-title" eyebrow={service.title} title={t.expertise} />
            <p lang={lang}>{service.description2}</p>
          </div>
        </div>
      </section>

      <HeadedSection id="offer-title" eyebrow={t.scope} title={t.whatWeOffer}>
        <Slider<Feature>
          label={t.whatWeOffer}
          items={service.features}
          breakpoints={{ 300: 1, 480: 2, 768: 3, 1024: 4 }}
          itemKey={(f) => f.title}
          renderSlide={(f, _, sizes) => <FeatureCard feature={f} sizes={sizes} />}
        />
      </HeadedSection>
    </>
  );
}

function FeatureCard({ feature, sizes }: { feature: Feature; sizes: string }) {
  return (
    <CaptionedImage
      className="card caption-card feature-card"
      media={feature.image}
      sizes={sizes}
      caption={feature.title}
    />
  );
}
