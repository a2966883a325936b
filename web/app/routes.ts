import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

// Every route module is its own chunk (framework mode splits per route), so the
// admin and the editor never reach the public bundle.
export default [
  layout('site/layout/route.tsx', [
    // D-15: every public page also under /hi (an optional static segment: one route, one module, both paths). The
    // password help and the drafts' previews stay English only (lib/locale-path.ts ENGLISH_ONLY).
    ...prefix('hi?', [
      index('site/home/route.tsx'),
      route('about', 'site/about/route.tsx'),
      route('services', 'site/services/route.tsx'),
      route('services/:slug', 'site/service-detail/route.tsx'),
      route('project', 'site/projects/route.tsx'),
      route('project/:slug', 'site/project-detail/route.tsx'),
      route('blog', 'site/blog/route.tsx'),
      route('blog/details', 'site/blog-static/route.tsx'),
      route('blog-details/:id', 'site/blog-article/route.tsx'),
      route('contact', 'site/contact/route.tsx'),
      route('career', 'site/careers/route.tsx'),
      route('career/:slug', 'site/career-detail/route.tsx'),
      route('newsletter', 'site/newsletter/route.tsx'),
      route('unsubscribe', 'site/unsubscribe/route.tsx'),
      route('search', 'site/search/route.tsx'),
    ]),
    route('forget', 'site/forget/route.tsx'),
    // D-11.5: a draft through its signed link (never cached, never indexed)
    route('preview/blog/:id', 'site/preview/blog.tsx'),
    route('preview/project/:id', 'site/preview/project.tsx'),
    route('*', 'site/not-found/route.tsx'),
  ]),
  route('sitemap.xml', 'site/seo/sitemap.ts'),
  route('robots.txt', 'site/seo/robots.ts'),
  route('hi?/rss.xml', 'site/seo/feed.ts'),
  route('admin/login', 'admin/login/route.tsx'),
  layout('admin/layout/route.tsx', [
    route('admin', 'admin/index/route.tsx'),
    route('admin/dashboard', 'admin/dashboard/route.tsx'),
    route('admin/team', 'admin/team/route.tsx'),
    route('admin/contact-list', 'admin/contact-list/route.tsx'),
    route('admin/career-user-list', 'admin/career-user-list/route.tsx'),
    route('admin/subscribers', 'admin/subscribers/route.tsx'),
    route('admin/job-list', 'admin/job-list/route.tsx'),
    route('admin/blog-list', 'admin/blog-list/route.tsx'),
    route('admin/blog-add', 'admin/blog-form/route.tsx', { id: 'admin-blog-add' }),
    route('admin/blog-update/:id', 'admin/blog-form/route.tsx', { id: 'admin-blog-update' }),
    route('admin/project-list', 'admin/project-list/route.tsx'),
    route('admin/project-add', 'admin/project-form/route.tsx', { id: 'admin-project-add' }),
    route('admin/project-update/:id', 'admin/project-form/route.tsx', { id: 'admin-project-update' }),
    route('admin/settings', 'admin/settings/route.tsx'),
    route('admin/trash', 'admin/trash/route.tsx'),
    route('admin/activity', 'admin/activity/route.tsx'),
    route('admin/history/:type/:id', 'admin/history/route.tsx'),
    route('admin/preview/:type/:id', 'admin/preview/route.tsx'),
  ]),
] satisfies RouteConfig;
