/**
 * The product as it runs in production, as real processes: the built CMS (`strapi start`) and the
 * web server (`web/server.mjs`), each on a free port, with throwaway data and random secrets. The
 * fault, load and scale-out tests start, kill and measure these processes; nothing is mocked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomSecret as secret, throwawaySecrets } from '../../scripts/lib/secrets.mjs';
import { runSql } from '../../scripts/lib/postgres.mjs';
import { copySeededSnapshot } from '../../scripts/lib/seeded-snapshot.mjs';
import { runScript } from '../../cms/tests/support/scripts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = path.join(ROOT, 'cms');
const WEB_DIR = path.join(ROOT, 'web');

export const ADMIN_EMAIL = 'admin@cadmax.ops';
export const ADMIN_PASSWORD = 'Ops-Test-Admin-Pass-2026';

/** npm nests strapi's binary in the workspace (cms/node_modules/.bin) or hoists it. */
const strapiBin = () =>
  [CMS_DIR, ROOT].map((dir) => path.join(dir, 'node_modules', '.bin', 'strapi')).find((p) => fs.existsSync(p)) ??
  'strapi';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Deployment {
  dir: string;
  /** What every CMS instance of this deployment shares: secrets, database, files. */
  env: NodeJS.ProcessEnv;
  /** Deletes the files and, on PostgreSQL, drops the schema. */
  remove(): Promise<void>;
}

/**
 * A production environment on throwaway data: SQLite in a temp folder, or with DATABASE_CLIENT=postgres a fresh
 * schema in DATABASE_URL. The rate limits are raised because every request of a test comes from one address,
 * unless the test sets them.
 */
