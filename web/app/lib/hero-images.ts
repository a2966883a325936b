import type { Media } from '../api/types';

/** The widths scripts/media/generate.mjs writes each banner's WebP copies in (HERO_WEBP_WIDTHS there). */
const WEBP_WIDTHS = [640, 960, 1280, 1920];

/** Banner images made by scripts/media into web/public/images (served short-cached): a JPEG and WebP copies. */
const hero = (name: string, height = 800): Media => ({
  url: `/images/hero-${name}.jpg`,
  width: 1920,
  height,
  alt: '',
  sources: [],
  webp: WEBP_WIDTHS.map((width) => ({ url: `/images/hero-${name}-${width}.webp`, width })),
});

export const HERO_IMAGES = {
  home: hero('home', 1080),
  about: hero('about'),
  services: hero('services'),
  projects: hero('project'),
  blog: hero('blog'),
  contact: hero('contact'),
  careers: hero('career'),
} as const;

/** The 1200×630 share image for pages without their own (JPEG only: link previews want it). */
/** The branded picture shown where a card has no image of its own (a blog, a project): never an empty box. */
export const PLACEHOLDER_IMAGE = '/blog-default.svg';

export const DEFAULT_OG_IMAGE: Media = {
  url: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Cadmax: urban planning, architecture and design in Jaipur',
  sources: [],
  webp: [],
};
