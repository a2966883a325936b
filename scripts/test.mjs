// `npm test`: lint, typecheck, unit/component tests, integration tests on the real Strapi
// (SQLite), and the end-to-end suite in Chromium against the built site.
// `npm run test:postgres` (= --postgres): the integration suite on PostgreSQL.
// Both end with the ops suite: crash, load and scale-out against the built product's real processes.
// Ends with a plain 'N passed, N failed' line summed over every runner.
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
try {
  // The CMS type-checks, compiles and runs against the contract's build.
  buildContract();
  if (postgres) {
    const pgEnv = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    };
    await vitest('cms', pgEnv);
    console.log('\n== faults and scale-out (built product as processes, PostgreSQL) ==');
    await vitest('ops', pgEnv);
  } else {
    console.log('\n== lint ==');
    await run(bin('eslint'), ['.', '--max-warnings=0'], { cwd: root });
    console.log('\n== format (prettier --check) ==');
    // The root's Prettier (the project's devDependency); Strapi nests an older one under cms/ that formats differently.
    await run(path.join(root, 'node_modules', '.bin', 'prettier'), ['--check', '.', '--log-level', 'warn'], {
      cwd: root,
    });
    console.log('\n== typecheck ==');
    await run(bin('react-router'), ['typegen'], { cwd: webDir });
    await run(bin('tsc'), ['-p', 'packages/contract/tsconfig.json', '--noEmit'], { cwd: root });
    await run(bin('tsc'), ['-p', 'cms/tsconfig.json', '--noEmit'], { cwd: root });
    await run(bin('tsc'), ['-p', 'web/tsconfig.json', '--noEmit'], { cwd: root });
    await run(bin('tsc'), ['-p', 'web/tsconfig.server.json'], { cwd: root });
    await run(bin('tsc'), ['-p', 'tsconfig.tests.json', '--noEmit'], { cwd: root });
    console.log('\n== unit and component tests (web) ==');
    await vitest('contract');
    await vitest('web');
    await vitest('scripts');
    console.log('\n== integration tests (real Strapi, SQLite) ==');
    await vitest('cms');
    if (!skipE2e) {
      console.log('\n== end-to-end tests (Chromium, built site, seeded CMS) ==');
      const out = path.join(reports, 'playwright.json');
      try {
        await run(bin('playwright'), ['test', '--reporter=list,json'], {
          cwd: webDir,
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
        });
      } finally {
        if (fs.existsSync(out)) countPlaywright(readJson(out), totals);
      }
    }
    console.log('\n== faults and load (built product as processes, SQLite) ==');
    await vitest('ops');
  }
} catch (err) {
  failure = err;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failure) {
  console.error(`[test] ${failure.message}`);
  process.exit(1);
}
if (totals.passed === 0) {
  console.error('[test] no test ran');
  process.exit(1);
}
