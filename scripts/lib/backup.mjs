// What `npm run backup` and `npm run restore` share: where the data lives (from the same
// environment the CMS gets) and the archive's layout.
//   manifest.json     format, creation time, the database kind (and PostgreSQL schema), and the size and SHA-256 of
//                     every other entry
//   database.sqlite   a consistent copy of the SQLite database (SQLite's online backup), or
//   database.pgdump   the PostgreSQL schema, as pg_dump's custom format writes it (one consistent snapshot)
//   uploads/          Strapi's public uploads (<CMS_PUBLIC_DIR>/uploads, or the media objects of S3_BUCKET)
//   resumes/          the private resumes (RESUME_DIR, or the objects of the resume bucket under S3_RESUME_PREFIX)
// With S3_BUCKET set the two folders hold the buckets' objects, keyed as in the bucket (less the prefix), so an
// archive is the same whichever storage wrote it, and restores into either.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from './env.mjs';

export const FORMAT = 1;
export const DATABASE_ENTRY = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };
export const MANIFEST_ENTRY = 'manifest.json';
/** The outbox's table (cms/src/api/mail-outbox): its pending mails are held by a restore unless --resend-pending. */
export const OUTBOX_TABLE = 'mail_outbox';
export const HELD_BY_RESTORE =
  'not sent: pending when the backup was taken, held by the restore (npm run restore -- --resend-pending sends such mails)';

const require = createRequire(path.join(cmsDir, 'package.json'));
export const Database = require('better-sqlite3');
/** The CMS's S3 client (a dependency of cms/), loaded only when a bucket is configured. */
const s3 = () => require('@aws-sdk/client-s3');
/** The buckets' names and the media policy, as the CMS has them (packages/contract/src/buckets.ts). */
const { mediaBucketPolicy, resumeBucketName } = createRequire(import.meta.url)('../../packages/contract/dist/env.js');

/**
 * The data locations, resolved as the CMS resolves them (relative paths from cms/): the SQLite file, or PostgreSQL's
 * connection string and schema; the uploads and resumes folders.
 */
export function dataPaths(env) {
  const files = {
    uploads: path.resolve(cmsDir, env.CMS_PUBLIC_DIR || 'public', 'uploads'),
    resumes: path.resolve(cmsDir, env.RESUME_DIR || path.join('private', 'resumes')),
  };
  if (env.DATABASE_CLIENT === 'postgres') {
    if (!env.DATABASE_URL) {
      console.error('DATABASE_CLIENT=postgres needs DATABASE_URL.');
      process.exit(1);
    }
    return { client: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA || 'public', ...files };
  }
  return { client: 'sqlite', database: env.DATABASE_FILENAME, ...files };
}

/** " on HOST:PORT/DATABASE" of a tool's --dbname (never its user or password), or nothing without one. */
function databaseOf(args) {
  const url = args.find((arg) => arg.startsWith('--dbname='))?.slice('--dbname='.length);
  try {
    const { hostname, port, pathname } = new URL(url);
    return ` on PostgreSQL ${hostname || 'localhost'}${port ? `:${port}` : ''}${pathname}`;
  } catch {
    return '';
  }
}

/**
 * Runs one of PostgreSQL's client tools (pg_dump, pg_restore, psql). Rejects with the tool's own message; a missing
 * tool says what to install.
 */
export function pgTool(cmd, args) {
  return new Promise((resolve, reject) => {
    // Notices (psql's "drop cascades to …") are not news to the operator.
    const env = { ...process.env, PGOPTIONS: '-c client_min_messages=warning' };
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${cmd} not found: install PostgreSQL's client tools (the server's major version or newer).`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${cmd} failed (exit ${code})${databaseOf(args)}: ${err.trim() || out.trim()}`)),
    );
  });
}

/** A double-quoted SQL identifier. */
export const ident = (name) => `"${String(name).replace(/"/g, '""')}"`;
/** A single-quoted SQL string. */
export const sqlString = (text) => `'${String(text).replace(/'/g, "''")}'`;

/**
 * A query's rows through psql, one a line, fields separated by a space.
 * @param {string} url
 * @param {string} sql
 */
export const psqlRows = (url, sql) =>
  pgTool('psql', [
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    '--field-separator= ',
    `--dbname=${url}`,
    '--command',
    sql,
  ]);

/**
 * The extensions the schema needs, as `{ name, schema }`: those installed in it, and those whose objects (pg_trgm's
 * operator classes, a type) its tables and indexes use wherever they live. pg_dump of one schema writes no
 * CREATE EXTENSION, and dropping the schema drops the extensions inside it: the restore recreates these.
 */
