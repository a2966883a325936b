// `npm run restore ARCHIVE`: puts back what `npm run backup` wrote — the SQLite database, the
// public uploads and the private resumes (on the disk, or as the bucket's objects when S3_BUCKET is set),
// replacing the current ones. Refuses while the CMS
// answers on CMS_HOST:CMS_PORT (a running CMS would keep writing to the file being replaced),
// and refuses an archive whose files do not match its manifest or whose database fails
// SQLite's integrity check, before anything is touched.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import {
  DATABASE_ENTRY,
  Database,
  checkManifest,
  copyDir,
  dataPaths,
  objectStorage,
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

/** Checks the unpacked archive: its manifest (checkManifest), then SQLite's integrity check of the database. */
function verify(staging) {
  const manifest = checkManifest(staging);
  const db = new Database(path.join(staging, DATABASE_ENTRY), { readonly: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') refuse(`The archived database fails its integrity check: ${result}`);
  } finally {
    db.close();
  }
  return manifest;
}

const archive = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!archive) fail('Usage: npm run restore ARCHIVE');
if (!fs.existsSync(archive)) fail(`No such archive: ${archive}`);

const env = loadEnv();
const paths = dataPaths(env);
if (await portAnswers(env.CMS_HOST, env.CMS_PORT)) {
  fail(`The CMS answers on ${env.CMS_HOST}:${env.CMS_PORT}. Stop it (and the site) before restoring.`);
}

const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-restore-'));
try {
  await tar.extract({ file: path.resolve(archive), cwd: staging, strict: true });
  const manifest = verify(staging);

  // Copied beside the target first, so a failed copy leaves the current database in place.
  fs.mkdirSync(path.dirname(paths.database), { recursive: true });
  const incoming = `${paths.database}.restoring`;
  fs.copyFileSync(path.join(staging, DATABASE_ENTRY), incoming);
  // Owner-only, as the CMS keeps it (cms/src/lib/owner-only.ts): other local users must not read the database.
  fs.chmodSync(incoming, 0o600);
  // The old WAL and shared-memory files belong to the replaced database: SQLite would replay them onto the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${paths.database}${suffix}`, { force: true });
  fs.renameSync(incoming, paths.database);
  const storage = objectStorage(env);
  if (storage) {
    await replaceObjects(storage.client, storage.media, path.join(staging, 'uploads'));
    await replaceObjects(storage.client, storage.resumes, path.join(staging, 'resumes'));
  } else {
    for (const dir of ['uploads', 'resumes']) {
      fs.rmSync(paths[dir], { recursive: true, force: true });
      copyDir(path.join(staging, dir), paths[dir]);
    }
  }
  const files = storage
    ? `the bucket ${storage.media.bucket}${storage.resumes.bucket === storage.media.bucket ? '' : ` and ${storage.resumes.bucket}`}`
    : `${paths.uploads}, ${paths.resumes}`;
  console.log(`Restored the backup of ${manifest.createdAt}: ${paths.database}, ${files}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
