import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../src/lib/env';
import { panelPreviewUrl } from '../src/lib/panel-preview';

const config = (): Core.Config.Admin => {
  const env = cmsEnv();
  const site = env.SITE_URL ?? 'http://localhost:3000';
  return {
    auth: { secret: env.ADMIN_JWT_SECRET! },
    apiToken: { salt: env.API_TOKEN_SALT! },
    transfer: { token: { salt: env.TRANSFER_TOKEN_SALT! } },
    secrets: { encryptionKey: env.ENCRYPTION_KEY! },
    // No calls home from the panel.
    flags: { nps: false, promoteEE: false, docLinks: false },
    // The panel's Preview opens the site's page of the record: a draft through its signed link
    // (src/lib/panel-preview.ts). The site is the only origin the panel may frame.
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [new URL(site).origin],
        handler: (uid: string, params: { documentId: string; status?: string | null }) =>
          panelPreviewUrl(strapi, site, uid, params),
      },
    },
  };
};

export default config;
