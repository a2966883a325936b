// `npm run restore ARCHIVE [-- --resend-pending]`: puts back what `npm run backup` wrote — the database (SQLite's
// file, or the PostgreSQL schema), the public uploads and the private resumes (on the disk, or as the buckets' objects
// when S3_BUCKET is set, made if missing), replacing the current ones. Refuses while the CMS answers on
// CMS_HOST:CMS_PORT (a running CMS would keep writing to what is being replaced), and refuses an archive whose files
// do not match its manifest, whose database fails its check, or that was taken of another kind of database or schema,
// before anything is touched.
// The mails the outbox had not sent when the backup was taken were sent since, or were meant for a moment that has
// passed: the restore closes them unsent (marked failed, saying why) so the next start does not mail them again.
// --resend-pending leaves them to be sent.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import {
  DATABASE_ENTRY,
  Database,
  HELD_BY_RESTORE,
  OUTBOX_TABLE,
  checkManifest,
  copyDir,
  dataPaths,
  ensureBucket,
  ident,
  objectStorage,
  pgTool,
  replaceObjects,
} from './lib/backup.mjs';
import { loadEnv } from './lib/env.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** A refusal found after unpacking: thrown, so the staging folder is still removed. */
function refuse(message) {
  throw new Error(message);
}

function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

const sqlString = (text) => `'${text.replace(/'/g, "''")}'`;
/** Closes the mails pending at backup time unsent (see above); `table` is the outbox's, qualified as needed. */
const holdPending = (table) =>
  `UPDATE ${table} SET failed = true, locked_until = NULL, last_error = ${sqlString(HELD_BY_RESTORE)} WHERE sent_at IS NULL AND failed = false`;

/**
 * Checks the unpacked archive: its manifest (checkManifest), that it holds the configured kind of database (and
 * schema), then the database itself: SQLite's integrity check, or pg_restore reading the dump's table of contents.
 */
async function verify(staging, paths) {
  const manifest = checkManifest(staging);
  const kind = manifest.database ?? 'sqlite';
  if (kind !== paths.client)
    refuse(`The archive holds a ${kind} database; DATABASE_CLIENT=${paths.client}. Restore it with the same database.`);
  const file = path.join(staging, DATABASE_ENTRY[kind]);
  if (kind === 'postgres') {
    // The dump recreates its own schema: it goes back under the same name.
    if (manifest.schema !== paths.schema)
      refuse(`The archive holds the PostgreSQL schema ${manifest.schema}; DATABASE_SCHEMA is ${paths.schema}.`);
    await pgTool('pg_restore', ['--list', file]).catch((error) =>
      refuse(`The archived database cannot be read: ${error.message}`),
    );
    return manifest;
  }
  const db = new Database(file, { readonly: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') refuse(`The archived database fails its integrity check: ${result}`);
  } finally {
    db.close();
  }
  return manifest;
}

/**
 * Replaces the schema with the dump's in one transaction (a failure leaves the current one): the schema is dropped
 * with everything in it, recreated by the dump, and the outbox's pending mails held unless asked otherwise. The dump
 * is turned into SQL first, whole: psql never commits a script that pg_restore stopped writing halfway.
 */
async function restorePostgres(file, paths, resendPending, staging) {
  const script = path.join(staging, 'restore.sql');
  await pgTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file]);
  const hold = resendPending ? [] : ['--command', holdPending(`${ident(paths.schema)}.${ident(OUTBOX_TABLE)}`)];
  await pgTool('psql', [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    '--single-transaction',
    `--dbname=${paths.url}`,
    '--command',
    `DROP SCHEMA IF EXISTS ${ident(paths.schema)} CASCADE`,
    `--file=${script}`,
    ...hold,
  ]);
}

function restoreSqlite(file, paths, resendPending) {
  // Copied beside the target first, so a failed copy leaves the current database in place.
  fs.mkdirSync(path.dirname(paths.database), { recursive: true });
  const incoming = `${paths.database}.restoring`;
  fs.copyFileSync(file, incoming);
  // Owner-only, as the CMS keeps it (cms/src/lib/owner-only.ts): other local users must not read the database.
  fs.chmodSync(incoming, 0o600);
  if (!resendPending) {
    const db = new Database(incoming);
    try {
      // An archive from before the outbox has no such table: nothing to hold.
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(OUTBOX_TABLE))
        db.prepare(holdPending(ident(OUTBOX_TABLE))).run();
    } finally {
      db.close();
    }
  }
  // The old WAL and shared-memory files belong to the replaced database: SQLite would replay them onto the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${paths.database}${suffix}`, { force: true });
  fs.renameSync(incoming, paths.database);
}

const archive = process.argv.slice(2).find((a) => !a.startsWith('--'));
const resendPending = process.argv.includes('--resend-pending');
if (!archive) fail('Usage: npm run restore ARCHIVE [-- --resend-pending]');
if (!fs.existsSync(archive)) fail(`No such archive: ${archive}`);

const env = loadEnv();
const paths = dataPaths(env);
if (await portAnswers(env.CMS_HOST, env.CMS_PORT)) {
  fail(`The CMS answers on ${env.CMS_HOST}:${env.CMS_PORT}. Stop it (and the site) before restoring.`);
}

const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-restore-'));
try {
  await tar.extract({ file: path.resolve(archive), cwd: staging, strict: true });
  const manifest = await verify(staging, paths);
  const file = path.join(staging, DATABASE_ENTRY[paths.client]);
  if (paths.client === 'postgres') await restorePostgres(file, paths, resendPending, staging);
  else restoreSqlite(file, paths, resendPending);

  const storage = objectStorage(env);
  if (storage) {
    const shared = storage.resumes.bucket === storage.media.bucket;
    await ensureBucket(storage, storage.media, { publicRead: !shared });
    if (!shared) await ensureBucket(storage, storage.resumes);
    // Each kind of file back to its own place, with its own visibility: the media with their ACL, resumes with none.
    await replaceObjects(storage.client, storage.media, path.join(staging, 'uploads'));
    await replaceObjects(storage.client, storage.resumes, path.join(staging, 'resumes'));
  } else {
    for (const dir of ['uploads', 'resumes']) {
      fs.rmSync(paths[dir], { recursive: true, force: true });
      copyDir(path.join(staging, dir), paths[dir]);
    }
  }
  const database = paths.client === 'postgres' ? `the PostgreSQL schema ${paths.schema}` : paths.database;
  const files = storage
    ? `the bucket ${storage.media.bucket}${storage.resumes.bucket === storage.media.bucket ? '' : ` and ${storage.resumes.bucket}`}`
    : `${paths.uploads}, ${paths.resumes}`;
  const mails = resendPending
    ? ' The mails pending at backup time will be sent.'
    : ' The mails pending at backup time are held (--resend-pending sends them).';
  console.log(`Restored the backup of ${manifest.createdAt}: ${database}, ${files}.${mails}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
