/** POST /login, GET /profile-token, POST /reset-password, POST /profile-update. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { ADMIN_UID, checkPassword, hashPassword, issueToken } from '../../../lib/admin-account';
import { badRequest, bodyOf, fail, ok } from '../../../lib/http';
import { toAdminProfile } from '../../../lib/mappers';
import { documents, type SiteAdminRow } from '../../../lib/records';
import { checkImages, filesOf, saveWithImages } from '../../../lib/uploads';
import {
  FILL_ALL_FIELDS, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, email, maxLength, phoneExactly10, requireAll, textFields,
} from '../../../lib/validation';

const admins = (strapi: Core.Strapi) => documents<SiteAdminRow>(strapi, ADMIN_UID);
const currentAdmin = (ctx: Context) => ctx.state.siteAdmin as SiteAdminRow;

/** Passwords are taken as typed: never trimmed. */
function passwordField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest('Passwords must be text.');
  return value;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  login: action(async (ctx) => {
    const body = bodyOf(ctx);
    const address = body.email;
    const password = body.password;
    if (typeof address !== 'string' || typeof password !== 'string' || !address.trim() || !password) {
      throw badRequest('Please enter your email and password.');
    }
    const admin = await admins(strapi).findFirst({ filters: { email: address.trim().toLowerCase() } });
    // Compared even when no account matches, so the answer time does not tell which emails exist.
    const valid = await checkPassword(password, admin?.password_hash);
    if (!admin || !valid) return fail(ctx, 401, 'Invalid email/password');
    ok(ctx, { token: issueToken(admin), message: 'Login successfully!' });
  }),

  profile: action(async (ctx) => {
    ok(ctx, { data: toAdminProfile(currentAdmin(ctx)) });
  }),

  resetPassword: action(async (ctx) => {
    const body = bodyOf(ctx);
    const current = passwordField(body, 'currentPassword');
    const next = passwordField(body, 'newPassword');
    const confirm = passwordField(body, 'confirmPassword');
    requireAll([current, next, confirm], FILL_ALL_FIELDS);
    if (next !== confirm) throw badRequest('Passwords do not match!');
    if (next.length < PASSWORD_MIN) throw badRequest(`Password must be at least ${PASSWORD_MIN} characters.`);
    if (next.length > PASSWORD_MAX) throw badRequest(`Password must be at most ${PASSWORD_MAX} characters.`);
    const admin = await admins(strapi).findOne({ documentId: currentAdmin(ctx).documentId });
    if (!admin || !(await checkPassword(current, admin.password_hash))) throw badRequest('Current password is incorrect.');
    // A new token_version ends every session opened with the old password, this one included.
    const tokenVersion = (admin.token_version ?? 0) + 1;
    await admins(strapi).update({
      documentId: admin.documentId,
      data: { password_hash: await hashPassword(next), token_version: tokenVersion },
    });
    ok(ctx, { message: 'Password updated successfully.', token: issueToken({ documentId: admin.documentId, token_version: tokenVersion }) });
  }),

  profileUpdate: action(async (ctx) => {
    const fields = textFields(bodyOf(ctx), { name: 'Name', email: 'Email', phone: 'Phone number' });
    requireAll([fields.name, fields.email, fields.phone], FILL_ALL_FIELDS);
    maxLength(fields.name, NAME_MAX, 'Name');
    const address = email(fields.email);
    phoneExactly10(fields.phone);
    const files = filesOf(ctx, 'profileImage').slice(0, 1);
    await checkImages(files);
    const updated = await saveWithImages(strapi, files, fields.name, ([image]) => {
      const data: Record<string, unknown> = { name: fields.name, email: address, phone: fields.phone };
      if (image) data.profile_image = image.id;
      return admins(strapi).update({ documentId: currentAdmin(ctx).documentId, data, populate: ['profile_image'] });
    });
    if (!updated) return fail(ctx, 404, 'Admin not found.');
    ok(ctx, { message: 'Profile updated successfully.', data: toAdminProfile(updated) });
  }),
});
