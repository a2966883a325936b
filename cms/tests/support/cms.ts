/**
 * Boots the REAL Strapi (compiled from cms/) on a throwaway database and serves it on a free port:
 * SQLite in a temp folder by default, or, with DATABASE_CLIENT=postgres, a database of its own on DATABASE_URL's
 * server, dropped after. The database starts as a copy of the run's template (support/template.ts: one first boot's
 * tables and bootstrap rows), so a boot skips the schema sync. Uploads and resumes also go to the temp folder. One
 * boot per test file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Core } from '@strapi/strapi';
import { throwawaySecrets } from '../../../scripts/lib/secrets.mjs';
import { runSql } from '../../../scripts/lib/postgres.mjs';
import { copySeededSnapshot } from '../../../scripts/lib/seeded-snapshot.mjs';
import { type CmsTemplate, injectedTemplate, templateDatabase } from './template';

const require = createRequire(import.meta.url);
export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// npm keeps @strapi/strapi in cms/node_modules but hoists @strapi/core, which resolves
// '@strapi/strapi/package.json' from its own folder: NODE_PATH lets it find the app's copy.
process.env.NODE_PATH = [path.join(CMS_DIR, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(path.delimiter);
(require('node:module') as { Module: { _initPaths(): void } }).Module._initPaths();

// Strapi's ESM build imports directory paths (lodash/fp) that Node's ESM loader refuses: load the CommonJS build.
const { createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');

export const ADMIN_EMAIL = 'admin@cadmax.test';
export const ADMIN_PASSWORD = 'Test-Admin-Password-1';
/** The Strapi panel's super admin, made at boot from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD. */
export const PANEL_ADMIN_EMAIL = 'cms-admin@cadmax.test';
export const PANEL_ADMIN_PASSWORD = 'Test-Panel-Password-1';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Sent as is (for malformed bodies). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestCms {
  strapi: Core.Strapi;
  url: string;
  tmpDir: string;
  request<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  login(email?: string, password?: string): Promise<string>;
  count(uid: string): Promise<number>;
  stop(): Promise<void>;
}

/** Strapi's destroy() removes every process listener; the test runner's must survive it. */
function snapshotListeners() {
  const saved = process.eventNames().map((event) => [event, process.rawListeners(event as string)] as const);
  return () => {
    for (const [event, listeners] of saved) {
      const present = process.rawListeners(event as string);
      for (const listener of listeners) {
        if (!present.includes(listener)) process.on(event as string, listener as (...args: unknown[]) => void);
      }
    }
  };
}

async function startStrapi(): Promise<{ strapi: Core.Strapi; url: string }> {
  // Strapi resolves its plugins from the working directory, as `strapi start` in cms/ would.
  process.chdir(CMS_DIR);
  // Compiled once for the whole run (support/compile.ts).
  const strapi = createStrapi({
    appDir: CMS_DIR,
    distDir: path.join(CMS_DIR, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  });
  strapi.log.level = 'error';
  try {
    await strapi.load();
    await strapi.server.mount();
    const httpServer = strapi.server.httpServer;
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    return { strapi, url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };
  } catch (error) {
    await strapi.destroy().catch(() => undefined);
    throw error;
  }
}

// The run's database, as the runner was given it (each boot below overwrites the process's DATABASE_* with its own).
const postgres = process.env.DATABASE_CLIENT === 'postgres';
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The settings a boot changes only through its own env: a test that sets one gets a fresh database, no copy. */
const DATABASE_SETTINGS = ['DATABASE_CLIENT', 'DATABASE_URL', 'DATABASE_SCHEMA', 'DATABASE_FILENAME'];
/** The template's bootstrap rows were made with the default accounts: a test with its own gets a fresh database. */
const ACCOUNT_SETTINGS = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'CMS_ADMIN_EMAIL', 'CMS_ADMIN_PASSWORD'];

interface BootOptions {
  /** The database to copy; by default the run's template, unless `env` names a database or other accounts. */
  template?: CmsTemplate | null;
  /** Leave the database when stopping (the template's own boot). */
  keepDatabase?: boolean;
  /** Start on a copy of npm test's seeded site (SEEDED_SNAPSHOT, SQLite only; see bootSeededCms). */
  seeded?: boolean;
}

