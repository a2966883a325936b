/**
 * The spec's API (docs/requirements.md R-7), path for path, under the API base /api; then the paths beside the spec
 * (docs/api.md). Strapi's own auth is off on all of them: the admin routes check the site admin's
 * bearer token themselves (401, not Strapi's 403), and the public forms are rate-limited per IP. Every admin write is
 * AUDITED: the audit trail records it once it succeeded.
 */
import type { AuditAction, AuditType } from '@cadmax/contract';

const ADMIN = { auth: false, middlewares: ['global::admin-auth'] } as const;
/** An admin write, recorded in the audit trail (issue 15) as `action` on a record of `type`. */
const AUDITED = (action: AuditAction, type?: AuditType) => ({
  auth: false,
  middlewares: ['global::admin-auth', { name: 'global::audit', config: { action, type } }],
});
const PUBLIC = { auth: false } as const;
const LOGIN = { auth: false, middlewares: [{ name: 'global::rate-limit', config: { kind: 'login' } }] } as const;
const PUBLIC_FORM = {
  auth: false,
  middlewares: [{ name: 'global::rate-limit', config: { kind: 'public-form' } }],
} as const;

type Method = 'GET' | 'POST';
const route = (method: Method, path: string, handler: string, config: object) => ({ method, path, handler, config });

