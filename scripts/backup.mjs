// `npm run backup [-- --out FILE]`: writes one .tar.gz with a consistent copy of the database (SQLite's online
// backup, or pg_dump of the PostgreSQL schema), the public uploads, the private resumes (from the disk, or the
// buckets' objects when S3_BUCKET is set) and a manifest of SHA-256 sums. Safe while the CMS runs: both copies are
// consistent snapshots, other writers go on. Default file: backups/cadmax-<UTC time>.tar.gz.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import {
  DATABASE_ENTRY,
  Database,
  MANIFEST_ENTRY,
  copyDir,
  dataPaths,
  downloadObjects,
  listFiles,
  mediaBaseUrl,
  objectStorage,
  pgTool,
  schemaExtensions,
  writeManifest,
} from './lib/backup.mjs';
import { loadEnv, root } from './lib/env.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

// Everything this script writes (the staging copy, the archive, a new backups/ folder) is owner-only: a backup holds
// the database and the resumes, which other local users must not read.
process.umask(0o077);

const env = loadEnv();
const paths = dataPaths(env);
if (paths.client === 'sqlite' && !fs.existsSync(paths.database)) {
  console.error(`No database at ${paths.database}: nothing to back up.`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(arg('out') ?? path.join(root, 'backups', `cadmax-${stamp}.tar.gz`));
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-backup-'));
const databaseEntry = DATABASE_ENTRY[paths.client];

try {
  if (paths.client === 'postgres') {
    // The schema only (DATABASE_SCHEMA), without owners or grants: it restores under whichever role runs the restore.
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--schema="${paths.schema}"`,
      `--file=${path.join(staging, databaseEntry)}`,
      `--dbname=${paths.url}`,
    ]);
  } else {
    const db = new Database(paths.database, { readonly: true, fileMustExist: true });
    try {
      await db.backup(path.join(staging, databaseEntry));
    } finally {
      db.close();
    }
  }
  const storage = objectStorage(env);
  if (storage) {
    await downloadObjects(storage.client, storage.media, path.join(staging, 'uploads'));
    await downloadObjects(storage.client, storage.resumes, path.join(staging, 'resumes'));
  } else {
    copyDir(paths.uploads, path.join(staging, 'uploads'));
    copyDir(paths.resumes, path.join(staging, 'resumes'));
  }

  const files = [
    databaseEntry,
    ...['uploads', 'resumes'].flatMap((dir) => listFiles(path.join(staging, dir)).map((f) => `${dir}/${f}`)),
  ];
  writeManifest(staging, files, {
    ...(paths.client === 'postgres'
      ? { database: 'postgres', schema: paths.schema, extensions: await schemaExtensions(paths) }
      : { database: 'sqlite' }),
    // The media's stored URLs begin with it: a restore under another one rewrites them (scripts/restore.mjs).
    mediaUrl: mediaBaseUrl(env),
  });

  fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  // Written beside the target and renamed, so a half-written archive never carries the final name.
  const partial = `${out}.partial`;
  await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
    MANIFEST_ENTRY,
    databaseEntry,
    'uploads',
    'resumes',
  ]);
  fs.renameSync(partial, out);
  const uploads = files.filter((f) => f.startsWith('uploads/')).length;
  const resumes = files.filter((f) => f.startsWith('resumes/')).length;
  const from = storage
    ? ` from the bucket${storage.resumes.bucket === storage.media.bucket ? ` ${storage.media.bucket}` : `s ${storage.media.bucket} and ${storage.resumes.bucket}`}`
    : '';
  const database = paths.client === 'postgres' ? `PostgreSQL schema ${paths.schema}` : 'database';
  console.log(`Backup written: ${out} (${database}, ${uploads} upload files, ${resumes} resumes${from}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
