import '../../components/slider-css';
import { siteAbout } from '../../api/endpoints';
import { requestLocale } from '../../lib/load.server';
import type { Award, PublicTeamMember } from '../../api/types';
import { ResponsiveImage } from '../../components/responsive-image';
import { Slider } from '../../components/slider';
import { HERO_IMAGES } from '../../lib/hero-images';
import { generateMeta, organizationLd, siteFromMatches } from '../../lib/meta';
import { paths } from '../../paths';
import { CaptionedImage, PageBanner } from '../shared/page-banner';
import { ReasonCards, WhyChooseUs } from '../shared/reason-cards';
import { HeadedSection, IntroSection } from '../shared/headed-section';
import type { Route } from './+types/route';
import './about.css';
import { fill, messagesFromMatches, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ request }: Route.LoaderArgs) {
  return (await siteAbout(requestLocale(request))).data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = messagesFromMatches(matches)?.about;
  const company = loaderData?.settings.company_name ?? 'Cadmax';
  return generateMeta(site, {
    title: t?.title ?? 'Why Us',
    description: fill(t?.metaDescription ?? '', { company, year: loaderData?.settings.founded_year ?? 2005 }),
    path: paths.about,
    image: loaderData?.awards[0]?.image,
    jsonLd: organizationLd(site),
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const { settings, reasons, awards, team } = loaderData;
  const t = useMessages().about;
  const company = settings.company_name;
  return (
    <>
      <PageBanner
        title={t.title}
        eyebrow={fill(t.eyebrow, { company, year: settings.founded_year })}
        image={HERO_IMAGES.about}
      />

      <IntroSection id="profile-title" title={t.profileTitle}>
        <div>
          <p className="lead">{settings.intro_text}</p>
          <p>{fill(t.profileText, { company, address: settings.address })}</p>
        </div>
      </IntroSection>

      <section className="section section--tint" aria-label={t.pillarsLabel}>
        <div className="container grid pillar-grid">
          {t.pillars.map((p) => (
            <PillarCard key={p.title} {...p} />
          ))}
        </div>
      </section>

      <WhyChooseUs reasons={reasons} />

      <HeadedSection id="awards-title" eyebrow={t.recognition} title={t.awardsTitle} tone="dark">
        <Slider<Award>
          label={t.awardsLabel}
          items={awards}
          breakpoints={{ 640: 2, 1024: 3 }}
          itemKey={(a) => a.name}
          renderSlide={(a, _, sizes) => (
            <CaptionedImage
              className="award-card caption-card"
              media={a.image}
              sizes={sizes}
              alt={a.image?.alt || a.name}
              caption={a.name}
            />
          )}
        />
      </HeadedSection>

      <IntroSection id="about-list-title" title={t.aboutTitle}>
        <ul className="check-list">
          {t.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </IntroSection>

      <HeadedSection id="team-title" eyebrow={t.people} title={t.teamTitle} tone="tint">
        <Slider<PublicTeamMember>
          label={t.teamLabel}
          className="team-slider"
          items={team}
          delay={3000}
          breakpoints={{ 200: 1, 640: 2, 768: 3, 1024: 4 }}
          itemKey={(m, i) => `${m.name}-${i}`}
          renderSlide={(m, _, sizes) => <TeamCard member={m} sizes={sizes} />}
        />
      </HeadedSection>

      <HeadedSection id="values-title" eyebrow={t.valuesEyebrow} title={t.valuesTitle}>
        <ReasonCards reasons={t.values} numbered={false} />
      </HeadedSection>
    </>
  );
}

function PillarCard({ title, text }: { title: string; text: string }) {
  return (
    <article className="tile pillar-card">
      <h2>{title}</h2>
      <p>{text}</p>
    </article>
  );
}

function TeamCard({ member, sizes }: { member: PublicTeamMember; sizes: string }) {
  return (
    <figure className="team-card">
      {member.image ? (
        <ResponsiveImage media={member.image} sizes={sizes} alt={member.name} />
      ) : (
        // The photo is optional in the admin: a member without one gets their initials, not an empty box.
        <div className="team-card__initials" aria-hidden="true">
          {initials(member.name)}
        </div>
      )}
      <figcaption>
        <strong>{member.name}</strong>
        <span>{member.designation}</span>
      </figcaption>
    </figure>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