export async function schemaExtensions(paths) {
  const schema = sqlString(paths.schema);
  const out = await psqlRows(
    paths.url,
    `SELECT DISTINCT e.extname, n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
     WHERE e.extname <> 'plpgsql' AND (n.nspname = ${schema} OR EXISTS (
       SELECT 1 FROM pg_depend d
       JOIN pg_depend m ON m.classid = d.refclassid AND m.objid = d.refobjid AND m.deptype = 'e'
         AND m.refclassid = 'pg_extension'::regclass AND m.refobjid = e.oid
       JOIN pg_class c ON d.classid = 'pg_class'::regclass AND c.oid = d.objid
       WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = ${schema})))
     ORDER BY 1`,
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, schemaName] = line.split(' ');
      return { name, schema: schemaName };
    });
}

/**
 * Where the stored media URLs begin (S3_PUBLIC_URL, the upload provider's baseUrl in cms/config/plugins.ts), without a
 * trailing slash; null on the local disk, whose URLs are relative (/uploads/…) and move with the site.
 */
export const mediaBaseUrl = (env) =>
  env.S3_BUCKET && env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : null;

export function sha256(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every regular file under dir, as paths relative to dir with forward slashes, sorted. */
export function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Writes the manifest of the entries in staging: the format, the time, what `about` says (the database kind), and each
 * entry's size and SHA-256.
 */
export function writeManifest(staging, entries, about) {
  const manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    ...about,
    files: entries.map((name) => ({
      name,
      size: fs.statSync(path.join(staging, name)).size,
      sha256: sha256(path.join(staging, name)),
    })),
  };
  fs.writeFileSync(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Checks an unpacked archive against its manifest: the same files, each with its size and SHA-256. Returns the
 * manifest; throws an Error saying what does not match.
 */
export function checkManifest(staging) {
  const manifestFile = path.join(staging, MANIFEST_ENTRY);
  if (!fs.existsSync(manifestFile)) throw new Error('Not a Cadmax backup: manifest.json is missing.');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (manifest.format !== FORMAT) throw new Error(`Unsupported backup format ${manifest.format} (expected ${FORMAT}).`);
  const present = listFiles(staging).filter((f) => f !== MANIFEST_ENTRY);
  const listed = manifest.files.map((f) => f.name).sort();
  if (JSON.stringify(present) !== JSON.stringify(listed))
    throw new Error('The archive does not hold exactly the files its manifest lists.');
  for (const f of manifest.files) {
    const file = path.join(staging, f.name);
    if (fs.statSync(file).size !== f.size || sha256(file) !== f.sha256)
      throw new Error(`${f.name} does not match its checksum.`);
  }
  return manifest;
}

/** Copies a folder's contents (an absent folder gives an empty one). */
export function copyDir(from, to) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  fs.mkdirSync(to, { recursive: true });
}

/**
 * The bucket, read from the variables cms/config/storage.ts and plugins.ts read (docs/deployment.md, "Object
 * storage"); null without S3_BUCKET. `media` and `resumes` are where each kind of file lives: bucket and key prefix.
 */
export function objectStorage(env) {
  if (!env.S3_BUCKET) return null;
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  const region = env.S3_REGION || 'us-east-1';
  const raw = new (s3().S3Client)({
    region,
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials,
  });
  const client = namingErrors(raw, env.S3_ENDPOINT || `AWS S3 (${region})`);
  const rootPath = (env.S3_ROOT_PATH ?? '').replace(/\/+$/, '');
  const resumes = {
    bucket: resumeBucketName(env.S3_BUCKET, env.S3_RESUME_BUCKET),
    prefix: env.S3_RESUME_PREFIX ?? 'private/resumes/',
  };
  const media = {
    bucket: env.S3_BUCKET,
    prefix: rootPath ? `${rootPath}/` : '',
    rootPath,
    // The resumes' prefix, when it lies among the media's keys, is not media.
    exclude: resumes.bucket === env.S3_BUCKET ? resumes.prefix : undefined,
    // As the upload provider writes them (config/plugins.ts): public-read unless S3_ACL is set empty.
    acl: env.S3_ACL ?? 'public-read',
  };
  // Outside AWS's first region, AWS wants a new bucket's region named; other providers take their endpoint's.
  const create = !env.S3_ENDPOINT && region !== 'us-east-1' ? { LocationConstraint: region } : undefined;
  return { client, media, resumes, create };
}

/**
 * The client, its errors saying which store, bucket, operation and key failed, with the store's own code and message
 * (an SDK error alone may read only "We encountered an internal error. Please try again."). The status stays on the
 * error ($metadata), for the callers that branch on it.
 */
function namingErrors(raw, store) {
  return {
    async send(command) {
      try {
        return await raw.send(command);
      } catch (error) {
        const { Bucket, Key } = command.input ?? {};
        const operation = command.constructor.name.replace(/Command$/, '');
        const status = error?.$metadata?.httpStatusCode;
        const code = error?.Code ?? error?.code ?? error?.name ?? 'Error';
        const named = new Error(
          `Object store ${store}, bucket ${Bucket ?? '(none)'}: ${operation}${Key ? ` of ${Key}` : ''} failed: ` +
            `${code}${status ? ` (HTTP ${status})` : ''}: ${error?.message ?? error}`,
          { cause: error },
        );
        named.$metadata = error?.$metadata;
        throw named;
      }
    },
    destroy: () => raw.destroy(),
  };
}

async function listKeys(client, { bucket, prefix, exclude }) {
  const keys = [];
  let ContinuationToken;
  do {
    const page = await client.send(
      new (s3().ListObjectsV2Command)({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
    );
    for (const { Key } of page.Contents ?? []) {
      if (Key && !Key.endsWith('/') && !(exclude && Key.startsWith(exclude))) keys.push(Key);
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

/** Objects are fetched and sent this many at a time: a bucket of thousands is not one round trip after another. */
const PARALLEL = 16;

async function eachParallel(items, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
}

/** Copies every object of a location into dir (an empty location gives an empty folder). */
export async function downloadObjects(client, location, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const keys = await listKeys(client, location);
  await eachParallel(keys, async (key) => {
    const relative = key.slice(location.prefix.length);
    const file = path.resolve(dir, relative);
    if (!file.startsWith(dir + path.sep)) throw new Error(`Unexpected object key: ${key}`);
    const object = await client.send(new (s3().GetObjectCommand)({ Bucket: location.bucket, Key: key }));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await object.Body.transformToByteArray());
  });
  return keys.length;
}

const statusOf = (error) => error?.$metadata?.httpStatusCode;

/**
 * Makes a missing bucket, as the CMS does at start (cms/src/lib/buckets.ts): a restore may go to a new account or
 * provider. The media bucket made here gets the public-read policy unless it also holds the resumes; a provider that
 * refuses the policy leaves it to the operator (a warning).
 */
export async function ensureBucket({ client, create }, location, { publicRead = false } = {}) {
  try {
    await client.send(new (s3().HeadBucketCommand)({ Bucket: location.bucket }));
    return;
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
  await client.send(
    new (s3().CreateBucketCommand)({
      Bucket: location.bucket,
      ...(create ? { CreateBucketConfiguration: create } : {}),
    }),
  );
  if (!publicRead) return;
  try {
    await client.send(
      new (s3().PutBucketPolicyCommand)({
        Bucket: location.bucket,
        Policy: mediaBucketPolicy(location.bucket, location.rootPath),
      }),
    );
  } catch (error) {
    console.warn(
      `Made the media bucket ${location.bucket}, but its public-read policy was refused (${error.name}): set it as docs/deployment.md ("Object storage") gives it.`,
    );
  }
}

const CONTENT_TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Makes a location hold exactly the files of dir: each put back (typed by its extension, as it was stored, with
 * the location's ACL), then the objects the archive does not hold deleted.
 */
export async function replaceObjects(client, location, dir) {
  const files = listFiles(dir);
  const keep = new Set(files.map((f) => `${location.prefix}${f}`));
  await eachParallel(files, async (f) => {
    await client.send(
      new (s3().PutObjectCommand)({
        Bucket: location.bucket,
        Key: `${location.prefix}${f}`,
        // A buffer, not a stream: a streamed body is sent aws-chunked, which some S3-compatible servers store as is.
        Body: fs.readFileSync(path.join(dir, f)),
        ContentType: CONTENT_TYPES[path.extname(f).toLowerCase()] ?? 'application/octet-stream',
        ...(location.acl ? { ACL: location.acl } : {}),
      }),
    );
  });
  const stale = (await listKeys(client, location)).filter((key) => !keep.has(key));
  for (let i = 0; i < stale.length; i += 1000) {
    await client.send(
      new (s3().DeleteObjectsCommand)({
        Bucket: location.bucket,
        Delete: { Objects: stale.slice(i, i + 1000).map((Key) => ({ Key })) },
      }),
    );
  }
  return files.length;
}
