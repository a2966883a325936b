import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtManagement: 'legacy-support',
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      sizeLimit: 5 * 1024 * 1024,
      security: {
        // The media library holds public images only; resumes never go through it.
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'audio/mpeg'],
        deniedTypes: ['image/svg+xml', 'text/html'],
      },
      breakpoints: { large: 1280, medium: 768, small: 480 },
    },
  },
});

export default config;
