import type { Messages } from '../../i18n/en';
import { paths } from '../../paths';

type NavKey = keyof Messages['nav'];

/** R-2.1 navigation table: route, desktop label, mobile label (the labels' keys in the catalogue, i18n/en.ts). */
export const NAV_LINKS = [
  { to: paths.home, desktop: 'home', mobile: 'homeMobile' },
  { to: paths.about, desktop: 'about', mobile: 'aboutMobile' },
  { to: paths.services, desktop: 'services', mobile: 'servicesMobile' },
  { to: paths.projects, desktop: 'projects', mobile: 'projectsMobile' },
  { to: paths.careers, desktop: 'careers', mobile: 'careersMobile' },
  { to: paths.contact, desktop: 'contact', mobile: 'contactMobile' },
] as const satisfies readonly { to: string; desktop: NavKey; mobile: NavKey }[];

/** footer: seven links. */
export const FOOTER_LINKS = [
  { to: paths.home, label: 'home' },
  { to: paths.about, label: 'about' },
  { to: paths.services, label: 'services' },
  { to: paths.projects, label: 'projects' },
  { to: paths.blog, label: 'blog' },
  { to: paths.careers, label: 'career' },
  { to: paths.contact, label: 'contact' },
] as const satisfies readonly { to: string; label: keyof Messages['footer'] }[];
