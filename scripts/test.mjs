// `npm test`: lint, typecheck, unit/component tests, integration tests on the real Strapi
// (SQLite), and the end-to-end suite in Chromium against the built site.
// `npm run test:postgres` (= --postgres): the integration suite on PostgreSQL.
// Both end with the ops suite: crash, load and scale-out against the built product's real processes.
// Ends with a plain 'N passed, N failed' line summed over every runner.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin } from './build.mjs';
import { buildContract } from './lib/contract.mjs';
import { root, webDir } from './lib/env.mjs';
import { run } from './lib/proc.mjs';
import { countPlaywright, countVitest } from './lib/test-report.mjs';

const postgres = process.argv.includes('--postgres');
const skipE2e = process.argv.includes('--no-e2e');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** Wall-clock seconds per stage, printed at the end: CI's time budget is spent here. */
const timings = [];

async function stage(title, fn) {
  console.log(`\n== ${title} ==`);
  const started = Date.now();
  try {
    await fn();
  } finally {
    timings.push([title, Math.round((Date.now() - started) / 1000)]);
  }
}

async function vitest(project, env = {}) {
  const out = path.join(reports, `vitest-${project}.json`);
  try {
    await run(
      bin('vitest'),
      ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      {
        cwd: root,
        env: { ...process.env, ...env },
      },
    );
  } finally {
    if (fs.existsSync(out)) countVitest(readJson(out), totals);
  }
}

let failure = null;
/** The seeded site's folder (scripts/lib/seeded-snapshot.mjs), removed at the end. */
let snapshot = null;

/**
 * The build and the seeded site, made in a child process beside the stages that use one core (lint, format, knip,
 * typecheck, unit: the second core idles through them); its output goes to a file, printed when it is awaited.
 */
function prepareInBackground() {
  const log = path.join(reports, 'build-and-seed.log');
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'lib', 'seeded-snapshot.mjs')], {
    cwd: root,
    stdio: ['ignore', out, out],
  });
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      fs.closeSync(out);
      const text = fs.readFileSync(log, 'utf8');
      console.log(
        `${text.trimEnd()}\n(made in ${Math.round((Date.now() - started) / 1000)} s, beside the stages above)`,
      );
      if (code !== 0) return reject(new Error(`the build and seed exited with ${code ?? signal}`));
      resolve(text.trimEnd().split('\n').at(-1));
    });
  });
  // Awaited later; a failure meanwhile must not be an unhandled rejection.
  done.catch(() => undefined);
  return { done, stop: () => child.exitCode === null && child.kill() };
}

let prepared = null;
try {
  // The CMS type-checks, compiles and runs against the contract's build.
  buildContract();
  if (postgres) {
    const pgEnv = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    };
    await stage('integration tests (real Strapi, PostgreSQL)', () => vitest('cms', pgEnv));
    await stage('faults and scale-out (built product as processes, PostgreSQL)', async () => {
      await vitest('ops', pgEnv);
      await vitest('ops-load', pgEnv);
    });
  } else {
    prepared = prepareInBackground();
    await stage('lint', () => run(bin('eslint'), ['.', '--max-warnings=0'], { cwd: root }));
    // The root's Prettier (the project's devDependency); Strapi nests an older one under cms/ that formats differently.
    await stage('format (prettier --check)', () =>
      run(path.join(root, 'node_modules', '.bin', 'prettier'), ['--check', '.', '--log-level', 'warn'], { cwd: root }),
    );
    // Unused files, exports and dependencies, and imports of packages a workspace does not list (knip.jsonc).
    await stage('dead code (knip)', () => run(bin('knip'), ['--no-progress'], { cwd: root }));
    await stage('typecheck', async () => {
      await run(bin('react-router'), ['typegen'], { cwd: webDir });
      for (const project of [
        'packages/contract/tsconfig.json',
        'cms/tsconfig.json',
        'web/tsconfig.json',
        'tsconfig.tests.json',
      ])
        await run(bin('tsc'), ['-p', project, '--noEmit'], { cwd: root });
      await run(bin('tsc'), ['-p', 'web/tsconfig.server.json'], { cwd: root });
    });
    await stage('unit and component tests', async () => {
      await vitest('contract');
      await vitest('web');
      await vitest('scripts');
    });
    // Seeded once for the end-to-end suite and the ops tests' seeded products, which copy it. Awaited before the
    // integration tests: they compile cms/ too, which the build must have finished writing.
    await stage('built and seeded site for the suites below (waiting for it)', async () => {
      snapshot = await prepared.done;
      process.env.SEEDED_SNAPSHOT = snapshot;
    });
    await stage('integration tests (real Strapi, SQLite)', () => vitest('cms'));
    if (!skipE2e) {
      await stage('end-to-end tests (Chromium, built site, seeded CMS)', async () => {
        const out = path.join(reports, 'playwright.json');
        try {
          await run(bin('playwright'), ['test', '--reporter=list,json'], {
            cwd: webDir,
            env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
          });
        } finally {
          if (fs.existsSync(out)) countPlaywright(readJson(out), totals);
        }
      });
    }
    await stage('faults and load (built product as processes, SQLite)', async () => {
      await vitest('ops');
      await vitest('ops-load');
    });
  }
} catch (err) {
  failure = err;
} finally {
  prepared?.stop();
  if (snapshot) fs.rmSync(snapshot, { recursive: true, force: true });
}

console.log('\n== time per stage ==');
for (const [title, seconds] of timings) console.log(`${String(seconds).padStart(6)} s  ${title}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failure) {
  console.error(`[test] ${failure.message}`);
  process.exit(1);
}
if (totals.passed === 0) {
  console.error('[test] no test ran');
  process.exit(1);
}