export async function deployment(extra: NodeJS.ProcessEnv = {}): Promise<Deployment> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-ops-'));
  const postgres = (extra.DATABASE_CLIENT ?? process.env.DATABASE_CLIENT) === 'postgres';
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_PATH: path.join(CMS_DIR, 'node_modules'),
    ...throwawaySecrets(),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Production refuses to start without the Strapi panel's super admin password.
    CMS_ADMIN_PASSWORD: secret(),
    CMS_HOST: '127.0.0.1',
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    RESUME_DIR: path.join(dir, 'resumes'),
    LOGIN_RATE_MAX: '100000',
    LOGIN_ACCOUNT_RATE_MAX: '100000',
    PUBLIC_FORM_RATE_MAX: '1000000',
    // A line per request would pile up in each process's captured output (a test that reads the logs sets info).
    LOG_LEVEL: 'warn',
    // A stopped CMS serves this long after it answers "not ready" (cms/src/lib/drain.ts); no test but the rolling
    // restart's waits for a poller, so stops stay quick (that test sets it).
    SHUTDOWN_DRAIN_MS: '0',
    // The processes read only what is given here, never a developer's root .env.
    ENV_FILE: '',
    // Each test makes the records it needs, or seeds (seed() below); the first-start tests turn it on.
    SEED_EMPTY_DATABASE: 'false',
    ...(postgres
      ? {
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
          DATABASE_SCHEMA: `ops_${crypto.randomBytes(6).toString('hex')}`,
        }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') }),
    ...extra,
  };
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  // IF NOT EXISTS: a test may name `public` of a database it made.
  if (postgres) await runSql(env.DATABASE_URL!, `CREATE SCHEMA IF NOT EXISTS "${env.DATABASE_SCHEMA}"`);
  return {
    dir,
    env,
    async remove() {
      if (postgres) await runSql(env.DATABASE_URL!, `DROP SCHEMA IF EXISTS "${env.DATABASE_SCHEMA}" CASCADE`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Service {
  url: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answer below 500. */
  startMs: number;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Runs a command until `readyPath` answers below 500 (any process the tests run: the CMS, the web server, a unit of
 * docs/deployment.md's runbook).
 */
export async function launch(
  name: string,
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  timeoutMs: number,
  port = Number(env.PORT ?? env.CMS_PORT),
): Promise<Service> {
  const url = `http://127.0.0.1:${port}`;
  let out = '';
  const t0 = performance.now();
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const service: Service = {
    url,
    port,
    child,
    startMs: 0,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode} before answering:\n${out.slice(-3000)}`);
    try {
      const res = await fetch(url + readyPath, { signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) {
        service.startMs = performance.now() - t0;
        return service;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await service.kill();
  throw new Error(`${name} did not answer within ${timeoutMs} ms:\n${out.slice(-3000)}`);
}

/**
 * The built CMS, as `npm start` runs it. Ready when the public blog list answers. With `inspectPort`, Node's
 * inspector listens on loopback there, so a test can force a garbage collection and read the heap (see heap.ts).
 */
export async function startCms(
  env: NodeJS.ProcessEnv,
  port: number,
  { timeoutMs = 120_000, inspectPort }: { timeoutMs?: number; inspectPort?: number } = {},
): Promise<Service> {
  const args = [...(inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []), fs.realpathSync(strapiBin()), 'start'];
  return launch(
    'cms',
    process.execPath,
    args,
    CMS_DIR,
    { ...env, CMS_PORT: String(port), PORT: undefined },
    '/api/blog/get',
    timeoutMs,
  );
}

/** The production web server in front of one or more CMS instances (CMS_INTERNAL_URL, comma-separated). */
export async function startWeb(
  env: NodeJS.ProcessEnv,
  port: number,
  cmsUrls: string[],
  { timeoutMs = 60_000, inspectPort }: { timeoutMs?: number; inspectPort?: number } = {},
): Promise<Service> {
  return launch(
    'web',
    process.execPath,
    [...(inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []), path.join(WEB_DIR, 'server.mjs')],
    WEB_DIR,
    { ...env, PORT: String(port), CMS_INTERNAL_URL: cmsUrls.join(','), SITE_URL: `http://localhost:${port}` },
    '/robots.txt',
    timeoutMs,
  );
}

/** The product running: CMS instances on one deployment, and the web server in front of them all. */
export interface Product {
  site: Deployment;
  /** The CMS instances, in the order they started (a test that restarts one puts the new one in its place). */
  instances: Service[];
  /** The first instance (`instances[0]`). */
  readonly cms: Service;
  /** The web server (a test that restarts it puts the new one here). */
  web: Service;
  /** Stops the web server before the instances it proxies to, then removes the deployment. */
  stop(): Promise<void>;
}

export interface ProductOptions {
  /** Each CMS instance's settings over the deployment's, one entry an instance (default: one instance). */
  instances?: NodeJS.ProcessEnv[];
  /** The web server's settings over the deployment's. */
  web?: NodeJS.ProcessEnv;
  /** How long each CMS start may take (startCms's default: 2 minutes). */
  cmsTimeoutMs?: number;
  /** With OPS_PORT_BASE set (a shared machine), the ports from OPS_PORT_BASE + portOffset on; else free ones. */
  portOffset?: number;
}

/**
 * The CMS instances on `site`, started one after the other (the first start creates the tables), and the web server
 * in front of them all. A failed start stops what had started and removes the deployment.
 */
export async function startBehindWeb(site: Deployment, options: ProductOptions = {}): Promise<Product> {
  const { instances: own = [{}], web: webEnv = {}, cmsTimeoutMs, portOffset } = options;
  let next = 0;
  const port = async () =>
    process.env.OPS_PORT_BASE && portOffset !== undefined
      ? Number(process.env.OPS_PORT_BASE) + portOffset + next++
      : freePort();
  const instances: Service[] = [];
  try {
    for (const env of own)
      instances.push(await startCms({ ...site.env, ...env }, await port(), { timeoutMs: cmsTimeoutMs }));
    const web = await startWeb(
      { ...site.env, ...webEnv },
      await port(),
      instances.map((instance) => instance.url),
    );
    const product: Product = {
      site,
      instances,
      get cms() {
        return product.instances[0];
      },
      web,
      stop: () => tearDown(site, product.web, ...product.instances),
    };
    return product;
  } catch (error) {
    await tearDown(site, ...instances);
    throw error;
  }
}

/** A fresh deployment (`deployment(env)`), seeded when asked, with the product started on it (startBehindWeb). */
export async function startProduct(
  options: ProductOptions & { env?: NodeJS.ProcessEnv; seed?: boolean } = {},
): Promise<Product> {
  const site = await deployment(options.env);
  try {
    if (options.seed) await seed(site.env);
  } catch (error) {
    await site.remove();
    throw error;
  }
  return startBehindWeb(site, options);
}

/**
 * Stops the services that started, in the order given (the web server before the CMS it proxies to), then removes
 * the deployment.
 */
export async function tearDown(site: Deployment | undefined, ...services: (Service | undefined)[]): Promise<void> {
  for (const service of services) await service?.stop();
  await site?.remove();
}

/**
 * The normal seed (`npm run seed`) into the deployment's database; on SQLite in `npm test`, a copy of the run's
 * seeded site instead (scripts/lib/seeded-snapshot.mjs: the same seed, made once).
 */
export async function seed(env: NodeJS.ProcessEnv): Promise<void> {
  if (
    env.DATABASE_CLIENT === 'sqlite' &&
    copySeededSnapshot({ database: env.DATABASE_FILENAME!, publicDir: env.CMS_PUBLIC_DIR! })
  )
    return;
  const { code, stdout, stderr } = await runScript('seed.mjs', [], env);
  if (code !== 0) throw new Error(`seed exited with ${code}:\n${(stdout + stderr).slice(-3000)}`);
}

/** The site admin's token (POST /login). */
export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`login failed: ${res.status} ${body.message}`);
  return body.token;
}

/** Resident memory of a process in bytes (Linux). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb[1]) * 1024;
}
