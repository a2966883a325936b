/**
 * One typed function per endpoint (docs/api.md). The admin screens and the public
 * site call the CMS only through these.
 */
import { DEFAULT_LOCALE, type Locale } from '@cadmax/contract';
import { http } from './client';
import type {
  AboutPage,
  AdminBlog,
  AdminProfile,
  AdminProject,
  ApplicationFilters,
  ApplicationPipelineItem,
  Blog,
  BlogArticle,
  BlogCard,
  BlogPage,
  CareerPage,
  ContactEnquiry,
  DashboardCounts,
  DashboardStats,
  EnquiryFilters,
  EnquiryInboxItem,
  Envelope,
  HomePage,
  MailBacklog,
  JobOpening,
  Paged,
  PageViewStats,
  PageSources,
  PipelineCounts,
  PipelineNote,
  Project,
  ProjectCard,
  ProjectDetail,
  PreviewLink,
  PublicJobOpening,
  PublishableType,
  ServiceDetail,
  ServiceSummary,
  SiteSettings,
  SitemapData,
  SiteSearchHit,
  TeamMember,
} from './types';
import type {
  ActivityFilters,
  AuditEntry,
  QuoteServiceInput,
  QuoteServiceList,
  RecordVersion,
  TrashFilters,
  TrashItem,
  Translated,
  VersionDiff,
  VersionRestored,
} from './types';

type Data<T> = Envelope & { data: T };
type Saved<T> = Envelope & { message: string; data?: T };
/** An unpaged admin list's record with the languages it has (D-15). */
export type Listed<T> = T & Translated;
export interface ListQuery {
  search?: string;
  page?: number;
  limit?: number;
  /** D-15: only the records with no version in this language yet (the blog and project lists). */
  needs?: Locale;
}

const get = async <T>(url: string, params?: object) => (await http().get<T>(url, { params })).data;
/**
 * A record's page at a slug (D-14.6): an earlier slug's 301 is answered, not followed, so the page's loader sends the
 * visitor to the current address (lib/load.server.ts).
 */
const getPage = async <T>(url: string, params?: object) => (await http().get<T>(url, { params, maxRedirects: 0 })).data;
const post = async <T>(url: string, body?: unknown, headers?: Record<string, string>) =>
  (await http().post<T>(url, body, { headers })).data;

/** A delete's answer: the spec's body, plus the trash entry the record went to (its `X-Trash-Id` header), for 'Undo'. */
export type Deleted = Envelope & { message: string; trashId?: string };
const remove = async (url: string, _id: string): Promise<Deleted> => {
  const answer = await http().post<Envelope & { message: string }>(url, { _id });
  const trashId = answer.headers['x-trash-id'] as unknown;
  return typeof trashId === 'string' && trashId ? { ...answer.data, trashId } : answer.data;
};

// --- auth and profile ---
export const login = (body: { email: string; password: string }) =>
  post<Envelope & { token?: string; message: string }>('/login', body);
