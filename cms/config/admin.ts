import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: env('ADMIN_JWT_SECRET')! },
  apiToken: { salt: env('API_TOKEN_SALT')! },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT')! } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY')! },
  // No calls home from the panel.
  flags: { nps: false, promoteEE: false, docLinks: false },
});

export default config;
