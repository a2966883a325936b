/**
 * The spec's API (docs/requirements.md R-7), path for path, under the API base /api; then the paths beside the spec
 * (docs/api.md). Strapi's own auth is off on all of them: the admin routes check the site admin's
 * bearer token themselves (401, not Strapi's 403), and the public forms are rate-limited per IP.
 */
const ADMIN = { auth: false, middlewares: ['global::admin-auth'] } as const;
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
  route('POST', '/reset-password', 'auth.resetPassword', ADMIN),
  route('POST', '/contact-add', 'contacts.add', PUBLIC_FORM),
  route('POST', '/job-add', 'applications.add', PUBLIC_FORM),
  route('GET', '/contact-get', 'contacts.list', ADMIN),
  route('GET', '/job-get', 'applications.list', ADMIN),
  route('POST', '/project-add', 'projects.add', ADMIN),
  route('POST', '/project/update', 'projects.update', ADMIN),
  route('POST', '/project/delete', 'projects.remove', ADMIN),
  route('GET', '/project-get/:id', 'projects.findOne', PUBLIC),
  route('GET', '/project-get', 'projects.list', PUBLIC),
  route('POST', '/subscribe/subscribe-add', 'subscribers.add', PUBLIC_FORM),
  route('GET', '/subscribe/subscribe-email', 'subscribers.list', ADMIN),
  route('POST', '/teams', 'teams.add', ADMIN),
  route('GET', '/teams', 'teams.list', ADMIN),
  route('POST', '/teams-edit', 'teams.edit', ADMIN),
  route('POST', '/teams-delete', 'teams.remove', ADMIN),
  route('POST', '/blog/create', 'blogs.create', ADMIN),
  route('POST', '/blog/update', 'blogs.update', ADMIN),
  route('GET', '/blog/get/:id', 'blogs.findOne', PUBLIC),
  route('GET', '/blog/get', 'blogs.list', PUBLIC),
  route('POST', '/blog/delete', 'blogs.remove', ADMIN),
  route('GET', '/jobget', 'job-openings.list', ADMIN),
  route('POST', '/jobadd', 'job-openings.add', ADMIN),
  route('POST', '/jobedit', 'job-openings.edit', ADMIN),
  route('POST', '/jobdelete', 'job-openings.remove', ADMIN),
  route('POST', '/profile-update', 'auth.profileUpdate', ADMIN),

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
  route('POST', '/logout', 'auth.logout', ADMIN),
];

export default { type: 'content-api', routes: adapterRoutes };
