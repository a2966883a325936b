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

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ request }: Route.LoaderArgs) {
  return (await siteAbout(requestLocale(request))).data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const company = loaderData?.settings.company_name ?? 'Cadmax';
  return generateMeta(site, {
    title: 'Why Us',
    description: `Why ${company}: town planners, architects, surveyors and interior designers in Jaipur since ${loaderData?.settings.founded_year ?? 2005}.`,
    path: paths.about,
    image: loaderData?.awards[0]?.image,
    jsonLd: organizationLd(site),
  });
};

const PILLARS = [
  {
    title: 'Our Mission',
    text: 'To plan and design places that work for the people who live in them: legally sound layouts, buildable drawings and interiors that age well, delivered on the timelines our clients commit to their buyers.',
  },
  {
    title: 'Our Vision',
    text: 'To be the consultancy Rajasthan turns to when land becomes a landmark: trusted by developers, institutions and families for planning that respects climate, heritage and growth.',
  },
];

const ABOUT_POINTS = [
  'Town planning and layout approvals with JDA, RIICO and urban local bodies',
  'Architecture for residential, commercial, institutional and industrial projects',
  'DGPS and total-station land surveys, contour and topographical mapping',
  'Infrastructure design: roads, drainage, water supply and street lighting',
  'Interior design from concept to on-site execution',
  'One team from feasibility to completion, in Jaipur since 2005',
];

const VALUES = [
  {
    title: 'Integrity',
    description:
      'Honest advice on what a site can and cannot carry, even when the answer is not the one a client hoped for.',
  },
  {
    title: 'Craft',
    description:
      'Drawings checked twice, measurements taken on the ground and details that contractors can build without guessing.',
  },
  {
    title: 'Responsibility',
    description:
      'Designs that work with the desert climate, save water and leave room for the city that will grow around them.',
  },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { settings, reasons, awards, team } = loaderData;
  return (
    <>
      <PageBanner
        title="Why Us"
        eyebrow={`${settings.company_name} · since ${settings.founded_year}`}
        image={HERO_IMAGES.about}
      />

      <IntroSection id="profile-title" title="Company Profile">
        <div>
          <p className="lead">{settings.intro_text}</p>
          <p>
            {settings.company_name} is a multidisciplinary consultancy for urban planning, infrastructure, real estate,
            architecture, land survey and interior design, working from {settings.address}. With 20 years of experience
            and the best urban planning firm award in 2025, we take projects from a first survey to the finished
            interior.
          </p>
        </div>
      </IntroSection>

      <section className="section section--tint" aria-label="Mission and vision">
        <div className="container grid pillar-grid">
          {PILLARS.map((p) => (
            <PillarCard key={p.title} {...p} />
          ))}
        </div>
      </section>

      <WhyChooseUs reasons={reasons} />

      <HeadedSection id="awards-title" eyebrow="Recognition" title="Honours and Achievements" tone="dark">
        <Slider<Award>
          label="Honours and achievements"
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

      <IntroSection id="about-list-title" title="About Us">
        <ul className="check-list">
          {ABOUT_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </IntroSection>

      <HeadedSection id="team-title" eyebrow="People" title="Meet Our Team" tone="tint">
        <Slider<PublicTeamMember>
          label="Our team"
          className="team-slider"
          items={team}
          delay={3000}
          breakpoints={{ 200: 1, 640: 2, 768: 3, 1024: 4 }}
          itemKey={(m, i) => `${m.name}-${i}`}
          renderSlide={(m, _, sizes) => <TeamCard member={m} sizes={sizes} />}
        />
      </HeadedSection>

      <HeadedSection id="values-title" eyebrow="Values" title="What We Stand For">
        <ReasonCards reasons={VALUES} numbered={false} />
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
