// `npm start`: builds what is missing, then runs the CMS (which seeds an empty database at its start, as however else it
// is started: cms/src/seed/first-start.ts) and the web server together. A child that exits unasked is started again, after a pause that doubles with each quick
// failure (1 s up to 30 s; back to 1 s once it has run a minute), and the restart is logged. Ctrl-C (or SIGTERM)
// stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, build } from './build.mjs';
import {
  DEFAULT_ADMIN_PASSWORD,
  assertSafeToStart,
  cmsDir,
  ensureEnvFile,
  loadEnv,
  settingSources,
  webDir,
} from './lib/env.mjs';
import { waitForHttp } from './lib/proc.mjs';

const t0 = Date.now();
// .env gets only what neither it nor the environment gives (its missing secrets); the environment always wins.
let written;
try {
  written = ensureEnvFile();
} catch (err) {
  console.error(`[start] ${err.message}`);
  process.exit(1);
}
/** The environment file as the lines below name it: from here when it is below, else in full. */
const envFile =
  written.file &&
  (path.relative(process.cwd(), written.file).startsWith('..')
    ? written.file
    : path.relative(process.cwd(), written.file));
if (written.created)
  console.log(`[start] wrote ${envFile} from .env.example (settings the environment gives left to it)`);
if (written.generated.length) console.log(`[start] generated into ${envFile}: ${written.generated.join(', ')}`);
const sources = settingSources();
console.log(`[start] settings from the environment: ${sources.environment.join(', ') || 'none'}`);
console.log(
  `[start] settings from ${envFile ?? 'no file (ENV_FILE=)'}: ${sources.file.join(', ') || 'none'}; the rest are defaults (.env.example)`,
);
const env = loadEnv();
/** Where a setting came from, for the lines below. */
const sourceOf = (name) =>
  sources.environment.includes(name) ? 'the environment' : sources.file.includes(name) ? envFile : 'the defaults';
// Shown this once only: afterwards it is in .env (the panel's super admin is made from it at the CMS's first start).
if (written.generated.includes('CMS_ADMIN_PASSWORD')) {
  console.log(
    `[start] Strapi panel super admin: ${env.CMS_ADMIN_EMAIL} / ${env.CMS_ADMIN_PASSWORD} (saved as CMS_ADMIN_PASSWORD in ${envFile})`,
  );
}
try {
  assertSafeToStart(env);
} catch (err) {
  console.error(`[start] ${err.message}`);
  process.exit(1);
}

await build();

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping…');
  // A child killed by a signal has a signalCode and no exitCode.
  const running = (child) => child.exitCode === null && child.signalCode === null;
  for (const child of children) if (running(child)) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (running(child)) child.kill('SIGKILL');
  }, 15000);
  force.unref();
  Promise.all(children.map((c) => (running(c) ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Set once both children answered: from then on a child that exits is restarted. */
let siteUp = false;
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
/** A child that ran this long before it exited is restarted after the first pause again. */
const STEADY_MS = 60_000;

/**
 * Runs a child and keeps it running. `children[slot]` is always the current process, for stop().
 * @returns {import('node:child_process').ChildProcess} the first process
 */
function launch(name, cmd, args, cwd, extraEnv = {}) {
  const slot = children.length;
  let pause = FIRST_PAUSE_MS;
  let restarts = 0;
  const spawnChild = () => {
    const spawnedAt = Date.now();
    const child = spawn(cmd, args, {
      cwd,
      env: { ...env, NODE_ENV: env.NODE_ENV || 'production', ...extraEnv },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      // A child that fails before the site first answered (a wrong setting, a port in use) would fail again.
      if (!siteUp) {
        console.error(`[start] ${name} exited (${code ?? signal}) while starting; stopping`);
        stop(1);
        return;
      }
      if (Date.now() - spawnedAt >= STEADY_MS) pause = FIRST_PAUSE_MS;
      restarts += 1;
      console.error(
        `[start] ${name} exited (${code ?? signal}); restarting it in ${pause / 1000} s (restart ${restarts})`,
      );
      const timer = setTimeout(() => {
        if (!stopping) spawnChild();
      }, pause);
      timer.unref();
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    });
    children[slot] = child;
    return child;
  };
  return spawnChild();
}

console.log('[start] starting the CMS (it seeds an empty database first)…');
// npm nested @strapi/strapi under cms/node_modules; @strapi/core (hoisted) resolves it by name.
const cms = launch('cms', bin('strapi'), ['start'], cmsDir, { NODE_PATH: path.join(cmsDir, 'node_modules') });
// The CMS listens once its start is done: an empty database's seed (a minute or two) included.
await waitForHttp(`http://127.0.0.1:${env.CMS_PORT}/_health`, 300_000, cms);
const web = launch('web', process.execPath, [path.join(webDir, 'server.mjs')], webDir);
await waitForHttp(`http://127.0.0.1:${env.PORT}/`, 60_000, web);
siteUp = true;

const site = `http://localhost:${env.PORT}`;
console.log(`
  Site           ${site}
  React admin    ${site}/admin/login   (${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD ? env.ADMIN_PASSWORD + ', the local default' : `ADMIN_PASSWORD from ${sourceOf('ADMIN_PASSWORD')}`})
  API            ${site}/api
  Strapi panel   http://localhost:${env.CMS_PORT}/admin   (${env.CMS_ADMIN_EMAIL} / CMS_ADMIN_PASSWORD from ${sourceOf('CMS_ADMIN_PASSWORD')})
  Ready in ${((Date.now() - t0) / 1000).toFixed(1)} s. A server that stops is started again; Ctrl-C stops both.
`);
