/**
 * The answers of the API between the CMS adapter (cms/src/api/adapter) and the web.
 * Field names follow and D-4 "Response shapes"; the adapter maps every
 * Strapi record to exactly these fields so nothing private leaks.
 */
import type { TextsOf } from './fields';
// The field tables, as types only: each answer's text fields are its table's.
import type * as tables from './fields';
import type { QuoteService } from './quote-services';
import type { SiteSearchKind } from './site-search';
import type { Locale } from './locales';
import type {
  ApplicationStage,
  AuditAction,
  AuditType,
  EnquiryStatus,
  PublishableType,
  PublishState,
  TrashType,
} from './enums';

/** Every answer carries `status`; failures also carry a human `message`. */
/**
 * D-15: a record (or the site settings) of a localized type in a public answer: the locale of the texts it holds,
 * the one asked for (`?locale=`) where the record has a version in it, else English (the site notes "shown in English").
 */
export interface Localized {
  locale: Locale;
}

export interface Envelope {
  status: boolean;
  message?: string;
}

export interface Failure extends Envelope {
  status: false;
  message: string;
}

export interface ImageSource {
  url: string;
  width: number;
}

/**
 * A responsive image. `url` is the original as uploaded (JPEG or PNG), `sources` Strapi's narrower formats plus
 * the original, and `webp` the same picture as WebP at those widths; both lists ascend by width. `webp` is empty
 * when the original is already WebP.
 */
export interface Media {
  url: string;
  width: number;
  height: number;
  alt: string;
  sources: ImageSource[];
  webp: ImageSource[];
}

export interface Paged<T> extends Envelope {
  data: T[];
  totalPages: number;
  currentPage: number;
  /** The total number of matching records (the spec's name). */
  totalUsers: number;
}

// ---------- admin records (R-3.13 to, "Server-held records") ----------

/** Its text fields are its field table's (fields/team-member.ts). */
export interface TeamMember extends TextsOf<typeof tables.teamMemberFields>, Localized {
  _id: string;
  imageUrl: string | null;
  image: Media | null;
}

/** R-3.16's fields and the public ones the admin edits too (docs/api.md "Job openings"). */
export interface JobOpening extends PublicJobOpening {
  _id: string;
}

