import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  // The adapter's paths answer every failure as {status:false, message}; it wraps strapi::body to catch its errors.
  'global::api-errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    // Only the site's own origin; the default is any origin.
    config: { origin: env.array('SITE_ORIGINS', [env('SITE_URL', 'http://localhost:3000')]) },
  },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      formidable: { maxFileSize: 5 * 1024 * 1024, maxTotalFileSize: 60 * 1024 * 1024 },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