export const adapterRoutes = [
  // in the spec's order
  route('POST', '/login', 'auth.login', LOGIN),
  route('GET', '/profile-token', 'auth.profile', ADMIN),
  route('POST', '/reset-password', 'auth.resetPassword', AUDITED('update', 'profile')),
  route('POST', '/contact-add', 'contacts.add', PUBLIC_FORM),
  route('POST', '/job-add', 'applications.add', PUBLIC_FORM),
  // Optional query (issue 15): search, page, limit, and status + service / stage + opening
  route('GET', '/contact-get', 'contacts.list', ADMIN),
  route('GET', '/job-get', 'applications.list', ADMIN),
  route('POST', '/project-add', 'projects.add', AUDITED('create', 'project')),
  route('POST', '/project/update', 'projects.update', AUDITED('update', 'project')),
  route('POST', '/project/delete', 'projects.remove', AUDITED('delete', 'project')),
  route('GET', '/project-get/:id', 'projects.findOne', PUBLIC),
  route('GET', '/project-get', 'projects.list', PUBLIC),
  route('POST', '/subscribe/subscribe-add', 'subscribers.add', PUBLIC_FORM),
  route('GET', '/subscribe/subscribe-email', 'subscribers.list', ADMIN),
  route('POST', '/teams', 'teams.add', AUDITED('create', 'team-member')),
  route('GET', '/teams', 'teams.list', ADMIN),
  route('POST', '/teams-edit', 'teams.edit', AUDITED('update', 'team-member')),
  route('POST', '/teams-delete', 'teams.remove', AUDITED('delete', 'team-member')),
  route('POST', '/blog/create', 'blogs.create', AUDITED('create', 'blog')),
  route('POST', '/blog/update', 'blogs.update', AUDITED('update', 'blog')),
  route('GET', '/blog/get/:id', 'blogs.findOne', PUBLIC),
  route('GET', '/blog/get', 'blogs.list', PUBLIC),
  route('POST', '/blog/delete', 'blogs.remove', AUDITED('delete', 'blog')),
  route('GET', '/jobget', 'job-openings.list', ADMIN),
  route('POST', '/jobadd', 'job-openings.add', AUDITED('create', 'job-opening')),
  route('POST', '/jobedit', 'job-openings.edit', AUDITED('update', 'job-opening')),
  route('POST', '/jobdelete', 'job-openings.remove', AUDITED('delete', 'job-opening')),
  route('POST', '/profile-update', 'auth.profileUpdate', AUDITED('update', 'profile')),

  // Beside the spec (docs/api.md)
  route('GET', '/dashboard-counts', 'dashboard.counts', ADMIN),
  route('GET', '/job-resume/:id', 'applications.resume', ADMIN),
  route('GET', '/contact-export', 'csv-export.contacts', ADMIN),
  route('GET', '/job-export', 'csv-export.applications', ADMIN),
  route('GET', '/subscribe-export', 'csv-export.subscribers', ADMIN),
  route('GET', '/site/settings', 'site.settings', PUBLIC),
  route('GET', '/site/home', 'site.home', PUBLIC),
  route('GET', '/site/about', 'site.about', PUBLIC),
  route('GET', '/site/services', 'site.services', PUBLIC),
  route('GET', '/site/services/:slug', 'site.service', PUBLIC),
  route('GET', '/site/projects', 'site.projects', PUBLIC),
  route('GET', '/site/projects/:slug', 'site.project', PUBLIC),
  route('GET', '/site/blog', 'site.blog', PUBLIC),
  route('GET', '/site/blogs/:id', 'site.blogArticle', PUBLIC),
  route('GET', '/site/careers', 'site.careers', PUBLIC),
  route('GET', '/site/careers/:slug', 'site.career', PUBLIC),
  route('GET', '/site/sitemap', 'site.sitemap', PUBLIC),

  // Issue 15: the enquiry inbox and the applicant pipeline
  route('POST', '/contact-status', 'pipeline.enquiryStatus', AUDITED('status', 'contact-enquiry')),
  route('POST', '/contact-note', 'pipeline.enquiryNote', AUDITED('note', 'contact-enquiry')),
  route('POST', '/contact-delete', 'pipeline.removeEnquiry', AUDITED('delete', 'contact-enquiry')),
  route('POST', '/job-stage', 'pipeline.applicationStage', AUDITED('status', 'job-application')),
  route('POST', '/job-note', 'pipeline.applicationNote', AUDITED('note', 'job-application')),
  route('POST', '/job-delete', 'pipeline.removeApplication', AUDITED('delete', 'job-application')),
  route('GET', '/pipeline-counts', 'pipeline.counts', ADMIN),
  // Issue 15: undo instead of loss (every delete above moves the record here for 30 days)
  route('GET', '/trash', 'trash.list', ADMIN),
  route('POST', '/trash/restore', 'trash.restore', AUDITED('restore')),
  route('POST', '/trash/delete', 'trash.purge', AUDITED('purge')),
  // Issue 15: drafts, scheduled publishing and previews of blogs and projects (the saves above publish unless told
  // `status=draft` or `publishAt`; the public reads show published records only)
  route('GET', '/blog/admin-get', 'blogs.adminList', ADMIN),
  route('GET', '/blog/admin-get/:id', 'blogs.adminFindOne', ADMIN),
  route('POST', '/blog/publish', 'blogs.publish', AUDITED('publish', 'blog')),
  route('POST', '/blog/unpublish', 'blogs.unpublish', AUDITED('unpublish', 'blog')),
  route('GET', '/project/admin-get', 'projects.adminList', ADMIN),
  route('GET', '/project/admin-get/:id', 'projects.adminFindOne', ADMIN),
  route('POST', '/project/publish', 'projects.publish', AUDITED('publish', 'project')),
  route('POST', '/project/unpublish', 'projects.unpublish', AUDITED('unpublish', 'project')),
  route('GET', '/preview-link', 'preview.link', ADMIN),
  route('GET', '/preview/blog/:id', 'preview.blog', PUBLIC),
  route('GET', '/preview/project/:id', 'preview.project', PUBLIC),
  // Issue 15: the audit trail (read only)
  route('GET', '/activity', 'activity.list', ADMIN),
  // Issue 15: the dashboard's charts (the last 12 weeks)
  route('GET', '/dashboard-stats', 'dashboard.stats', ADMIN),

  // Last: it ends the session
  route('POST', '/logout', 'auth.logout', ADMIN),
];

export default { type: 'content-api', routes: adapterRoutes };
