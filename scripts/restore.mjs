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
  psqlRows,
  mediaBaseUrl,
  replaceObjects,
  sqlString,
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

/** Where the extensions living in the restored schema wait while it is dropped and recreated. */
const HOLD_SCHEMA = 'cadmax_restore_hold';

/**
 * The extensions to recreate: the manifest's list, or for an archive written before it kept one, pg_trgm in the
 * schema the dump's indexes name for its operator classes.
 */
function neededExtensions(manifest, postData) {
  if (manifest.extensions) return manifest.extensions;
  const trgm = /(?:"?([^\s".]+)"?\.)?g(?:in|ist)_trgm_ops/.exec(postData);
  return trgm ? [{ name: 'pg_trgm', schema: trgm[1] ?? manifest.schema }] : [];
}

/** Rows per table of the dump's data section: one line per row between COPY … FROM stdin; and \. */
function dumpCounts(dataScript) {
  const counts = new Map();
  let table = null;
  for (const line of dataScript.split('\n')) {
    if (table === null) {
      const copy = /^COPY (\S+) \(.*\) FROM stdin;$/.exec(line);
      if (copy) {
        table = copy[1];
        counts.set(table, 0);
      }
    } else if (line === '\\.') table = null;
    else counts.set(table, counts.get(table) + 1);
  }
  return counts;
}

/**
 * Replaces the schema with the dump's in one transaction (a failure leaves the current one): the schema is dropped
 * with everything in it and recreated by the dump, the extensions it needs recreated between its tables and its
 * indexes, and the outbox's pending mails held unless asked otherwise. An extension installed in the schema itself
 * (pg_trgm in `public`, where the CMS makes it) is moved aside while the schema is dropped and back after, so the
 * indexes of other schemas that use it survive. The dump is turned into SQL first, whole: psql never commits a
 * script that pg_restore stopped writing halfway. Returns the tables and rows checked against the dump.
 */
async function restorePostgres(file, paths, manifest, { resendPending, mediaUrl }, staging) {
  const section = async (name) => {
    const script = path.join(staging, `${name}.sql`);
    await pgTool('pg_restore', ['--no-owner', '--no-privileges', `--section=${name}`, `--file=${script}`, file]);
    return script;
  };
  const [pre, data, post] = [await section('pre-data'), await section('data'), await section('post-data')];
  const extensions = neededExtensions(manifest, fs.readFileSync(post, 'utf8'));
  const schema = sqlString(paths.schema);
  const hold = sqlString(HOLD_SCHEMA);
  const moveAside = `DO $$ DECLARE e record; BEGIN
    FOR e IN SELECT x.extname FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace
      WHERE n.nspname = ${schema} AND x.extrelocatable LOOP
      EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I', ${hold});
      EXECUTE format('ALTER EXTENSION %I SET SCHEMA %I', e.extname, ${hold});
    END LOOP; END $$`;
  const moveBack = `DO $$ DECLARE e record; BEGIN
    FOR e IN SELECT x.extname FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace
      WHERE n.nspname = ${hold} LOOP
      EXECUTE format('ALTER EXTENSION %I SET SCHEMA %I', e.extname, ${schema});
    END LOOP; END $$`;
  const create = extensions.flatMap(({ name, schema: where }) => [
    '--command',
    `CREATE SCHEMA IF NOT EXISTS ${ident(where)}; CREATE EXTENSION IF NOT EXISTS ${ident(name)} SCHEMA ${ident(where)}`,
  ]);
  const outbox = `${ident(paths.schema)}.${ident(OUTBOX_TABLE)}`;
  const rewrite =
    mediaUrl && mediaUrl.from !== mediaUrl.to
      ? ['--command', rewriteMediaUrls(ident(paths.schema) + '.', mediaUrl, 'jsonb')]
      : [];
  await pgTool('psql', [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    '--single-transaction',
    `--dbname=${paths.url}`,
    '--command',
    moveAside,
    '--command',
    `DROP SCHEMA IF EXISTS ${ident(paths.schema)} CASCADE`,
    `--file=${pre}`,
    '--command',
    `${moveBack}; DROP SCHEMA IF EXISTS ${ident(HOLD_SCHEMA)}`,
    ...create,
    `--file=${data}`,
    `--file=${post}`,
    ...(resendPending ? [] : ['--command', holdPending(outbox)]),
    ...rewrite,
  ]);
  // Every table of the dump holds its rows: a restore that loaded less says so, though psql reported no error.
  const counts = dumpCounts(fs.readFileSync(data, 'utf8'));
  const query = [...counts.keys()]
    .map((table) => `SELECT ${sqlString(table)}, count(*) FROM ${table}`)
    .join(' UNION ALL ');
  if (!query) return { tables: 0, rows: 0 };
  const out = await psqlRows(paths.url, query);
  const restored = new Map(
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '))
      .map(([t, n]) => [t, Number(n)]),
  );
  const short = [...counts].filter(([table, rows]) => restored.get(table) !== rows);
  if (short.length)
    throw new Error(
      `The restored schema differs from the dump: ${short.map(([t, n]) => `${t} has ${restored.get(t)} rows, the dump ${n}`).join('; ')}.`,
    );
  return { tables: counts.size, rows: [...counts.values()].reduce((a, b) => a + b, 0) };
}

