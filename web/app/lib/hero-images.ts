import type { Media } from '../api/types';

/** Banner images made by scripts/media into web/public/images (one size each, served short-cached). */
const hero = (name: string, height = 800): Media => ({ url: `/images/hero-${name}.jpg`, width: 1920, height, alt: '', sources: [] });

export const HERO_IMAGES = {
  home: hero('home', 1080),
  about: hero('about'),
  services: hero('services'),
  projects: hero('project'),
  blog: hero('blog'),
  contact: hero('contact'),
  careers: hero('career'),
} as const;

/** The 1200×630 share image for pages without their own. */
export const DEFAULT_OG_IMAGE: Media = { url: '/og-image.jpg', width: 1200, height: 630, alt: 'Cadmax: urban planning, architecture and design in Jaipur', sources: [] };
