/**
 * The public site's reads (GET /api/site/*): each page's data in one call, mapped explicitly to the wire
 * types. The rows come from the content types' services, as lean queries of the columns and media each
 * page needs (cms/src/lib/lean-read.ts); a service's detail, with its features component, from the
 * document service. Order: sort_order where the content has it; projects in their seeded order
 * (createdAt, then id: the seed creates them in the spec's order and admin-added projects follow);
 * blogs newest first.
 *
 * D-15: each read takes the page's `locale`; a localized record's texts are its version's in that locale where it has
 * one, else its English ones, and its answer's `locale` says which (lib/lean-read.ts).
 */
import type { Core } from '@strapi/strapi';
import {
  awardFields,
  clientLogoFields,
  featuredProjectFields,
  fieldsAt,
  pickTexts,
  projectFields,
  reasonCardFields,
  serviceFields,
  siteLinkProblem,
  siteSettingFields,
  stateFields,
  testimonialFields,
  DEFAULT_LOCALE,
  type Locale,
  type TextsOf,
} from '@cadmax/contract';
import { localeOfRow, toBlogArticle, toBlogCard, toMedia, toMediaList, toPublicJobOpening } from '../../lib/mappers';
import { readsOf, type ListReads } from '../../lib/lean-read';
import { quoteServices } from '../../lib/quote-services';
import type { QuoteServiceInput } from '@cadmax/contract';
import { careerSlugKey } from '../../lib/slug';
import {
  documents,
  type AwardRow,
  type ClientLogoRow,
  type ContentUid,
  type FeaturedProjectRow,
  type JobOpeningRow,
  type ProjectRow,
  type ReasonCardRow,
  type Row,
  type ServiceRow,
  type StateRow,
  type TeamMemberRow,
  type TestimonialRow,
} from '../../lib/records';
import type { BlogReads } from '../blog/services/blog';
import type { ProjectReads } from '../project/services/project';
import type { SiteSettingReads } from '../site-setting/services/site-setting';
import type {
  AboutPage,
  Award,
  BlogArticle,
  BlogCard,
  BlogPage,
  CareerPage,
  ClientLogo,
  FeaturedProject,
  HomePage,
  ProjectCard,
  ProjectDetail,
  ProjectSlide,
  PublicJobOpening,
  PublicTeamMember,
  ReasonCard,
  ServiceDetail,
  ServiceSummary,
  SiteSettings,
  SitemapData,
  StateCity,
  Testimonial,
} from '../../lib/wire-types';

export const BLOG_PAGE_SIZE = 9;

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string | null | undefined) => (value ? value : null);

/** A content type listed whole, in its sort order (its service's publicList). */
/** The row's answer, or null when there is no row. */
const mapped = <R, T>(row: R | null, map: (row: R) => T): T | null => (row ? map(row) : null);

const all = <T extends Row>(strapi: Core.Strapi, uid: ContentUid, locale?: Locale) =>
  readsOf<ListReads<T>>(strapi, uid).publicList(locale);
const blogReads = (strapi: Core.Strapi) => readsOf<BlogReads>(strapi, 'api::blog.blog');
const projectReads = (strapi: Core.Strapi) => readsOf<ProjectReads>(strapi, 'api::project.project');

const safeLink = (field: string, value: string | null | undefined): string | null => {
  const link = orNull(value);
  return link && siteLinkProblem(field, link) === null ? link : null;
};

