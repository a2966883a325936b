import { DEFAULT_LOCALE, type Locale } from '@cadmax/contract';
/** D-15: an admin record screen in a language: `?locale=` for any but English (the screen's default). */
export const inLanguage = (path: string, locale: Locale = DEFAULT_LOCALE) =>
  locale === DEFAULT_LOCALE ? path : `${path}?locale=${locale}`;

/** Every route of the site and the admin, named once (docs/requirements.md R-2). Use these, never string literals. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  projects: '/project',
  project: (slug: string) => `/project/${slug}`,
  blog: '/blog',
  blogStatic: '/blog/details',
  blogArticle: (id: string) => `/blog-details/${id}`,
  contact: '/contact',
  careers: '/career',
  career: (slug: string) => `/career/${slug}`,
  forget: '/forget',
  /** Where the footer's newsletter sign-up posts (its result page when the browser sends it without JavaScript). */
  newsletter: '/newsletter',
  /** D-13.1: the signed one-click unsubscribe link of every newsletter mail (`?email=…&token=…`). */
  unsubscribe: '/unsubscribe',
  /** D-14.1: the articles' RSS 2.0 feed. */
  feed: '/rss.xml',
  /** D-14.5: the site search (`?q=…&page=…`); the header's box submits to it. */
  search: '/search',
  admin: {
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    team: '/admin/team',
    contacts: '/admin/contact-list',
    applications: '/admin/career-user-list',
    subscribers: '/admin/subscribers',
    jobs: '/admin/job-list',
    blogs: '/admin/blog-list',
    blogAdd: '/admin/blog-add',
    blogUpdate: (id: string) => `/admin/blog-update/${id}`,
    projects: '/admin/project-list',
    projectAdd: '/admin/project-add',
    projectUpdate: (id: string) => `/admin/project-update/${id}`,
    settings: '/admin/settings',
    trash: '/admin/trash',
    activity: '/admin/activity',
    /** D-14.2: a blog's or project's versions in a language (D-15: `?locale=hi`; `&from=&to=`: the two compared). */
    history: (type: 'blog' | 'project', id: string, locale?: Locale) =>
      inLanguage(`/admin/history/${type}/${id}`, locale),
    /** Signs a draft's preview link and goes there (a record with no public page yet). */
    preview: (type: 'blog' | 'project', id: string) => `/admin/preview/${type}/${encodeURIComponent(id)}`,
  },
} as const;
