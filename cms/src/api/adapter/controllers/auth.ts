/** POST /login, GET /profile-token, POST /reset-password, POST /profile-update, POST /logout. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { announceEmailChange } from '../../../lib/account-notices';
import { action } from '../../../lib/action';
import { ADMIN_UID, checkPassword, hashPassword, issueToken } from '../../../lib/admin-account';
import { HttpError, badRequest, bodyOf, fail, noStore, ok } from '../../../lib/http';
import { toAdminProfile } from '../../../lib/mappers';
import { LIMIT_MESSAGES, limitStore, loginCounters, takeAll } from '../../../lib/rate-limit';
import { documents, type SiteAdminRow } from '../../../lib/records';
import { checkImages, filesOf, saveWithImages } from '../../../lib/uploads';
import { loginBody, messages, profileUpdateBody, resetPasswordBody } from '@cadmax/contract';
import { parseBody } from '../../../lib/validation';

const admins = (strapi: Core.Strapi) => documents<SiteAdminRow>(strapi, ADMIN_UID);
const currentAdmin = (ctx: Context) => ctx.state.siteAdmin as SiteAdminRow;

/**
 * Checks the signed-in admin's current password. Each check counts against the login limits (this
 * client and this account, the login's own counters), so the admin routes are no way around them.
 */
async function confirmCurrentPassword(
  strapi: Core.Strapi,
  ctx: Context,
  admin: SiteAdminRow,
  password: string,
): Promise<void> {
  const store = limitStore(strapi, (message) => strapi.log.warn(message));
  const refused = await takeAll(store, loginCounters(ctx.ip, admin.email));
  if (refused) {
    ctx.set('Retry-After', String(refused.retryAfter));
    throw new HttpError(429, LIMIT_MESSAGES.login);
  }
  if (!(await checkPassword(password, admin.password_hash))) throw badRequest('Current password is incorrect.');
}

/** Ends every session of the admin (token_version + 1) and returns a token for this one. */
async function revokeSessions(strapi: Core.Strapi, admin: SiteAdminRow, data: Record<string, unknown> = {}) {
  const tokenVersion = (admin.token_version ?? 0) + 1;
  const updated = await admins(strapi).update({
    documentId: admin.documentId,
    data: { ...data, token_version: tokenVersion },
    populate: ['profile_image'],
  });
  return { updated, token: issueToken({ documentId: admin.documentId, token_version: tokenVersion }) };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  login: action(async (ctx) => {
    noStore(ctx);
    const { email: address, password } = parseBody(loginBody, bodyOf(ctx));
    const admin = await admins(strapi).findFirst({ filters: { email: address } });
    // Compared even when no account matches, so the answer time does not tell which emails exist.
    const valid = await checkPassword(password, admin?.password_hash);
    if (!admin || !valid) return fail(ctx, 401, messages.loginFailed);
    ok(ctx, { token: issueToken(admin), message: 'Login successfully!' });
  }),

  profile: action(async (ctx) => {
    ok(ctx, { data: toAdminProfile(currentAdmin(ctx)) });
  }),

  resetPassword: action(async (ctx) => {
    const { currentPassword: current, newPassword: next } = parseBody(resetPasswordBody, bodyOf(ctx));
    const admin = await admins(strapi).findOne({ documentId: currentAdmin(ctx).documentId });
    if (!admin) return fail(ctx, 404, 'Admin not found.');
    await confirmCurrentPassword(strapi, ctx, admin, current);
    // Ends every session opened with the old password; this one goes on with the fresh token.
    const { token } = await revokeSessions(strapi, admin, { password_hash: await hashPassword(next) });
    ok(ctx, { message: 'Password updated successfully.', token });
  }),

  profileUpdate: action(async (ctx) => {
    const { currentPassword, email: address, ...fields } = parseBody(profileUpdateBody, bodyOf(ctx));
    const admin = await admins(strapi).findOne({ documentId: currentAdmin(ctx).documentId });
    if (!admin) return fail(ctx, 404, 'Admin not found.');
    // The login email is a credential: changing it takes the password and ends the other sessions.
    const emailChanges = address !== admin.email;
    if (emailChanges) {
      if (!currentPassword) throw badRequest(messages.currentPasswordForEmail);
      await confirmCurrentPassword(strapi, ctx, admin, currentPassword);
    }
    const files = filesOf(ctx, 'profileImage').slice(0, 1);
    await checkImages(files);
    let token: string | undefined;
    const updated = await saveWithImages(strapi, files, fields.name, async ([image]) => {
      const data: Record<string, unknown> = { name: fields.name, email: address, phone: fields.phone };
      if (image) data.profile_image = image.id;
      if (!emailChanges)
        return admins(strapi).update({ documentId: admin.documentId, data, populate: ['profile_image'] });
      const revoked = await revokeSessions(strapi, admin, data);
      token = revoked.token;
      return revoked.updated;
    });
    if (!updated) return fail(ctx, 404, 'Admin not found.');
    // The previous address hears of it: the office's mail follows this email (lib/account-notices.ts).
    if (emailChanges) await announceEmailChange(strapi, admin.email, address);
    ok(ctx, { message: 'Profile updated successfully.', data: toAdminProfile(updated), ...(token ? { token } : {}) });
  }),

  logout: action(async (ctx) => {
    // The token the browser forgets must also stop working here (and every other session with it).
    await revokeSessions(strapi, currentAdmin(ctx));
    ok(ctx, { message: 'Logout successfully!' });
  }),
});
