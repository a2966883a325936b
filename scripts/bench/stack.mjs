// Starts and stops the whole product (`node scripts/start.mjs`) on the bench's own ports, with a
// throwaway database (SQLite, or with --postgres a fresh schema in DATABASE_URL) and uploads folder, in
// production mode.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { root } from '../lib/env.mjs';
import { runSql } from '../lib/postgres.mjs';

export const PORT = 3500;
export const CMS_PORT = 1390;
export const ADMIN_EMAIL = 'admin@cadmax.local';
export const ADMIN_PASSWORD = 'Bench-Only-Pass-2026';
// The Strapi panel's super admin, made by the CMS at its first start (production needs the password).
export const PANEL_ADMIN_EMAIL = 'bench@cadmax.local';
export const PANEL_ADMIN_PASSWORD = 'Bench-Only-Panel-Pass-2026';
export const site = `http://127.0.0.1:${PORT}`;
export const cms = `http://127.0.0.1:${CMS_PORT}`;

export function benchEnv(tmpDir) {
  return {
    ...process.env,
    PORT: String(PORT),
    CMS_PORT: String(CMS_PORT),
    SITE_URL: `http://localhost:${PORT}`,
    NODE_ENV: 'production',
    // Its generated secrets stay with its data: the checkout's .env is the developer's `npm start`.
    ENV_FILE: path.join(tmpDir, '.env'),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(tmpDir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(tmpDir, 'public'),
    RESUME_DIR: path.join(tmpDir, 'resumes'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    CMS_ADMIN_EMAIL: PANEL_ADMIN_EMAIL,
    CMS_ADMIN_PASSWORD: PANEL_ADMIN_PASSWORD,
    // The bench sends tens of thousands of logins and forms from one IP on purpose.
    LOGIN_RATE_MAX: '100000',
    LOGIN_ACCOUNT_RATE_MAX: '100000',
    PUBLIC_FORM_RATE_MAX: '1000000',
  };
}

/** The local PostgreSQL of docs/deployment.md unless DATABASE_URL names another. */
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `env` on a fresh PostgreSQL schema of its own instead of SQLite; resolves with the settings and `drop()`, which
 * removes the schema after the run.
 */
export async function postgresEnv(env) {
  const schema = `cadmax_bench_${crypto.randomBytes(6).toString('hex')}`;
  await runSql(PG_URL, `CREATE SCHEMA "${schema}"`);
  return {
    env: { ...env, DATABASE_CLIENT: 'postgres', DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema },
    drop: () => runSql(PG_URL, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

/** Spawns start.mjs and resolves once GET / answers 200, with the milliseconds that took. */
export async function startStack(env, logFile, timeoutMs = 300_000) {
  const log = fs.openSync(logFile, 'a');
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${site}/`);
      await res.arrayBuffer();
      if (res.status === 200) return { child, ms: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the site did not answer 200 within ${timeoutMs / 1000} s; see ${logFile}`);
}

/** start.mjs stops its CMS and web children on SIGTERM; wait until it has. */
export async function stopStack(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