export async function bootCms(env: Record<string, string> = {}, options: BootOptions = {}): Promise<TestCms> {
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cadmax-cms-test-'));
  await fs.mkdir(path.join(tmpDir, 'public', 'uploads'), { recursive: true });
  const ownDatabase = [...DATABASE_SETTINGS, ...ACCOUNT_SETTINGS].some((name) => name in env);
  const template = options.template !== undefined ? options.template : ownDatabase ? null : injectedTemplate();
  // A copy of the seeded site or of the template (its own database on PostgreSQL), or a fresh schema or file.
  const seededFile = path.join(tmpDir, 'test.db');
  const copy =
    options.seeded && copySeededSnapshot({ database: seededFile, publicDir: path.join(tmpDir, 'public') })
      ? { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: seededFile }, remove: async () => undefined }
      : template && (await templateDatabase(template, tmpDir));
  const schema = `cms_test_${crypto.randomBytes(6).toString('hex')}`;

  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'false',
    ...throwawaySecrets(),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    CMS_ADMIN_EMAIL: PANEL_ADMIN_EMAIL,
    CMS_ADMIN_PASSWORD: PANEL_ADMIN_PASSWORD,
    CMS_PUBLIC_DIR: path.join(tmpDir, 'public'),
    RESUME_DIR: path.join(tmpDir, 'resumes'),
    LOGIN_RATE_MAX: '1000',
    LOGIN_ACCOUNT_RATE_MAX: '1000',
    PUBLIC_FORM_RATE_MAX: '1000',
    // The request log's line per request stays out of the test output (a test that reads it passes LOG_LEVEL).
    LOG_LEVEL: 'warn',
    // Only the tests that pass one use Redis: a REDIS_URL in the developer's shell must not leak in.
    REDIS_URL: '',
    // A developer's root .env (npm start writes one) must not leak in either.
    ENV_FILE: '',
    // Each test makes the records it needs (the seed has its own test).
    SEED_EMPTY_DATABASE: 'false',
    ...(copy
      ? copy.env
      : postgres
        ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
        : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(tmpDir, 'test.db') }),
    ...env,
  });

  // What this boot's own schema is, when it has no copy: the fresh one above, or the test's.
  const { DATABASE_URL: ownUrl = '', DATABASE_SCHEMA: ownSchema = '' } = process.env;
  const restoreListeners = snapshotListeners();
  const cleanUp = async () => {
    restoreListeners();
    if (!options.keepDatabase) {
      if (copy) await copy.remove();
      else if (postgres) await runSql(ownUrl, `DROP SCHEMA IF EXISTS "${ownSchema}" CASCADE`);
    }
    await fs.rm(tmpDir, { recursive: true, force: true });
  };

  let started: { strapi: Core.Strapi; url: string };
  try {
    if (postgres && !copy) await runSql(ownUrl, `CREATE SCHEMA IF NOT EXISTS "${ownSchema}"`);
    started = await startStrapi();
  } catch (error) {
    // A failed boot leaves no schema, database or temp folder behind.
    await cleanUp();
    throw error;
  }
  const { strapi, url } = started;

  const request = async <T>(p: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    else if (options.raw !== undefined) body = options.raw as BodyInit;
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const send = () => fetch(`${url}/api${p}`, { method, headers, body });
    // A kept-alive connection the server closed while a test worked on the database (Strapi's keep-alive is 5 s) resets
    // the next request sent on it: a read is sent again once, on a new connection.
    const res = await send().catch((error: { cause?: { code?: string } }) => {
      if (method !== 'GET' || error.cause?.code !== 'ECONNRESET') throw error;
      return send();
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a file download): the text is there.
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };

  return {
    strapi,
    url,
    tmpDir,
    request,
    async login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
      const res = await request<{ token?: string }>('/login', { json: { email, password } });
      if (res.status !== 200 || !res.body.token) throw new Error(`login failed: ${res.status} ${res.text}`);
      return res.body.token;
    },
    count: (uid) => strapi.documents(uid as Parameters<typeof strapi.documents>[0]).count({}),
    async stop() {
      const httpServer = strapi.server.httpServer;
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await strapi.destroy();
      await cleanUp();
    },
  };
}

/**
 * A CMS on the seeded site: on SQLite in `npm test`, a copy of the run's seeded site (scripts/lib/seeded-snapshot.mjs,
 * the same seed made once); otherwise (PostgreSQL, a file run on its own) the seed runs here. The seed itself is
 * tested in seed.test.ts.
 */
export async function bootSeededCms(): Promise<TestCms> {
  const copied = !postgres && Boolean(process.env.SEEDED_SNAPSHOT);
  const cms = await bootCms({}, { seeded: copied });
  if (!copied) {
    // The seed's images are made once for the run by the global setup (support/compile.ts).
    const mediaDir = path.join(CMS_DIR, '..', 'media', 'out');
    const { seed } = (await import('../../src/seed')) as typeof import('../../src/seed');
    await seed(cms.strapi, { mediaDir, log: () => undefined });
  }
  return cms;
}
