/**
 * Unsubscribing (D-13.1): the one-click link in every mail to a newsletter subscriber. The link names the address
 * and signs it (HMAC-SHA256 with a key derived from ADMIN_API_JWT_SECRET, so every CMS instance checks what another
 * signed); it needs no login and never expires, since a mail stays in an inbox for years. Rotating that secret
 * makes the links in mails already sent invalid (the page then says so).
 */
import crypto from 'node:crypto';
import { tokenSecret } from './admin-account';
import { envValue } from '@cadmax/contract/env';

/** Its own key: an unsubscribe token can never pass as an admin or preview token, nor the other way round. */
const key = () => crypto.createHmac('sha256', tokenSecret()).update('cadmax unsubscribe link v1').digest();

/** The signature of `email` (as stored: lower case), 43 base64url characters. */
export const unsubscribeToken = (email: string) => crypto.createHmac('sha256', key()).update(email).digest('base64url');

/** Whether `token` signs `email`. */
export function verifyUnsubscribe(email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(email));
  const actual = Buffer.from(token);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/**
 * The public page that unsubscribes `email` (web/app/site/unsubscribe): a GET shows it with a confirm button, a POST
 * (the button, or a mail client's RFC 8058 one-click POST) unsubscribes.
 */
export function unsubscribeUrl(email: string): string {
  const site = (envValue('SITE_URL') ?? 'http://localhost:3000').replace(/\/+$/, '');
  const query = new URLSearchParams({ email, token: unsubscribeToken(email) });
  return `${site}/unsubscribe?${query.toString()}`;
}