/**
 * Rewrites the stored media URLs from the backup's media base URL to this deployment's (S3_PUBLIC_URL): each file's
 * URL and its formats' (Strapi's upload table, `files`). `prefix` qualifies the table; `json` is the formats' type.
 */
function rewriteMediaUrls(prefix, { from, to }, json) {
  const old = sqlString(`${from}/`);
  const now = sqlString(`${to}/`);
  const formats =
    json === 'jsonb'
      ? `formats = replace(formats::text, ${old}, ${now})::jsonb`
      : `formats = replace(formats, ${old}, ${now})`;
  return `UPDATE ${prefix}${ident('files')} SET url = ${now} || substr(url, ${from.length + 2}), ${formats} WHERE url LIKE ${sqlString(`${from.replace(/[\\%_]/g, '\\$&')}/%`)} ESCAPE '\\'`;
}

function restoreSqlite(file, paths, { resendPending, mediaUrl }) {
  // Copied beside the target first, so a failed copy leaves the current database in place.
  fs.mkdirSync(path.dirname(paths.database), { recursive: true });
  const incoming = `${paths.database}.restoring`;
  fs.copyFileSync(file, incoming);
  // Owner-only, as the CMS keeps it (cms/src/lib/owner-only.ts): other local users must not read the database.
  fs.chmodSync(incoming, 0o600);
  let tables = 0;
  let rows = 0;
  const db = new Database(incoming);
  try {
    // An archive from before the outbox has no such table: nothing to hold.
    if (!resendPending && db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(OUTBOX_TABLE))
      db.prepare(holdPending(ident(OUTBOX_TABLE))).run();
    if (mediaUrl && mediaUrl.from !== mediaUrl.to) db.prepare(rewriteMediaUrls('', mediaUrl, 'text')).run();
    // What is put in place, counted: the summary says how much came back.
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
    for (const { name } of names) {
      tables += 1;
      rows += db.prepare(`SELECT count(*) AS n FROM ${ident(name)}`).get().n;
    }
  } finally {
    db.close();
  }
  // The old WAL and shared-memory files belong to the replaced database: SQLite would replay them onto the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${paths.database}${suffix}`, { force: true });
  fs.renameSync(incoming, paths.database);
  return { tables, rows };
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
  // Stored media URLs follow this deployment's media base URL when the backup's was another.
  const current = mediaBaseUrl(env);
  const mediaUrl = manifest.mediaUrl && current ? { from: manifest.mediaUrl, to: current } : null;
  // The buckets first (made if missing): a store that cannot be reached fails the restore before the database is
  // touched.
  const storage = objectStorage(env);
  if (storage) {
    const shared = storage.resumes.bucket === storage.media.bucket;
    await ensureBucket(storage, storage.media, { publicRead: !shared });
    if (!shared) await ensureBucket(storage, storage.resumes);
  }
  const counted =
    paths.client === 'postgres'
      ? await restorePostgres(file, paths, manifest, { resendPending, mediaUrl }, staging)
      : restoreSqlite(file, paths, { resendPending, mediaUrl });

  if (storage) {
    // Each kind of file back to its own place, with its own visibility: the media with their ACL, resumes with none.
    await replaceObjects(storage.client, storage.media, path.join(staging, 'uploads'));
    await replaceObjects(storage.client, storage.resumes, path.join(staging, 'resumes'));
  } else {
    for (const dir of ['uploads', 'resumes']) {
      fs.rmSync(paths[dir], { recursive: true, force: true });
      copyDir(path.join(staging, dir), paths[dir]);
    }
  }
  const fileCount = manifest.files.length - 1;
  const database = paths.client === 'postgres' ? `the PostgreSQL schema ${paths.schema}` : paths.database;
  const files = storage
    ? `the bucket ${storage.media.bucket}${storage.resumes.bucket === storage.media.bucket ? '' : ` and ${storage.resumes.bucket}`}`
    : `${paths.uploads}, ${paths.resumes}`;
  const mails = resendPending
    ? ' The mails pending at backup time will be sent.'
    : ' The mails pending at backup time are held (--resend-pending sends them).';
  const moved =
    mediaUrl && mediaUrl.from !== mediaUrl.to ? ` Media URLs now begin ${mediaUrl.to}/ (were ${mediaUrl.from}/).` : '';
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${database} (${counted.tables} tables, ${counted.rows} rows, as in the archive), ${files} (${fileCount} files, checked against the manifest).${mails}${moved}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
