/**
 * The spec's API (docs/requirements.md R-7), path for path, under the API base /api; then the paths beside the spec
 * (docs/api.md). Strapi's own auth is off on all of them: the admin routes check the site admin's
 * bearer token themselves (401, not Strapi's 403), and the public forms are rate-limited per IP. Every admin write is
 * `audited`: the audit trail records it once it succeeded.
 */
import type { AuditAction, AuditType } from '@cadmax/contract';

/**
 * Who may call a route: anyone (`public`); anyone, rate-limited per IP (`public-form`, `page-view`) or by the login limits
 * (`login`); the site admin (`admin`); or the site admin, the write recorded in the audit trail (D-11.3) as
 * `audited <action> [<record type>]`.
 */
type Access =
  | 'public'
  | 'public-form'
  | 'page-view'
  | 'login'
  | 'admin'
  | `audited ${AuditAction}`
  | `audited ${AuditAction} ${AuditType}`;

const ADMIN_AUTH = 'global::admin-auth';
const rateLimited = (kind: 'login' | 'public-form' | 'page-view') => [{ name: 'global::rate-limit', config: { kind } }];

/** The route's Strapi config: its auth is always off (the adapter's own middlewares decide). */
function configOf(access: Access): { auth: false; middlewares?: unknown[] } {
  if (access === 'public') return { auth: false };
  if (access === 'public-form' || access === 'page-view' || access === 'login')
    return { auth: false, middlewares: rateLimited(access) };
  if (access === 'admin') return { auth: false, middlewares: [ADMIN_AUTH] };
  const [, action, type] = access.split(' ') as [string, AuditAction, AuditType | undefined];
  return { auth: false, middlewares: [ADMIN_AUTH, { name: 'global::audit', config: { action, type } }] };
}

type Method = 'GET' | 'POST';
const route = (method: Method, path: string, handler: string, access: Access) => ({
  method,
  path,
  handler,
  config: configOf(access),
});

