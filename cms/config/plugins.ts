import type { Core } from '@strapi/strapi';
import { FILE_MAX_BYTES } from '../src/lib/upload-limits';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtManagement: 'legacy-support',
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      sizeLimit: FILE_MAX_BYTES,
      security: {
        // The media library holds public images only (checked by their bytes in src/extensions/upload);
        // resumes never go through it.
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp'],
        deniedTypes: ['image/svg+xml', 'text/html'],
      },
      breakpoints: { large: 1280, medium: 768, small: 480 },
    },
  },
});

export default config;
