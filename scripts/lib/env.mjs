// Loads the root .env under the process environment (creating it from .env.example with fresh random secrets on
// first run, filling the secrets an existing one lacks) and returns the environment the CMS and web processes get.
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
const {
  ENV_VARS,
  envFilePath,
  envWarnings,
  isLoopback,
  parseEnv,
  readEnvFile,
} = require('../../packages/contract/dist/env.js');

// Strapi's panel wants a lower-case letter, an upper-case letter and a digit in a password.
const panelPassword = () => `${crypto.randomBytes(18).toString('base64url')}aA1`;

/** The values `.env` gets generated when neither it nor the environment has them: Strapi's secrets and the panel's password. */
const GENERATED = {
  [APP_KEYS]: () => [secret(), secret(), secret(), secret()].join(','),
  ...Object.fromEntries(SECRET_KEYS.map((key) => [key, secret])),
  CMS_ADMIN_PASSWORD: panelPassword,
};

const escape = (name) => name.replace(/[^A-Z0-9_]/g, '');

/**
 * Makes `.env` hold what neither it nor the environment gives, and nothing else (D-7: one way to configure):
 * - no `.env` and a secret the environment does not give: written from `.env.example`, a setting the environment
 *   gives commented out (the environment decides it; a later script run without that environment must not find a
 *   contradicting value), every secret the environment does not give generated; the environment giving every secret,
 *   no `.env` is written at all;
 * - an existing `.env` (one copied from `.env.example` included): only its empty or missing secrets are filled, every
 *   other line is kept as it is. Never overwrites a value.
 * The file is ENV_FILE's (`.env` at the root by default); with `ENV_FILE=` (none) a secret the environment lacks is an
 * error. Returns the file, whether it was created, and the names generated into it.
 * @param {{ file?: string | null, example?: string, environment?: Record<string, string | undefined> }} [options]
 */
export function ensureEnvFile({
  environment = process.env,
  file = envFilePath(environment),
  example = path.join(root, '.env.example'),
} = {}) {
  const given = (name) => environment[name] !== undefined && environment[name] !== '';
  if (file === null) {
    // ENV_FILE= (no environment file): the environment must give them all.
    const missing = Object.keys(GENERATED).filter((name) => !given(name));
    if (missing.length)
      throw new Error(`ENV_FILE is empty (no environment file), and the environment lacks ${missing.join(', ')}`);
    return { file, created: false, generated: [] };
  }
  const exists = fs.existsSync(file);
  let text = exists ? fs.readFileSync(file, 'utf8') : fs.readFileSync(example, 'utf8');
  const generated = [];
  if (!exists) {
    text = text.replace(/^([A-Z][A-Z0-9_]*)=(.*)$/gm, (line, name) =>
      given(name) ? `# ${line}   # set by the environment when this file was written` : line,
    );
  }
  const inFile = dotenv.parse(text);
  for (const [name, make] of Object.entries(GENERATED)) {
    if (given(name) || inFile[name]) continue;
    const line = `${name}=${make()}`;
    const empty = new RegExp(`^${escape(name)}=[ \t]*$`, 'm');
    text = empty.test(text) ? text.replace(empty, line) : `${text.replace(/\n?$/, '\n')}${line}\n`;
    generated.push(name);
  }
  // Nothing missing (the environment gives every secret): no file to write.
  if (generated.length) fs.writeFileSync(file, text, { mode: 0o600 });
  return { file, created: !exists && generated.length > 0, generated };
}

/**
 * Where each setting that is set comes from: the process environment, or `.env` (the rest are defaults). Names only,
 * never values.
 * @param {Record<string, string | undefined>} [environment]
 */
export function settingSources(environment = process.env) {
  const fromFile = readEnvFile(environment);
  const names = Object.keys(ENV_VARS);
  const set = (value) => value !== undefined && value !== '';
  return {
    environment: names.filter((name) => set(environment[name])),
    file: names.filter((name) => !set(environment[name]) && set(fromFile[name])),
  };
}

/**
 * The process environment with .env underneath it (real env wins), plus derived defaults. Checked against the schema:
 * a variable set to something it cannot be throws, naming it; a deprecated one is logged.
 */
export function loadEnv() {
  // The same rule as the CMS and the web server read it by (@cadmax/contract/env applyEnvFile): the environment wins.
  const env = { ...readEnvFile(process.env), ...process.env };
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
