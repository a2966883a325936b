// A seeded site made once per test run: `npm run seed` into a temporary SQLite file and uploads folder, without
// accounts. The suites that start the product on the seed (the end-to-end suite, the ops tests' seeded products)
// copy it rather than seed again: the seed's images and their WebP sizes cost about a minute of CPU each time.
// scripts/test.mjs makes it and names it in SEEDED_SNAPSHOT; a suite run on its own, without that variable, seeds
// as before. The seed itself, and the CMS's first-start seed, keep their own tests (cms/tests/seed.test.ts,
// ops/tests/first-start.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { run } from './proc.mjs';
import { throwawaySecrets } from './secrets.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The seed's own start made the site admin and the panel's super admin from its environment; a copy's first start
 * makes its own from the copier's (cms/src/lib/admin-account.ts, panel-super-admin.ts), so none is kept.
 */
const ACCOUNT_TABLES = ['admin_users_roles_lnk', 'admin_users', 'site_admins'];

/** Seeds a new folder (data.db, public/uploads) and returns its path. */
export async function makeSeededSnapshot() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-seeded-'));
  const database = path.join(dir, 'data.db');
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  await run(process.execPath, [path.join(root, 'scripts', 'seed.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...throwawaySecrets(),
      ENV_FILE: '',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: database,
      CMS_PUBLIC_DIR: path.join(dir, 'public'),
      LOG_LEVEL: 'warn',
    },
  });
  const db = new Database(database);
  try {
    for (const table of ACCOUNT_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    // One file, no write-ahead log beside it: a copy is the whole database.
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
  return dir;
}

/**
 * Copies the run's snapshot to a product's database file and public folder; false when the run has none (the caller
 * seeds).
 * @param {{ database: string, publicDir: string }} target
 */
export function copySeededSnapshot(target) {
  const dir = process.env.SEEDED_SNAPSHOT;
  if (!dir) return false;
  fs.mkdirSync(path.dirname(target.database), { recursive: true });
  fs.copyFileSync(path.join(dir, 'data.db'), target.database);
  fs.cpSync(path.join(dir, 'public'), target.publicDir, { recursive: true });
  return true;
}

// Run as a script (scripts/test.mjs starts it beside its first, single-threaded stages): builds what is missing (the
// built site the suites below start), then seeds; the folder's path is the last line printed.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { build } = await import('../build.mjs');
  await build();
  console.log(await makeSeededSnapshot());
}
