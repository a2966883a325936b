import type { Core } from '@strapi/strapi';
import { ensureAdminAccount } from './lib/admin-account';

export default {
  register() {},

  /** Makes the site admin from ADMIN_EMAIL / ADMIN_PASSWORD on first start (production refuses the local default). */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureAdminAccount(strapi);
  },
};
