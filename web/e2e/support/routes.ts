/** The public routes the suites walk through, with the h1 each must show. */
export interface PublicRoute {
  path: string;
  heading: string | RegExp;
  /** When the canonical URL differs from the path (career slugs are canonicalised trimmed). */
  canonical?: string;
}

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', heading: 'Your Dreams, Our Design' },
  { path: '/about', heading: 'Why Us' },
  { path: '/services', heading: 'Explore our services' },
  { path: '/services/urban-planning', heading: /Urban Planning/i },
  { path: '/project', heading: 'Our Projects' },
  { path: '/project/cadmax-valley', heading: /Valley/i },
  { path: '/blog', heading: 'Blogs and Upcoming Project' },
  { path: '/blog/details', heading: /./ },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/career', heading: 'Careers at Cadmax' },
  { path: '/career/Interior%20', heading: 'Interior Designer', canonical: '/career/Interior' },
  { path: '/search?q=survey', heading: 'Search', canonical: '/search' },
];

export const SERVICE_SLUGS = ['urban-planning', 'real-state', 'infrastructure', 'architecture', 'interior-designing'];