/** Its text fields are its field table's (fields/blog.ts). */
export interface Blog extends TextsOf<typeof tables.blogFields>, Localized {
  _id: string;
  Image: string | null;
  image: Media | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectImage {
  /** Strapi media id: the project form sends it back to keep an image. */
  id: number;
  url: string;
}

/** The admin's record: every field of the project's field table (fields/project.ts), '' when unset, and these. */
export interface Project extends TextsOf<typeof tables.projectFields>, Localized {
  _id: string;
  slug: string;
  /** Image URLs in order; the first is the cover. */
  Image: string[];
  images: ProjectImage[];
  /** The logo's URL, or null. */
  logo: string | null;
  upcoming: boolean;
}

export interface AdminProfile {
  _id: string;
  name: string;
  email: string;
  phone: string;
  profileImage: string | null;
}

export interface ContactEnquiry {
  _id: string;
  name: string;
  email: string;
  phone_number: string;
  /** A service's value from the form's list (quote-services.ts); one since removed stays as it was sent. */
  services: string;
  message: string;
  createdAt: string;
}

export interface JobApplication {
  _id: string;
  name: string;
  email: string;
  /** The opening's title when the applicant applied; kept when the opening is deleted. */
  position: string;
  /** The opening applied for; null once it has been deleted. */
  opening: { _id: string; slug: string; title: string } | null;
  phone_number: string;
  city: string;
  /** Original file name, or null when no resume was sent. Download via GET /job-resume/{_id} with the token. */
  resume: { name: string; size: number; mime: string } | null;
  createdAt: string;
}

export interface DashboardCounts {
  users: number;
  teamMembers: number;
  jobs: number;
  jobAds: number;
  projects: number;
  blogs: number;
  contacts: number;
}

/** Beside the dashboard counts: the new-enquiry emails still to send, and those given up after every retry. */
export interface MailBacklog {
  pending: number;
  failed: number;
}

// ---------- public content (R-3.1 to, "Public content") ----------

/**
 * The text fields its table shows in public (fields/site-setting.ts; a company name '' is "Cadmax"), and these: its
 * links only where they pass the link rules (site-links.ts), else null.
 */
export interface SiteSettings extends TextsOf<typeof tables.siteSettingFields, 'public'>, Localized {
  map_embed_url: string | null;
  social: {
    facebook: string | null;
    instagram: string | null;
    linkedin: string | null;
    twitter: string | null;
    youtube: string | null;
  };
  founded_year: number;
  /** the quote form's services, in order (the site admin edits them). */
  quote_services: QuoteService[];
}

/** A service's card: the text fields its table shows in public (fields/service.ts) but the second description. */
export interface ServiceSummary
  extends Omit<TextsOf<typeof tables.serviceFields, 'public'>, 'description2'>, Localized {
  /** Its page's address, /services/{slug} (D-14.6). */
  slug: string;
  logo: Media | null;
  image: Media | null;
}

/** A service's own page: every text field its table shows in public. */
export interface ServiceDetail extends ServiceSummary, TextsOf<typeof tables.serviceFields, 'public'> {
  image2: Media | null;
  features: { title: string; image: Media | null }[];
}

export interface ProjectCard extends Localized {
  slug: string;
  title: string;
  category: string;
  location: string;
  upcoming: boolean;
  cover: Media | null;
  logo: Media | null;
}

/** Home 'Our Work' slide: front = cover, back = second image. */
export interface ProjectSlide extends Localized {
  slug: string;
  title: string;
  front: Media | null;
  back: Media | null;
}

/**
 * A project's public page: its card and the fields its table shows in public (fields/project.ts). Its description
 * falls back to the content, the testimonial's author to the client; a testimonial '' leaves the section out.
 */
export interface ProjectDetail extends ProjectCard, TextsOf<typeof tables.projectFields, 'public'> {
  gallery: Media[];
}

// The panel's types: the text fields each one's table shows in public (fields/<type>.ts), and its media.
export interface StateCity extends TextsOf<typeof tables.stateFields, 'public'> {
  image: Media | null;
}
export type Testimonial = TextsOf<typeof tables.testimonialFields, 'public'> & Localized;
export interface ClientLogo extends TextsOf<typeof tables.clientLogoFields, 'public'> {
  front: Media | null;
  back: Media | null;
}
export type ReasonCard = TextsOf<typeof tables.reasonCardFields, 'public'> & Localized;
export interface Award extends TextsOf<typeof tables.awardFields, 'public'>, Localized {
  image: Media | null;
}
export interface PublicTeamMember extends Localized {
  name: string;
  designation: string;
  image: Media | null;
}
export interface FeaturedProject extends TextsOf<typeof tables.featuredProjectFields, 'public'> {
  image: Media | null;
}

export interface BlogCard extends Localized {
  _id: string;
  title: string;
  short_content: string;
  image: Media | null;
  createdAt: string;
}

export interface BlogArticle extends BlogCard {
  /** Sanitized HTML. */
  content: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  updatedAt: string;
}

/** The text fields its table shows in public (fields/job-opening.ts), and these. */
export interface PublicJobOpening extends TextsOf<typeof tables.jobOpeningFields, 'public'>, Localized {
  /**
   * The public page is /career/{slug}; set from the title when the opening is added. Link value, kept as seeded
   * ('Interior ' has a trailing space); match trimmed and case-insensitively.
   */
  slug: string;
  skills: string[];
  image: Media | null;
}

/**
 * GET /site/careers/{slug}: the opening, and all current openings for the form's Position list: each one's English
 * title (what POST /job-add checks the position against) and its title in the page's language (D-15).
 */
export interface CareerPage extends PublicJobOpening {
  positions: { value: string; label: string }[];
}

// ---------- public page payloads: GET /api/site/* (one call per page) ----------

export interface HomePage {
  settings: SiteSettings;
  services: ServiceSummary[];
  reasons: ReasonCard[];
  work: ProjectSlide[];
  states: StateCity[];
  clients: ClientLogo[];
  testimonials: Testimonial[];
}

export interface AboutPage {
  settings: SiteSettings;
  reasons: ReasonCard[];
  awards: Award[];
  team: PublicTeamMember[];
}

export interface BlogPage {
  featured: FeaturedProject[];
  blogs: BlogCard[];
  totalPages: number;
  currentPage: number;
}

export interface SitemapData {
  projects: { slug: string; updatedAt: string }[];
  blogs: { _id: string; updatedAt: string }[];
  services: { slug: string }[];
  careers: { slug: string }[];
}

// ---------- the enquiry inbox, the applicant pipeline, the trash, the activity list (D-11.1) ----------

/** An internal note on an enquiry or application, by the admin who wrote it. */
export interface PipelineNote {
  _id: string;
  text: string;
  author: string;
  createdAt: string;
}

/** An enquiry as the paged inbox lists it (GET /contact-get with paging or filters). */
export interface EnquiryInboxItem extends ContactEnquiry {
  status: EnquiryStatus;
  notes: PipelineNote[];
  /** D-14.3: the public page the visitor came to the form from ('' when not known). */
  source_page: string;
  /** D-15: the language of the page the form was sent from. */
  language: Locale;
}

/** An application as the paged pipeline lists it (GET /job-get with paging or filters). */
export interface ApplicationPipelineItem extends JobApplication {
  stage: ApplicationStage;
  notes: PipelineNote[];
  /** D-14.3: the public page the visitor came to the form from ('' when not known). */
  source_page: string;
  /** D-15: the language of the page the form was sent from. */
  language: Locale;
}

/** GET /pipeline-counts: the sidebar's badges. */
export interface PipelineCounts {
  newEnquiries: number;
  newApplications: number;
}

/** GET /dashboard-stats, one week of the charts: `week` is its Monday (UTC, `YYYY-MM-DD`), the counts are records created in it. */
export interface WeekStats {
  week: string;
  enquiries: number;
  applications: number;
  subscribers: number;
}

/** GET /dashboard-stats, enquiries of the same weeks by the contact form's service (every service, zero included). */
export interface ServiceStats {
  service: string;
  label: string;
  count: number;
}

/** GET /dashboard-stats: the dashboard's charts over the last STATS_WEEKS weeks, oldest week first. */
export interface DashboardStats {
  weeks: WeekStats[];
  services: ServiceStats[];
}

/** D-14.3, GET /page-view-stats?days=N: the most-read articles and most-viewed projects of the last N days. */
export interface PageViewStats {
  days: number;
  /** Views of every public page together. */
  total: number;
  articles: { _id: string; title: string; views: number }[];
  projects: { slug: string; title: string; views: number }[];
}

/**
 * D-14.3, GET /page-sources?days=N, one public page over the last N days: its views, the enquiries and applications
 * sent by visitors who came to the form from it, and `rate`, (enquiries + applications) / views, null without views.
 * `page` '' gathers the records whose page is not known (sent without JavaScript, or before pages were counted).
 */
export interface PageSource {
  page: string;
  views: number;
  enquiries: number;
  applications: number;
  rate: number | null;
}

/**
 * D-14.3, GET /page-sources?days=N: the pages that brought most enquiries and applications, then the most viewed
 * (at most PAGE_SOURCE_ROWS); `more` pages beyond them; the totals of all pages.
 */
export interface PageSources {
  days: number;
  pages: PageSource[];
  more: number;
  total: { views: number; enquiries: number; applications: number };
}

/** A deleted record waiting in the trash until `purgeAt`. `_id` is the trash entry's, `recordId` the record's own. */
export interface TrashItem {
  _id: string;
  type: TrashType;
  recordId: string;
  title: string;
  deletedBy: string;
  deletedAt: string;
  purgeAt: string;
}

/** One write in the activity log (the React admin's, or the Strapi panel's). */
export interface AuditEntry {
  _id: string;
  action: AuditAction;
  type: AuditType;
  recordId: string;
  title: string;
  /** The email of whoever made the write: the site admin (the React admin), or a Strapi panel user. */
  user: string;
  /** A Strapi panel user's name ('Asha Rao'); '' for the React admin's writes (and the scheduler's). */
  userName: string;
  /** What changed, where one line says it (a status change: "New → Contacted"). */
  detail: string;
  createdAt: string;
  /** D-12.3: the blog or project is no longer there (in the trash, or deleted for good), so nothing links to it. */
  deleted?: boolean;
}

// ---------- version history of blogs and projects (D-14.2) ----------

/** One kept version of a blog or project (its draft as one save left it), newest first in GET /{type}/versions/{id}. */
export interface RecordVersion {
  _id: string;
  /** The record's documentId. */
  recordId: string;
  title: string;
  /** Who saved it, as the activity log names them (auditUserLabel's parts); '' for a save with no person. */
  user: string;
  userName: string;
  createdAt: string;
  /** What this save changed from the version before it (from nothing, for a record's first). */
  changes: VersionChanges;
  /** D-15: the language version it keeps: English (every field), or another one's texts only. */
  locale: Locale;
}

/**
 * D-14.2: what one save changed, for telling saves apart in the list (versionSummary in version-summary.ts reads it):
 * the changed fields' labels in the form's order, and the words the text fields gained and lost.
 */
export interface VersionChanges {
  fields: string[];
  added: number;
  removed: number;
}

/** An image in a version, as the diff shows it (a thumbnail; null when the file is gone from the media library). */
export interface VersionImage {
  id: number;
  url: string | null;
  alt: string;
}

/** One word-level change run: unchanged text, or text the later version removed or added. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** A field that differs between two versions: text word by word (an article by its text), images as thumbnails. */
export type FieldDiff =
  | { field: string; label: string; kind: 'text'; parts: DiffPart[] }
  | { field: string; label: string; kind: 'images'; before: VersionImage[]; after: VersionImage[] };

/** GET /{type}/version-diff?from=&to=: what changed from one version to the other (only the fields that differ). */
export interface VersionDiff {
  from: RecordVersion;
  to: RecordVersion;
  fields: FieldDiff[];
}

/** POST /{type}/version-restore: the new draft's version, and the one it replaced (restoring that one undoes). */
export interface VersionRestored {
  version: RecordVersion | null;
  previous: RecordVersion | null;
}

// ---------- drafts, scheduled publishing and previews (D-11.5) ----------

/** D-15: beside a record in an admin list, the languages it has a version in (English always; without Hindi it "needs Hindi"). */
export interface Translated {
  locales: Locale[];
}

/** Where a record stands, beside its fields in the admin's reads (/blog/admin-get, /project/admin-get). */
export interface Publishing extends Translated {
  state: PublishState;
  /** When a scheduled record will be published (ISO), else null. */
  publishAt: string | null;
}
/** A blog as the admin edits it: its draft's fields and its state. */
export type AdminBlog = Blog & Publishing;
/** A project as the admin edits it: its draft's fields and its state. */
export type AdminProject = Project & Publishing;

/** GET /preview-link: the public page showing the draft, signed for `type` and `_id`, until `expiresAt`. */
export interface PreviewLink {
  type: PublishableType;
  url: string;
  expiresAt: string;
}

/** GET /quote-services (admin): the form's services, and every service stored enquiries carry. */
export interface QuoteServiceList {
  services: QuoteService[];
  inUse: string[];
}

/**
 * One result of the site search (D-14.5): a record's title and the passage of its text that holds the match (plain
 * text; the page marks the matches), with what its link needs: the slug (projects, services, openings) or `_id`
 * (blogs).
 */
export interface SiteSearchHit extends Localized {
  kind: SiteSearchKind;
  _id: string;
  slug: string | null;
  title: string;
  summary: string;
}
