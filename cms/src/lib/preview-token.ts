/**
 * Previews (D-11.5): the signed link that opens a draft's public page. A token names its record only through its
 * signature: HMAC-SHA256 over the type, the id and the expiry, with a key derived from the admin tokens' secret
 * (ADMIN_API_JWT_SECRET, so every CMS instance checks what another signed). It opens that one record, for
 * PREVIEW_LINK_MINUTES; anything else (another record, another type, a changed expiry, a late visit) is refused.
 * The signature also covers the site admin's session version (token_version), so a logout or a password
 * change, which end every session, end every preview link too.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { PREVIEW_LINK_MINUTES, type PublishableType } from '@cadmax/contract';
import { ADMIN_UID, tokenSecret } from './admin-account';
import { documents, type SiteAdminRow } from './records';

/** Its own key: a preview token can never pass as an admin token, nor the other way round. */
const key = () => crypto.createHmac('sha256', tokenSecret()).update('cadmax preview link v1').digest();

const signature = (type: PublishableType, id: string, expires: number, session: number) =>
  crypto.createHmac('sha256', key()).update(`${type}\n${id}\n${expires}\n${session}`).digest('base64url');

/**
 * A token for `type` + `id`, good until `expiresAt` while the admin's session version stays `session`
 * (`<expiry in ms, base 36>.<signature>`).
 */
export function signPreview(type: PublishableType, id: string, session: number, now = Date.now()) {
  const expires = now + PREVIEW_LINK_MINUTES * 60_000;
  return { token: `${expires.toString(36)}.${signature(type, id, expires, session)}`, expiresAt: new Date(expires) };
}

/** The site admin's session version now (the one account): a logout or a password change moves it on. */
export async function previewSession(strapi: Core.Strapi): Promise<number> {
  const admin = await documents<SiteAdminRow>(strapi, ADMIN_UID).findFirst({ fields: ['token_version'] });
  return admin?.token_version ?? 0;
}

/** The site's path that shows the record's draft with `token` (the React admin's and the panel's Preview). */
export const previewPath = (type: PublishableType, id: string, token: string) =>
  `/preview/${type}/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;

/** Whether `token` was signed for this record in the admin's current session version `session`, and has not expired. */
export function verifyPreview(
  type: PublishableType,
  id: string,
  token: unknown,
  session: number,
  now = Date.now(),
): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [stamp, given, ...rest] = token.split('.');
  if (!stamp || !given || rest.length) return false;
  const expires = parseInt(stamp, 36);
  if (!Number.isSafeInteger(expires) || expires.toString(36) !== stamp || expires <= now) return false;
  const expected = Buffer.from(signature(type, id, expires, session));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
