/**
 * Issue 15, previews: the signed link that opens a draft's public page. A token names its record only through its
 * signature: HMAC-SHA256 over the type, the id and the expiry, with a key derived from the admin tokens' secret
 * (ADMIN_API_JWT_SECRET, so every CMS instance checks what another signed). It opens that one record, for
 * PREVIEW_LINK_MINUTES; anything else (another record, another type, a changed expiry, a late visit) is refused.
 */
import crypto from 'node:crypto';
import { PREVIEW_LINK_MINUTES, type PublishableType } from '@cadmax/contract';
import { tokenSecret } from './admin-account';

/** Its own key: a preview token can never pass as an admin token, nor the other way round. */
const key = () => crypto.createHmac('sha256', tokenSecret()).update('cadmax preview link v1').digest();

const signature = (type: PublishableType, id: string, expires: number) =>
  crypto.createHmac('sha256', key()).update(`${type}\n${id}\n${expires}`).digest('base64url');

/** A token for `type` + `id`, good until `expiresAt` (`<expiry in ms, base 36>.<signature>`). */
export function signPreview(type: PublishableType, id: string, now = Date.now()) {
  const expires = now + PREVIEW_LINK_MINUTES * 60_000;
  return { token: `${expires.toString(36)}.${signature(type, id, expires)}`, expiresAt: new Date(expires) };
}

/** The site's path that shows the record's draft with `token` (the React admin's and the panel's Preview). */
export const previewPath = (type: PublishableType, id: string, token: string) =>
  `/preview/${type}/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;

/** Whether `token` was signed for this record and has not expired. */
export function verifyPreview(type: PublishableType, id: string, token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [stamp, given, ...rest] = token.split('.');
  if (!stamp || !given || rest.length) return false;
  const expires = parseInt(stamp, 36);
  if (!Number.isSafeInteger(expires) || expires.toString(36) !== stamp || expires <= now) return false;
  const expected = Buffer.from(signature(type, id, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