export const profileToken = () => get<Data<AdminProfile>>('/profile-token');
export const resetPassword = (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
  post<Envelope & { message: string; token?: string }>('/reset-password', body);
/** Changing the email takes `currentPassword` and answers a fresh `token` (the other sessions end). */
export const profileUpdate = (form: FormData) =>
  post<Saved<AdminProfile> & { token?: string }>('/profile-update', form);
/** Ends the session on the server too (docs/api.md): the token stops working everywhere. */
export const logoutSession = () => post<Envelope & { message: string }>('/logout');
export const dashboardCounts = () => get<Data<DashboardCounts> & { mail?: MailBacklog }>('/dashboard-counts');
/** D-11.4: the dashboard's charts (the last STATS_WEEKS weeks). */
export const dashboardStats = () => get<Data<DashboardStats>>('/dashboard-stats');
/** D-8.13: the quote form's services, and every service enquiries carry (the inbox's filter). */
export const quoteServicesGet = () => get<Data<QuoteServiceList>>('/quote-services');
export const quoteServicesSave = (services: QuoteServiceInput[]) =>
  post<Saved<Pick<QuoteServiceList, 'services'>>>('/quote-services', { services });

// --- public forms (called by the pages' route actions on the server; `headers` carries the visitor's X-Forwarded-For) ---
export const contactAdd = (
  body: Pick<ContactEnquiry, 'name' | 'email' | 'message' | 'services' | 'phone_number'> & {
    website?: string;
    /** The form's submission key (a repeat stores once). */
    submission_key?: string;
    /** D-14.3: the public page the visitor came to the form from. */
    source_page?: string;
    /** D-15: the language of the page the form was sent from. */
    language?: Locale;
  },
  headers?: Record<string, string>,
) => post<Envelope & { message: string }>('/contact-add', body, headers);
export const jobAdd = (form: FormData, headers?: Record<string, string>) =>
  post<Envelope & { message: string }>('/job-add', form, headers);
export const subscribeAdd = (
  body: { email: string; consent: boolean; website?: string; submission_key?: string; language?: Locale },
  headers?: Record<string, string>,
) => post<Envelope & { message: string }>('/subscribe/subscribe-add', body, headers);
export const subscribeEmails = () =>
  get<Data<{ _id: string; email: string; language: Locale; createdAt: string }[]>>('/subscribe/subscribe-email');
/** D-13.2: the admin removes an address (to the trash, with Undo). */
export const subscriberDelete = (_id: string) => remove('/subscribe/subscribe-delete', _id);
/** D-13.1, the unsubscribe page's loader and action (server side): the signed link's address, masked; 400 for a bad link. */
export const unsubscribeCheck = (link: { email: string; token: string }) =>
  get<Data<{ email: string }>>('/subscribe/unsubscribe', link);
export const unsubscribe = (link: { email: string; token: string }, headers?: Record<string, string>) =>
  post<Data<{ email: string }> & { message: string }>('/subscribe/unsubscribe', link, headers);

// --- enquiries and applications: the inbox and the pipeline (D-11.1) ---
/** A filter as it travels in a query string: absent when unset. */
type QueryOf<F> = { [K in keyof F]?: string };
export type InboxQuery = ListQuery & QueryOf<EnquiryFilters>;
export type PipelineQuery = ListQuery & QueryOf<ApplicationFilters>;
/** The paged form of GET /contact-get (any paging or filter parameter asks for it; `page` is always sent). */
export const contactGet = ({ page = 1, ...query }: InboxQuery) =>
  get<Paged<EnquiryInboxItem>>('/contact-get', { page, ...query });
/** The paged form of GET /job-get, likewise. */
export const jobGet = ({ page = 1, ...query }: PipelineQuery) =>
  get<Paged<ApplicationPipelineItem>>('/job-get', { page, ...query });
export const contactStatus = (body: { _id: string; status: string; note?: string }) =>
  post<Saved<EnquiryInboxItem>>('/contact-status', body);
export const contactNote = (body: { _id: string; note: string }) => post<Saved<PipelineNote>>('/contact-note', body);
export const jobStage = (body: { _id: string; stage: string; note?: string }) =>
  post<Saved<ApplicationPipelineItem>>('/job-stage', body);
export const jobNote = (body: { _id: string; note: string }) => post<Saved<PipelineNote>>('/job-note', body);
/** The sidebar's badges: enquiries still New, applications still Received. */
export const pipelineCounts = () => get<Data<PipelineCounts>>('/pipeline-counts');
export const resumeUrl = (id: string) => `/job-resume/${encodeURIComponent(id)}`;
export const downloadResume = async (id: string) =>
  (await http().get<Blob>(resumeUrl(id), { responseType: 'blob' })).data;
/** The exports list what the screen lists: its search and filters (no paging). */
export const exportContacts = async (query: Omit<InboxQuery, 'page' | 'limit'> = {}) =>
  (await http().get<Blob>('/contact-export', { params: query, responseType: 'blob' })).data;
export const exportApplications = async (query: Omit<PipelineQuery, 'page' | 'limit'> = {}) =>
  (await http().get<Blob>('/job-export', { params: query, responseType: 'blob' })).data;
export const exportSubscribers = async () =>
  (await http().get<Blob>('/subscribe-export', { responseType: 'blob' })).data;

// --- projects ---
export const projectAdd = (form: FormData) => post<Saved<Project>>('/project-add', form);
export const projectUpdate = (form: FormData) => post<Saved<Project>>('/project/update', form);
export const projectDelete = (_id: string) => remove('/project/delete', _id);

// --- team ---
export const teamAdd = (form: FormData) => post<Saved<TeamMember>>('/teams', form);
/** D-15: `locale` picks whose texts each member shows (English where it has none); each says which it has. */
export const teamGet = (locale: Locale = DEFAULT_LOCALE) =>
  get<Data<Listed<TeamMember>[]>>('/teams', locale === DEFAULT_LOCALE ? undefined : { locale });
export const teamEdit = (form: FormData) => post<Saved<TeamMember>>('/teams-edit', form);
export const teamDelete = (_id: string) => remove('/teams-delete', _id);

// --- blogs ---
export const blogCreate = (form: FormData) => post<Saved<Blog>>('/blog/create', form);
export const blogUpdate = (form: FormData) => post<Saved<Blog>>('/blog/update', form);
export const blogDelete = (_id: string) => remove('/blog/delete', _id);
/** an image for an article's body (`image` file and `alt`), stored in the media library; answers its URL. */
export const blogImage = (form: FormData) => post<Saved<{ url: string; alt: string }>>('/blog/image', form);

// --- drafts, publishing and previews (D-11.5): the admin reads drafts with their state ---
export const blogAdminGet = (query: ListQuery) => get<Paged<AdminBlog>>('/blog/admin-get', query);
/** A blog as the admin edits it, its texts in `locale` where it has a version in it (D-15). */
export const blogAdminGetOne = (id: string, locale?: Locale) =>
  get<Data<AdminBlog>>(`/blog/admin-get/${encodeURIComponent(id)}`, inLocale(locale));
export const projectAdminGet = (query: ListQuery) => get<Paged<AdminProject>>('/project/admin-get', query);
/** A project as the admin edits it, its texts in `locale` where it has a version in it (D-15). */
export const projectAdminGetOne = (id: string, locale?: Locale) =>
  get<Data<AdminProject>>(`/project/admin-get/${encodeURIComponent(id)}`, inLocale(locale));
type Published = Envelope & { message: string };
/** Now, or at `publishAt` (ISO). */
export const publishRecord = (type: PublishableType, _id: string, publishAt?: string) =>
  post<Published>(`/${type}/publish`, publishAt ? { _id, publishAt } : { _id });
export const unpublishRecord = (type: PublishableType, _id: string) => post<Published>(`/${type}/unpublish`, { _id });
/** D-14.2: a blog's or project's versions, newest first; what changed between two; one restored as the draft. */
/** A record's versions in one language (D-15: each has its own history). */
export const recordVersions = (type: PublishableType, id: string, locale?: Locale) =>
  get<Data<RecordVersion[]>>(`/${type}/versions/${encodeURIComponent(id)}`, inLocale(locale));
export const versionDiff = (type: PublishableType, from: string, to: string) =>
  get<Data<VersionDiff>>(`/${type}/version-diff`, { from, to });
export const restoreVersion = (type: PublishableType, _id: string) =>
  post<Saved<VersionRestored>>(`/${type}/version-restore`, { _id });
export const previewLink = (type: PublishableType, _id: string) =>
  get<Data<PreviewLink>>('/preview-link', { type, _id });
/** The signed preview reads (server loaders): 403 for a bad or expired token. */
export const previewBlog = (id: string, token: string) =>
  get<Data<BlogArticle>>(`/preview/blog/${encodeURIComponent(id)}`, { token });
export const previewProject = (id: string, token: string) =>
  get<Data<ProjectDetail>>(`/preview/project/${encodeURIComponent(id)}`, { token });

// --- job openings ---
/** Likewise for the openings (D-15). */
export const jobOpeningsGet = (locale: Locale = DEFAULT_LOCALE) =>
  get<Data<Listed<JobOpening>[]>>('/jobget', locale === DEFAULT_LOCALE ? undefined : { locale });
/** Multipart: the opening's fields (skills one a line), `image` optional, and `_id` for an edit. */
export const jobOpeningAdd = (form: FormData) => post<Saved<JobOpening>>('/jobadd', form);
export const jobOpeningEdit = (form: FormData) => post<Saved<JobOpening>>('/jobedit', form);
export const jobOpeningDelete = (_id: string) => remove('/jobdelete', _id);

// --- the trash and the activity list (D-11.2, D-11.3) ---
/** An enquiry's and an application's delete: both move the record to the trash. */
export const contactDelete = (_id: string) => remove('/contact-delete', _id);
export const jobApplicationDelete = (_id: string) => remove('/job-delete', _id);
/** The filters travel in the query string as text, absent when unset. */
export type TrashQuery = ListQuery & Partial<Record<keyof TrashFilters, string>>;
export type ActivityQuery = Omit<ListQuery, 'search'> & Partial<Record<keyof ActivityFilters, string>>;
export const trashGet = (query: TrashQuery) => get<Paged<TrashItem>>('/trash', query);
/** `_id` is the trash entry's (a delete's `trashId`), not the record's. */
export const trashRestore = (_id: string) => post<Data<TrashItem> & { message: string }>('/trash/restore', { _id });
export const trashPurge = (_id: string) => post<Envelope & { message: string }>('/trash/delete', { _id });
export const activityGet = (query: ActivityQuery) => get<Paged<AuditEntry>>('/activity', query);

// --- public page data: one call per page ---
// D-15: each takes the page's locale; a Hindi page asks with `locale=hi`, an English one exactly as before (the same
// URL, so its cached answer is the same entry). A record with no Hindi version comes in English, its `locale` saying so.
const inLocale = (locale: Locale = DEFAULT_LOCALE) => (locale === DEFAULT_LOCALE ? {} : { locale });
export const siteSettings = (locale?: Locale) => get<Data<SiteSettings>>('/site/settings', inLocale(locale));
export const siteHome = (locale?: Locale) => get<Data<HomePage>>('/site/home', inLocale(locale));
export const siteAbout = (locale?: Locale) => get<Data<AboutPage>>('/site/about', inLocale(locale));
export const siteServices = (locale?: Locale) => get<Data<ServiceSummary[]>>('/site/services', inLocale(locale));
export const siteService = (slug: string, locale?: Locale) =>
  getPage<Data<ServiceDetail>>(`/site/services/${encodeURIComponent(slug)}`, inLocale(locale));
export const siteProjects = (locale?: Locale) => get<Data<ProjectCard[]>>('/site/projects', inLocale(locale));
export const siteProject = (slug: string, locale?: Locale) =>
  getPage<Data<ProjectDetail>>(`/site/projects/${encodeURIComponent(slug)}`, inLocale(locale));
export const siteBlog = (page = 1, locale?: Locale) => get<Data<BlogPage>>('/site/blog', { page, ...inLocale(locale) });
export const siteBlogArticle = (id: string, locale?: Locale) =>
  get<Data<BlogArticle>>(`/site/blogs/${encodeURIComponent(id)}`, inLocale(locale));
export const siteCareers = (locale?: Locale) => get<Data<PublicJobOpening[]>>('/site/careers', inLocale(locale));
export const siteCareer = (slug: string, locale?: Locale) =>
  getPage<Data<CareerPage>>(`/site/careers/${encodeURIComponent(slug)}`, inLocale(locale));
export const siteSitemap = () => get<Data<SitemapData>>('/site/sitemap');
export const pageViewStats = (days: number) => get<Data<PageViewStats>>('/page-view-stats', { days });
/** D-14.3: per page, its views beside the enquiries and applications it brought. */
export const pageSources = (days: number) => get<Data<PageSources>>('/page-sources', { days });
export const siteFeed = (locale?: Locale) => get<Data<BlogCard[]>>('/site/feed', inLocale(locale));
/** D-14.5: a page of the site search's results (`q` already checked with the contract's rules). */
export const siteSearch = (q: string, page = 1, locale?: Locale) =>
  get<Paged<SiteSearchHit>>('/site/search', { q, page, ...inLocale(locale) });
