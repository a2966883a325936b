import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  // Behind the web server's proxy (X-Forwarded-Proto, Host). The client address is NOT taken from here:
  // lib/client-ip reads X-Forwarded-For only from TRUSTED_PROXIES (default loopback), its last entry.
  proxy: { koa: env.bool('TRUST_PROXY', true), maxIpsCount: env.int('TRUST_PROXY_HOPS', 1) },
  // The integration tests point this at a throwaway folder so their uploads never land in cms/public.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS')!,
  },
  // No network calls beyond the npm registry: no update check.
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
