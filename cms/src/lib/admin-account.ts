/**
 * The site admin (one role, R-6.2, D-5): the account made at first start, password hashing and the
 * bearer tokens of the React admin. Tokens carry the account's token_version, so a password change
 * ends every earlier session.
 */
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import type { Core } from '@strapi/strapi';
import { LOCAL_ADMIN } from '@cadmax/contract';
import { HttpError } from './http';
import { documents, type SiteAdminRow } from './records';
import { checkNewPassword } from './validation';
import { envValue, isLoopback } from '@cadmax/contract/env';

export const ADMIN_UID = 'api::site-admin.site-admin' as const;
export const LOCAL_DEFAULT_PASSWORD = LOCAL_ADMIN.password;
const AUDIENCE = 'cadmax-admin';
const BCRYPT_COST = 10;

const isProduction = () => envValue('NODE_ENV') === 'production';

let processSecret: string | undefined;

/** ADMIN_API_JWT_SECRET, or outside production a per-process secret (tokens then die on restart). */
export function tokenSecret(): string {
  const configured = envValue('ADMIN_API_JWT_SECRET');
  if (configured) return configured;
  if (isProduction()) throw new Error('ADMIN_API_JWT_SECRET is not set: refusing to sign admin tokens in production.');
  processSecret ??= crypto.randomBytes(32).toString('base64');
  return processSecret;
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/** A hash of nothing, compared against when no account matches, so the answer time does not tell. */
const DUMMY_HASH = bcrypt.hashSync(crypto.randomBytes(16).toString('hex'), BCRYPT_COST);

export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash || DUMMY_HASH);
  return matches && Boolean(hash);
}

export function issueToken(admin: Pick<SiteAdminRow, 'documentId' | 'token_version'>): string {
  return jwt.sign({ sub: admin.documentId, tv: admin.token_version ?? 0 }, tokenSecret(), {
    audience: AUDIENCE,
    expiresIn: envValue('ADMIN_TOKEN_TTL') as jwt.SignOptions['expiresIn'],
  });
}

/** The admin a bearer token names, or null when it is invalid, expired or from before a password change. */
export async function adminFromToken(strapi: Core.Strapi, token: string): Promise<SiteAdminRow | null> {
  let payload: jwt.JwtPayload;
  try {
    const decoded = jwt.verify(token, tokenSecret(), { audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof decoded === 'string') return null;
    payload = decoded;
  } catch {
    return null;
  }
  if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
  const admin = await documents<SiteAdminRow>(strapi, ADMIN_UID).findOne({
    documentId: payload.sub,
    populate: ['profile_image'],
  });
  if (!admin || (admin.token_version ?? 0) !== payload.tv) return null;
  return admin;
}

/**
 * Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD when none exists, under the password policy.
 * Refuses to start with the documented local default password in production, or when the CMS
 * listens beyond loopback (also when the existing admin still has that password).
 */
export async function ensureAdminAccount(strapi: Core.Strapi): Promise<void> {
  const admins = documents<SiteAdminRow>(strapi, ADMIN_UID);
  const host = strapi.config.get<string>('server.host');
  if (!isLoopback(host)) {
    const existing = await admins.findFirst({});
    const usesDefault = existing
      ? await checkPassword(LOCAL_DEFAULT_PASSWORD, existing.password_hash)
      : (envValue('ADMIN_PASSWORD') ?? LOCAL_DEFAULT_PASSWORD) === LOCAL_DEFAULT_PASSWORD;
    if (usesDefault) {
      throw new Error(
        `Refusing to start: the CMS listens on ${host}, beyond loopback, and the site admin's password is the documented local default. ` +
          'Set ADMIN_PASSWORD (new install) or run npm run admin:reset-password first.',
      );
    }
  }
  const email = envValue('ADMIN_EMAIL').toLowerCase();
  const password = envValue('ADMIN_PASSWORD') ?? LOCAL_DEFAULT_PASSWORD;
  if (isProduction()) {
    const problems: string[] = [];
    if (password === LOCAL_DEFAULT_PASSWORD) problems.push('ADMIN_PASSWORD is the documented local default');
    if (!envValue('ADMIN_API_JWT_SECRET')) problems.push('ADMIN_API_JWT_SECRET is not set');
    if (problems.length) throw new Error(`Refusing to start in production: ${problems.join('; ')}.`);
  } else if (!envValue('ADMIN_API_JWT_SECRET')) {
    strapi.log.warn('ADMIN_API_JWT_SECRET is not set: admin tokens use a per-process secret and end on restart.');
  }

  if ((await admins.count()) > 0) return;
  try {
    checkNewPassword(password);
  } catch (error) {
    if (error instanceof HttpError)
      throw new Error(`Refusing to create the site admin: ADMIN_PASSWORD is not accepted. ${error.message}`);
    throw error;
  }
  await admins.create({
    data: { name: 'Site Admin', email, password_hash: await hashPassword(password), token_version: 0 },
  });
  strapi.log.info(`Created the site admin ${email}.`);
}
