// `npm run bench -- --capacity`: docs/deployment.md's capacity rows, measured through the web server (the front door
// a visitor uses) on three setups: SQLite with one CMS, PostgreSQL with one CMS, PostgreSQL with two CMS instances
// behind the web server's pool (CMS_INTERNAL_URL lists both). Everything runs on this one machine, so a second CMS
// competes for the same cores as the first, the web server, PostgreSQL and the load generator.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin } from '../build.mjs';
import { cmsDir } from '../lib/env.mjs';
import { CONNECTIONS, measure } from './load.mjs';
import { num, printGrid } from './report.mjs';
import { CMS_PORT, benchEnv, cms, postgresEnv, site, startStack, stopStack } from './stack.mjs';

/** The second CMS instance's port, beside the bench's first (stack.mjs). */
const SECOND_CMS_PORT = CMS_PORT + 1;
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

/** The rows, in docs/deployment.md's order; each is sent to the web server. */
const ROWS = [
  { key: 'cachedPage', work: 'Cached public page (GET /, a browser’s Accept-Encoding)', url: '/', headers: BROWSER },
  {
    key: 'apiRead',
    work: 'API read that misses every cache (GET /api/blog/get)',
    url: '/api/blog/get',
    uniqueQuery: true,
  },
  { key: 'render', work: 'Page rendered on every request (GET /blog)', url: '/blog', uniqueQuery: true },
  {
    key: 'formPost',
    work: 'Contact form post, stored, email queued (POST /api/contact-add)',
    url: '/api/contact-add',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@example.com',
      phone_number: '9876543210',
      services: 'Office',
      message: 'Load test enquiry.',
    }),
  },
];

/** A second `strapi start` on the same database and environment file, as a second host's CMS would run. */
async function startSecondCms(env, logFile) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(bin('strapi'), ['start'], {
    cwd: cmsDir,
    env: { ...env, CMS_PORT: String(SECOND_CMS_PORT), NODE_PATH: path.join(cmsDir, 'node_modules') },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the second CMS exited with ${child.exitCode}; see ${logFile}`);
    // Ready once the web server's pool has it in rotation (it polls each instance's readiness).
    const ready = await fetch(`${site}/_health/ready`)
      .then((res) => res.json())
      .catch(() => null);
    if (ready?.cmsReady === 2) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopStack(child);
  throw new Error(`the second CMS did not join the web server's rotation within 300 s; see ${logFile}`);
}

async function storedContacts(token) {
  const res = await fetch(`${cms}/api/contact-get`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).contactget.length;
}

/** One setup: starts the stack (and a second CMS), measures every row, stops. */
async function measureSetup(setup, env, logFile, load, adminToken) {
  const instances = setup.cms === 2 ? [CMS_PORT, SECOND_CMS_PORT] : [CMS_PORT];
  const setupEnv = { ...env, CMS_INTERNAL_URL: instances.map((port) => `http://127.0.0.1:${port}`).join(',') };
  console.log(`[bench] capacity, ${setup.label}: starting…`);
  const stack = await startStack(setupEnv, logFile);
  let second = null;
  try {
    if (setup.cms === 2) second = await startSecondCms(setupEnv, logFile);
    const token = await adminToken();
    const rows = {};
    for (const row of ROWS) {
      console.log(`[bench] capacity, ${setup.label}: ${row.work}, ${load.runs} × ${load.durationS} s…`);
      const before = row.key === 'formPost' ? await storedContacts(token) : 0;
      rows[row.key] = await measure(row.work, { ...row, url: `${site}${row.url}` }, load);
      if (row.key === 'formPost') {
        // The probe request stored one row too; autocannon/wrk may leave a request in flight at the deadline.
        rows.formPost.stored = (await storedContacts(token)) - before;
        rows.formPost.allStored = rows.formPost.stored >= rows.formPost.acknowledged + 1;
      }
    }
    return rows;
  } finally {
    if (second) await stopStack(second);
    await stopStack(stack.child);
  }
}

/**
 * Runs the three setups, prints the table (and the same as Markdown for docs/deployment.md) and returns the figures.
 * `tmpDir` holds the SQLite database and uploads; PostgreSQL gets a fresh schema of its own (both of its setups
 * share it: the second starts on what the first seeded).
 */
export async function runCapacity({ tmpDir, logFile, load, adminToken }) {
  const sqliteEnv = benchEnv(tmpDir);
  const database = await postgresEnv(benchEnv(tmpDir));
  fs.mkdirSync(path.join(sqliteEnv.CMS_PUBLIC_DIR, 'uploads'), { recursive: true });
  const setups = [
    { key: 'sqlite1', label: 'SQLite, 1 CMS', cms: 1, env: sqliteEnv },
    { key: 'postgres1', label: 'PostgreSQL, 1 CMS', cms: 1, env: database.env },
    { key: 'postgres2', label: 'PostgreSQL, 2 CMS', cms: 2, env: database.env },
  ];
  const results = {};
  try {
    for (const setup of setups) results[setup.key] = await measureSetup(setup, setup.env, logFile, load, adminToken);
  } finally {
    await database.drop();
  }
  const cell = (row) =>
    row?.rps
      ? `${num(row.rps.median)} (${num(row.rps.min)}–${num(row.rps.max)}), p99 ${num(row.p99)} ms${row.failed ? ` [${row.non2xx} non-2xx, ${row.errors} errors]` : ''}${row.allStored === false ? ' [NOT ALL STORED]' : ''}`
      : `answered ${row?.status}`;
  const header = ['Work (through the web server)', ...setups.map((s) => `${s.label}: req/s median (min–max)`)];
  const body = ROWS.map((row) => [row.work, ...setups.map((s) => cell(results[s.key][row.key]))]);
  printGrid(header, body, [0]);
  const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}`;
  console.log(
    `\n[bench] capacity: medians of ${load.runs} run(s) of ${load.durationS} s × ${CONNECTIONS} connections per cell, on ${machine}; ` +
      `load average now ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
  );
  console.log(`\n| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
  for (const b of body) console.log(`| ${b.join(' | ')} |`);
  return {
    setups: setups.map(({ key, label, cms: count }) => ({ key, label, cms: count })),
    rows: ROWS.map(({ key, work }) => ({ key, work })),
    results,
  };
}