export async function siteSettings(strapi: Core.Strapi, locale: Locale = DEFAULT_LOCALE): Promise<SiteSettings> {
  const reads = readsOf<SiteSettingReads>(strapi, 'api::site-setting.site-setting');
  const [s, offered, own] = await Promise.all([
    reads.current(locale),
    quoteServices(strapi),
    locale === DEFAULT_LOCALE ? Promise.resolve([] as QuoteServiceInput[]) : reads.quoteServiceList(locale),
  ]);
  // The services' values are the English list's (what enquiries store); a label in the locale where it has one.
  const labels = new Map(own.map((o) => [o.value, o.label]));
  const texts = pickTexts(siteSettingFields, s ?? {}, 'public');
  return {
    ...texts,
    company_name: texts.company_name || 'Cadmax',
    // A value stored before the link rules that fails them is not shown.
    map_embed_url: safeLink('map_embed_url', s?.map_embed_url),
    social: {
      facebook: safeLink('facebook_url', s?.facebook_url),
      instagram: safeLink('instagram_url', s?.instagram_url),
      linkedin: safeLink('linkedin_url', s?.linkedin_url),
      twitter: safeLink('twitter_url', s?.twitter_url),
      youtube: safeLink('youtube_url', s?.youtube_url),
    },
    founded_year: s?.founded_year ?? 2005,
    quote_services: offered.map((o) => ({ ...o, label: labels.get(o.value) || o.label })),
    locale: localeOfRow(s ?? {}),
  };
}

/** A service's card: its own page's texts but the second description. */
function toServiceSummary(r: ServiceRow): ServiceSummary {
  const { description2: _detail, ...texts } = pickTexts(serviceFields, r, 'public');
  return { slug: r.slug, ...texts, logo: toMedia(r.logo), image: toMedia(r.image), locale: localeOfRow(r) };
}

export async function services(strapi: Core.Strapi, locale?: Locale): Promise<ServiceSummary[]> {
  return (await all<ServiceRow>(strapi, 'api::service.service', locale)).map(toServiceSummary);
}

