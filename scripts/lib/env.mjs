// Loads the root .env (creating it from .env.example with fresh random secrets on first
// run) and returns the environment that the CMS and web processes get.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import dotenv from 'dotenv';
import { buildContract } from './contract.mjs';
import { APP_KEYS, SECRET_KEYS, STRAPI_SECRETS, randomSecret as secret } from './secrets.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const cmsDir = path.join(root, 'cms');
export const webDir = path.join(root, 'web');

// The local default is the contract's (the CMS refuses it too); its CommonJS build is what Node can load here.
buildContract();
const require = createRequire(import.meta.url);
const { LOCAL_ADMIN } = require('../../packages/contract/dist/index.js');
export const DEFAULT_ADMIN_PASSWORD = LOCAL_ADMIN.password;
/** The environment schema every process reads (packages/contract/src/env.ts). */
const { envWarnings, isLoopback, parseEnv } = require('../../packages/contract/dist/env.js');

// Strapi's panel wants a lower-case letter, an upper-case letter and a digit in a password.
const panelPassword = () => `${crypto.randomBytes(18).toString('base64url')}aA1`;

/** Writes .env from .env.example with random secrets; never overwrites an existing file. */
export function ensureEnvFile(file = path.join(root, '.env')) {
  if (fs.existsSync(file)) return false;
  let text = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  text = text.replace(
    new RegExp(`^${APP_KEYS}=$`, 'm'),
    `${APP_KEYS}=${[secret(), secret(), secret(), secret()].join(',')}`,
  );
  for (const key of SECRET_KEYS) text = text.replace(new RegExp(`^${key}=$`, 'm'), `${key}=${secret()}`);
  fs.writeFileSync(file, text, { mode: 0o600 });
  return true;
}

/**
 * The Strapi panel's super admin password (CMS_ADMIN_PASSWORD): generated once into .env when it has none,
 * including a .env written before the setting existed. Returns the new password (to print once), or null.
 */
export function ensurePanelAdminPassword(file = path.join(root, '.env')) {
  if (process.env.CMS_ADMIN_PASSWORD || !fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  if (dotenv.parse(text).CMS_ADMIN_PASSWORD) return null;
  const password = panelPassword();
  const line = `CMS_ADMIN_PASSWORD=${password}`;
  const updated = /^CMS_ADMIN_PASSWORD=$/m.test(text)
    ? text.replace(/^CMS_ADMIN_PASSWORD=$/m, line)
    : `${text.replace(/\n?$/, '\n')}${line}\n`;
  fs.writeFileSync(file, updated, { mode: 0o600 });
  return password;
}

/**
 * The process environment with .env underneath it (real env wins), plus derived defaults. Checked against the schema:
 * a variable set to something it cannot be throws, naming it; a deprecated one is logged.
 */
export function loadEnv() {
  const fromFile = fs.existsSync(path.join(root, '.env')) ? dotenv.parse(fs.readFileSync(path.join(root, '.env'))) : {};
  const env = { ...fromFile, ...process.env };
  env.PORT ||= '3000';
  env.CMS_PORT ||= '1337';
  env.CMS_HOST ||= '127.0.0.1';
  // The web server's listen address. start.mjs runs it with NODE_ENV=production, so the local
  // default (loopback only) is decided here; web/server.mjs has the same default when run bare.
  if (env.NODE_ENV !== 'production') env.HOST ||= '127.0.0.1';
  env.SITE_URL ||= `http://localhost:${env.PORT}`;
  env.DATABASE_CLIENT ||= 'sqlite';
  if (env.DATABASE_CLIENT === 'sqlite')
    env.DATABASE_FILENAME = path.resolve(root, env.DATABASE_FILENAME || '.tmp/data.db');
  env.STRAPI_TELEMETRY_DISABLED = 'true';
  env.ADMIN_EMAIL ||= 'admin@cadmax.local';
  env.ADMIN_PASSWORD ||= DEFAULT_ADMIN_PASSWORD;
  env.CMS_ADMIN_EMAIL ||= 'cms-admin@cadmax.local';
  parseEnv(env);
  for (const line of envWarnings(env)) console.warn(`[env] ${line}`);
  return env;
}

/**
 * The documented local default password is refused whenever the site or the CMS listens beyond
 * loopback; production also refuses missing secrets. Throws with a clear message.
 */
export function assertSafeToStart(env) {
  const problems = [];
  if (env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    const exposed = [
      ['HOST', env.HOST],
      ['CMS_HOST', env.CMS_HOST],
    ].filter(([, host]) => !isLoopback(host));
    if (exposed.length) {
      const where = exposed.map(([key, host]) => `${key}=${host || '(every interface)'}`).join(', ');
      problems.push(
        `ADMIN_PASSWORD is the documented local default while the server listens beyond loopback (${where}): set your own ADMIN_PASSWORD`,
      );
    } else if (env.NODE_ENV === 'production') problems.push('ADMIN_PASSWORD is the documented local default');
  }
  if (env.NODE_ENV !== 'production') {
    if (problems.length) throw new Error(`Refusing to start: ${problems.join('; ')}.`);
    return;
  }
  if (!env.CMS_ADMIN_PASSWORD) problems.push('CMS_ADMIN_PASSWORD is not set');
  for (const key of STRAPI_SECRETS) if (!env[key] || /tobemodified/i.test(env[key])) problems.push(`${key} is not set`);
  if (problems.length) {
    throw new Error(`Refusing to start in production: ${problems.join('; ')}. Set them in the environment or .env.`);
  }
}