export const adapterRoutes = [
  // in the spec's order
  route('POST', '/login', 'auth.login', 'login'),
  route('GET', '/profile-token', 'auth.profile', 'admin'),
  route('POST', '/reset-password', 'auth.resetPassword', 'audited update profile'),
  route('POST', '/contact-add', 'contacts.add', 'public-form'),
  route('POST', '/job-add', 'applications.add', 'public-form'),
  // Optional query (D-11): search, page, limit, and status + service / stage + opening
  route('GET', '/contact-get', 'contacts.list', 'admin'),
  route('GET', '/job-get', 'applications.list', 'admin'),
  route('POST', '/project-add', 'projects.add', 'audited create project'),
  route('POST', '/project/update', 'projects.update', 'audited update project'),
  route('POST', '/project/delete', 'projects.remove', 'audited delete project'),
  route('GET', '/project-get/:id', 'projects.findOne', 'public'),
  route('GET', '/project-get', 'projects.list', 'public'),
  route('POST', '/subscribe/subscribe-add', 'subscribers.add', 'public-form'),
  route('GET', '/subscribe/subscribe-email', 'subscribers.list', 'admin'),
  route('POST', '/teams', 'teams.add', 'audited create team-member'),
  route('GET', '/teams', 'teams.list', 'admin'),
  route('POST', '/teams-edit', 'teams.edit', 'audited update team-member'),
  route('POST', '/teams-delete', 'teams.remove', 'audited delete team-member'),
  route('POST', '/blog/create', 'blogs.create', 'audited create blog'),
  route('POST', '/blog/update', 'blogs.update', 'audited update blog'),
  route('GET', '/blog/get/:id', 'blogs.findOne', 'public'),
  route('GET', '/blog/get', 'blogs.list', 'public'),
  route('POST', '/blog/delete', 'blogs.remove', 'audited delete blog'),
  // an image put into an article through the editor goes to the media library
  route('POST', '/blog/image', 'blogs.image', 'admin'),
  route('GET', '/jobget', 'job-openings.list', 'admin'),
  route('POST', '/jobadd', 'job-openings.add', 'audited create job-opening'),
  route('POST', '/jobedit', 'job-openings.edit', 'audited update job-opening'),
  route('POST', '/jobdelete', 'job-openings.remove', 'audited delete job-opening'),
  route('POST', '/profile-update', 'auth.profileUpdate', 'audited update profile'),

  // Beside the spec (docs/api.md)
  route('GET', '/dashboard-counts', 'dashboard.counts', 'admin'),
  // D-8.13: the quote form's services, edited by the site admin
  route('GET', '/quote-services', 'quote-services.get', 'admin'),
  route('POST', '/quote-services', 'quote-services.save', 'audited update site-setting'),
  route('GET', '/job-resume/:id', 'applications.resume', 'admin'),
  route('GET', '/contact-export', 'csv-export.contacts', 'admin'),
  route('GET', '/job-export', 'csv-export.applications', 'admin'),
  route('GET', '/subscribe-export', 'csv-export.subscribers', 'admin'),
  route('GET', '/site/settings', 'site.settings', 'public'),
  route('GET', '/site/home', 'site.home', 'public'),
  route('GET', '/site/about', 'site.about', 'public'),
  route('GET', '/site/services', 'site.services', 'public'),
  route('GET', '/site/services/:slug', 'site.service', 'public'),
  route('GET', '/site/projects', 'site.projects', 'public'),
  route('GET', '/site/projects/:slug', 'site.project', 'public'),
  route('GET', '/site/blog', 'site.blog', 'public'),
  route('GET', '/site/blogs/:id', 'site.blogArticle', 'public'),
  route('GET', '/site/careers', 'site.careers', 'public'),
  route('GET', '/site/careers/:slug', 'site.career', 'public'),
  route('GET', '/site/sitemap', 'site.sitemap', 'public'),
  route('GET', '/site/feed', 'site.feed', 'public'),

  // D-14.3: page views (the site's beacon), the dashboard's most-read lists and the pages that bring enquiries
  route('POST', '/page-view', 'page-views.view', 'page-view'),
  route('GET', '/page-view-stats', 'page-views.stats', 'admin'),
  route('GET', '/page-sources', 'page-views.sources', 'admin'),
  // D-14.5: the site search over projects, services, blogs and job openings
  route('GET', '/site/search', 'search.site', 'public'),

  // D-11.1: the enquiry inbox and the applicant pipeline
  route('POST', '/contact-status', 'pipeline.enquiryStatus', 'audited status contact-enquiry'),
  route('POST', '/contact-note', 'pipeline.enquiryNote', 'audited note contact-enquiry'),
  route('POST', '/contact-delete', 'pipeline.removeEnquiry', 'audited delete contact-enquiry'),
  route('POST', '/job-stage', 'pipeline.applicationStage', 'audited status job-application'),
  route('POST', '/job-note', 'pipeline.applicationNote', 'audited note job-application'),
  route('POST', '/job-delete', 'pipeline.removeApplication', 'audited delete job-application'),
  route('GET', '/pipeline-counts', 'pipeline.counts', 'admin'),
  // D-11.2: undo instead of loss (every delete above moves the record here for 30 days)
  route('GET', '/trash', 'trash.list', 'admin'),
  route('POST', '/trash/restore', 'trash.restore', 'audited restore'),
  route('POST', '/trash/delete', 'trash.purge', 'audited purge'),
  // D-11.5: drafts, scheduled publishing and previews of blogs and projects (the saves above publish unless told
  // `status=draft` or `publishAt`; the public reads show published records only)
  route('GET', '/blog/admin-get', 'blogs.adminList', 'admin'),
  route('GET', '/blog/admin-get/:id', 'blogs.adminFindOne', 'admin'),
  route('POST', '/blog/publish', 'blogs.publish', 'audited publish blog'),
  route('POST', '/blog/unpublish', 'blogs.unpublish', 'audited unpublish blog'),
  route('GET', '/project/admin-get', 'projects.adminList', 'admin'),
  route('GET', '/project/admin-get/:id', 'projects.adminFindOne', 'admin'),
  route('POST', '/project/publish', 'projects.publish', 'audited publish project'),
  route('POST', '/project/unpublish', 'projects.unpublish', 'audited unpublish project'),
  // D-14.2: version history of blogs and projects (every save keeps one; the newest 50 of a record)
  route('GET', '/blog/versions/:id', 'blogs.versions', 'admin'),
  route('GET', '/blog/version-diff', 'blogs.versionDiff', 'admin'),
  route('POST', '/blog/version-restore', 'blogs.restoreVersion', 'audited restore-version blog'),
  route('GET', '/project/versions/:id', 'projects.versions', 'admin'),
  route('GET', '/project/version-diff', 'projects.versionDiff', 'admin'),
  route('POST', '/project/version-restore', 'projects.restoreVersion', 'audited restore-version project'),
  route('GET', '/preview-link', 'preview.link', 'admin'),
  route('GET', '/preview/blog/:id', 'preview.blog', 'public'),
  route('GET', '/preview/project/:id', 'preview.project', 'public'),
  // D-11.3: the audit trail (read only)
  route('GET', '/activity', 'activity.list', 'admin'),
  // D-11.4: the dashboard's charts (the last 12 weeks)
  route('GET', '/dashboard-stats', 'dashboard.stats', 'admin'),
  // D-13.1: unsubscribing by the signed link in every newsletter mail (no limit: the signature is the key, and a
  // mail provider's one-click POSTs all come from its few addresses), and the admin's removal of an address
  route('GET', '/subscribe/unsubscribe', 'subscribers.unsubscribeCheck', 'public'),
  route('POST', '/subscribe/unsubscribe', 'subscribers.unsubscribe', 'public'),
  route('POST', '/subscribe/subscribe-delete', 'subscribers.remove', 'audited delete subscriber'),

  // Last: it ends the session
  route('POST', '/logout', 'auth.logout', 'admin'),
];

export default { type: 'content-api', routes: adapterRoutes };