export async function service(
  strapi: Core.Strapi,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ServiceDetail | null> {
  const services = documents<ServiceRow>(strapi, 'api::service.service');
  const r = await services.findFirst({
    filters: { slug },
    populate: { logo: true, image: true, image2: true, features: { populate: ['image'] } },
  });
  if (!r) return null;
  // D-15: the texts (the features' titles too) of its version in the locale, if any; the media stay the English one's.
  const own =
    locale === DEFAULT_LOCALE
      ? null
      : await services.findOne({ documentId: r.documentId, locale, populate: { features: true } } as never);
  const shown: ServiceRow = own ? { ...r, ...pickTexts(serviceFields, own), locale } : r;
  return {
    ...toServiceSummary(shown),
    description2: text(shown.description2),
    image2: toMedia(r.image2),
    features: (r.features ?? []).map((f, i) => ({
      title: own?.features?.[i]?.title || f.title,
      image: toMedia(f.image),
    })),
  };
}

const reasons = async (strapi: Core.Strapi, locale?: Locale): Promise<ReasonCard[]> =>
  (await all<ReasonCardRow>(strapi, 'api::reason-card.reason-card', locale)).map((r) => ({
    ...pickTexts(reasonCardFields, r, 'public'),
    locale: localeOfRow(r),
  }));

const toProjectCard = (r: ProjectRow): ProjectCard => ({
  slug: text(r.slug),
  title: r.title,
  category: text(r.category),
  location: text(r.location),
  upcoming: Boolean(r.upcoming),
  cover: toMedia(r.images?.[0]),
  logo: toMedia(r.logo),
  locale: localeOfRow(r),
});

export async function projectCards(strapi: Core.Strapi, locale?: Locale): Promise<ProjectCard[]> {
  return (await projectReads(strapi).cards(locale)).map(toProjectCard);
}

export async function projectDetail(strapi: Core.Strapi, slug: string, locale?: Locale): Promise<ProjectDetail | null> {
  return mapped(await projectReads(strapi).detail(slug, locale), toProjectDetail);
}

/** D-11.5, the signed preview: a project's draft as its public page would show it. */
export async function draftProjectDetail(strapi: Core.Strapi, documentId: string): Promise<ProjectDetail | null> {
  return mapped(await projectReads(strapi).draftDetail(documentId), toProjectDetail);
}

function toProjectDetail(r: ProjectRow): ProjectDetail {
  return {
    ...toProjectCard(r),
    ...pickTexts(projectFields, r, 'public'),
    description: text(r.description) || text(r.content),
    testimonial_author: text(r.testimonial_author) || text(r.client),
    gallery: toMediaList(r.images),
    locale: localeOfRow(r),
  };
}

/** The home 'Our Work' slider: projects with a home_position, in that order; front = cover, back = second image. */
async function workSlides(strapi: Core.Strapi, locale?: Locale): Promise<ProjectSlide[]> {
  const rows = await projectReads(strapi).homeSlides(locale);
  return rows.map((r) => ({
    slug: text(r.slug),
    title: r.title,
    front: toMedia(r.images?.[0]),
    back: toMedia(r.images?.[1] ?? r.images?.[0]),
    locale: localeOfRow(r),
  }));
}

export async function homePage(strapi: Core.Strapi, locale?: Locale): Promise<HomePage> {
  const [settings, serviceList, reasonList, work, states, clients, testimonials] = await Promise.all([
    siteSettings(strapi, locale),
    services(strapi, locale),
    reasons(strapi, locale),
    workSlides(strapi, locale),
    all<StateRow>(strapi, 'api::state.state'),
    all<ClientLogoRow>(strapi, 'api::client-logo.client-logo'),
    all<TestimonialRow>(strapi, 'api::testimonial.testimonial', locale),
  ]);
  return {
    settings,
    services: serviceList,
    reasons: reasonList,
    work,
    states: states.map((r): StateCity => ({ ...pickTexts(stateFields, r, 'public'), image: toMedia(r.image) })),
    clients: clients.map((r): ClientLogo => ({
      ...pickTexts(clientLogoFields, r, 'public'),
      front: toMedia(r.front),
      back: toMedia(r.back),
    })),
    testimonials: testimonials.map((r): Testimonial => ({
      ...pickTexts(testimonialFields, r, 'public'),
      locale: localeOfRow(r),
    })),
  };
}

export async function aboutPage(strapi: Core.Strapi, locale?: Locale): Promise<AboutPage> {
  const [settings, reasonList, awards, team] = await Promise.all([
    siteSettings(strapi, locale),
    reasons(strapi, locale),
    all<AwardRow>(strapi, 'api::award.award', locale),
    all<TeamMemberRow>(strapi, 'api::team-member.team-member', locale),
  ]);
  return {
    settings,
    reasons: reasonList,
    awards: awards.map((r): Award => ({
      ...pickTexts(awardFields, r, 'public'),
      image: toMedia(r.image),
      locale: localeOfRow(r),
    })),
    team: team.map((r): PublicTeamMember => ({
      name: r.name,
      designation: r.position,
      image: toMedia(r.image),
      locale: localeOfRow(r),
    })),
  };
}

/**
 * The /blog featured slider: the featured-project entries (seeded; edited in the Strapi panel), then every
 * upcoming project (edited in the React admin) that has a listing detail (type, launch or area), with its
 * cover. A project titled like an entry updates that entry in place: its details that are set win.
 */
async function featuredProjects(strapi: Core.Strapi, locale?: Locale): Promise<FeaturedProject[]> {
  const [entries, upcoming] = await Promise.all([
    all<FeaturedProjectRow>(strapi, 'api::featured-project.featured-project'),
    projectReads(strapi).upcoming(locale),
  ]);
  const key = (title: string) => title.trim().toLowerCase();
  // A project holds the slide's fields under the same names (fields/featured-project.ts).
  const slide = (r: FeaturedProjectRow | ProjectRow, image: FeaturedProject['image']): FeaturedProject => ({
    ...pickTexts(featuredProjectFields, r, 'public'),
    image,
  });
  const slides = entries.map((r) => slide(r, toMedia(r.image)));
  for (const r of upcoming.filter((p) => p.type || p.launch || p.area)) {
    const own = slide(r, toMedia(r.images?.[0]));
    const entry = slides.findIndex((f) => key(f.title) === key(r.title));
    if (entry < 0) slides.push(own);
    else {
      const f = slides[entry];
      const details = fieldsAt(featuredProjectFields, 'public').map((name) => [name, own[name] || f[name]]);
      slides[entry] = {
        ...(Object.fromEntries(details) as TextsOf<typeof featuredProjectFields, 'public'>),
        title: f.title,
        image: f.image ?? own.image,
      };
    }
  }
  return slides;
}

/** The blog page: 9 blogs a page, newest first, and the featured-project slider. */
export async function blogPage(strapi: Core.Strapi, page: number, locale?: Locale): Promise<BlogPage> {
  const [featured, { rows, total }] = await Promise.all([
    featuredProjects(strapi, locale),
    blogReads(strapi).cardPage((page - 1) * BLOG_PAGE_SIZE, BLOG_PAGE_SIZE, locale),
  ]);
  return {
    featured,
    blogs: rows.map(toBlogCard),
    totalPages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
    currentPage: page,
  };
}

export async function blogArticle(strapi: Core.Strapi, id: string, locale?: Locale): Promise<BlogArticle | null> {
  return mapped(await blogReads(strapi).article(id, locale), toBlogArticle);
}

/** D-11.5, the signed preview: a blog's draft as its public article would show it. */
export async function draftBlogArticle(strapi: Core.Strapi, id: string): Promise<BlogArticle | null> {
  return mapped(await blogReads(strapi).draft(id), toBlogArticle);
}

export async function careers(strapi: Core.Strapi, locale?: Locale): Promise<PublicJobOpening[]> {
  return (await all<JobOpeningRow>(strapi, 'api::job-opening.job-opening', locale)).map(toPublicJobOpening);
}

/**
 * /career/{slug}, with every current opening for the application form's Position list: the value its English title
 * (what an application is checked against and stored with), the label its title in the page's language.
 */
export async function career(strapi: Core.Strapi, slug: string, locale?: Locale): Promise<CareerPage | null> {
  const wanted = careerSlugKey(slug);
  if (!wanted) return null;
  const [openings, english] = await Promise.all([
    careers(strapi, locale),
    locale && locale !== DEFAULT_LOCALE ? careers(strapi) : null,
  ]);
  const englishTitle = new Map((english ?? openings).map((o) => [o.slug, o.title]));
  const opening = openings.find((o) => careerSlugKey(o.slug) === wanted);
  const positions = openings.map((o) => ({ value: englishTitle.get(o.slug) ?? o.title, label: o.title }));
  return opening ? { ...opening, positions } : null;
}

/** How many articles /rss.xml lists: about a year's writing at the office's pace, as feed readers expect. */
export const FEED_SIZE = 20;

/** /rss.xml's items (D-14.1): the newest published articles, as their cards show them. */
export async function feed(strapi: Core.Strapi, locale?: Locale): Promise<BlogCard[]> {
  return (await blogReads(strapi).cardPage(0, FEED_SIZE, locale)).rows.map(toBlogCard);
}

export async function sitemap(strapi: Core.Strapi): Promise<SitemapData> {
  const [projects, blogs, serviceRows, openings] = await Promise.all([
    projectReads(strapi).sitemapEntries(),
    blogReads(strapi).sitemapEntries(),
    all<ServiceRow>(strapi, 'api::service.service'),
    all<JobOpeningRow>(strapi, 'api::job-opening.job-opening'),
  ]);
  return {
    projects: projects.filter((p) => p.slug).map((p) => ({ slug: text(p.slug), updatedAt: p.updatedAt })),
    blogs: blogs.map((b) => ({ _id: b.documentId, updatedAt: b.updatedAt })),
    services: serviceRows.map((s) => ({ slug: s.slug })),
    careers: openings.filter((o) => o.slug?.trim()).map((o) => ({ slug: text(o.slug) })),
  };
}
