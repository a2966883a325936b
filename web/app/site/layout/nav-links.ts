import { paths } from '../../paths';

/** navigation table: route, desktop label, mobile label. */
export const NAV_LINKS = [
  { to: paths.home, desktop: 'Home', mobile: 'Home' },
  { to: paths.about, desktop: 'Why Us', mobile: 'About' },
  { to: paths.services, desktop: 'Services', mobile: 'Services' },
  { to: paths.projects, desktop: 'Our Project', mobile: 'Our Project' },
  { to: paths.careers, desktop: 'Careers', mobile: 'Career' },
  { to: paths.contact, desktop: 'Contact', mobile: 'Contact' },
] as const;

/** footer: seven links. */
export const FOOTER_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.services, label: 'Services' },
  { to: paths.projects, label: 'Our Project' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.careers, label: 'Career' },
  { to: paths.contact, label: 'Contact' },
] as const;
