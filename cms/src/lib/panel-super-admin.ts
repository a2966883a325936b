/**
 * The Strapi panel's super admin. Strapi lets the first visitor of a fresh install register
 * as super admin (`POST /admin/register-admin`), and that account reads every collection. Bootstrap runs
 * before the server listens, so making the account here closes that door from the first request.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { envValue } from '@cadmax/contract/env';

export const PANEL_DEFAULT_EMAIL = 'cms-admin@cadmax.local';

interface AdminUserService {
  exists(): Promise<boolean>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
}
interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
}

/** Creates the panel's super admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD when the panel has no user yet. */
export async function ensurePanelSuperAdmin(strapi: Core.Strapi): Promise<void> {
  const email = (envValue('CMS_ADMIN_EMAIL') || PANEL_DEFAULT_EMAIL).toLowerCase();
  let password = envValue('CMS_ADMIN_PASSWORD');
  if (!password && envValue('NODE_ENV') === 'production') {
    throw new Error('Refusing to start in production: CMS_ADMIN_PASSWORD is not set.');
  }

  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists()) return;
  if (!password) {
    // Still closed to strangers: a random password nobody knows (reset it with `strapi admin:reset-user-password`).
    password = `${crypto.randomBytes(18).toString('base64url')}aA1`;
    strapi.log.warn(`CMS_ADMIN_PASSWORD is not set: the panel's super admin ${email} got a random password.`);
  }
  const superAdmin = await (strapi.service('admin::role') as unknown as AdminRoleService).getSuperAdmin();
  if (!superAdmin) throw new Error("Strapi's super admin role is missing.");
  await users.create({
    email,
    firstname: 'Cadmax',
    lastname: 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Created the Strapi panel's super admin ${email}.`);
}
