/**
 * `npm run backup` / `npm run restore` of a deployment on object storage: the database (a PostgreSQL schema under
 * `npm run test:postgres`, SQLite under `npm test`) and two buckets on a real S3 server (s3rver), the media one
 * holding more than a listing's 1,000 keys. The CMS makes the missing buckets at start; the backup is restored onto an
 * empty database and a new, empty S3 server, and must give back every row, every object in its own bucket, sent with
 * its own visibility (s3rver ignores ACLs, so a recording proxy in front of it checks what each request asks for),
 * and an outbox that does not mail again what was pending at backup time — unless --resend-pending says so.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ListBucketsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { form, jpeg, uniquePdf } from '../../cms/tests/support/fixtures';
import { smtpSettings, smtpSink, type SmtpSink } from '../../cms/tests/support/mail';
import { runSql } from '../../scripts/lib/postgres.mjs';
import { runScript } from '../../cms/tests/support/scripts';
import { application as visitorApplication, enquiry as visitorEnquiry } from '../../cms/tests/support/visitors';
import { addOpening, api as apiOf, submissions } from '../support/cms-api';
import { metric } from '../support/metrics';
import {
  bucketContents as contentsOf,
  bucketKeys as keysOf,
  bucketSettings,
  s3Client,
  startS3Server,
  type S3Server,
} from '../support/s3-server';
import {
  CMS_DIR,
  adminToken,
  deployment,
  freePort,
  startCms,
  type Deployment,
  type Service,
} from '../support/processes';

const postgres = process.env.DATABASE_CLIENT === 'postgres';
const MEDIA = 'cadmax-backup';
const RESUMES = `${MEDIA}-resumes`;
/** Past one listing page (1,000 keys), and sorted before the CMS's own uploads, so those are on a later page. */
const BULK = 1_010;
const HELD = /^not sent: pending when the backup was taken, held by the restore/;

interface Sent {
  method: string;
  bucket: string;
  key: string;
  query: string;
  acl?: string;
}

let s3port: number;
let s3dir: string;
let s3server: S3Server | undefined;
let proxy: http.Server;
/** Every request that reached the S3 server, as the proxy saw it. */
const sent: Sent[] = [];
let s3: S3Client;
let site: Deployment;
let cms: Service | undefined;
let smtp: SmtpSink | undefined;
let smtpPort: number;
let scriptEnv: NodeJS.ProcessEnv;
let archive: string;

const pdf = uniquePdf();

async function startS3(): Promise<void> {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-s3-backup-'));
  s3server = await startS3Server(s3port, s3dir);
}

async function stopS3(): Promise<void> {
  await s3server?.stop();
  s3server = undefined;
  fs.rmSync(s3dir, { recursive: true, force: true });
}

beforeAll(async () => {
  s3port = await freePort();
  await startS3();
  proxy = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://proxy');
    const [, bucket = '', ...key] = url.pathname.split('/');
    sent.push({
      method: req.method!,
      bucket,
      key: decodeURIComponent(key.join('/')),
      query: url.search,
      acl: req.headers['x-amz-acl'] as string | undefined,
    });
    // Forwarded as is (its Host too, which the signature covers).
    const upstream = http.request(
      { host: '127.0.0.1', port: s3port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const proxyPort = await freePort();
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${proxyPort}`;
  s3 = s3Client(endpoint);
  smtpPort = await freePort();
  site = await deployment({
    // No bucket is made here: the CMS makes both.
    ...bucketSettings(endpoint, MEDIA),
    // Nothing listens there until after the restore: the enquiry's mails stay pending.
    ...smtpSettings(smtpPort, 'cadmax.ops'),
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_MS: '200',
  });
  archive = path.join(site.dir, 'backup.tar.gz');
  // As `npm run backup` and `npm run restore` run, with the deployment's environment (restore wants no CMS on CMS_PORT).
  scriptEnv = { ...site.env, CMS_PORT: String(await freePort()) };
  cms = await startCms(site.env, await freePort());
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.close();
  await site?.remove();
  s3?.destroy();
  await new Promise((resolve) => proxy?.close(resolve));
  await stopS3();
});

const script = (name: string, args: string[] = [], extra: NodeJS.ProcessEnv = {}) =>
  runScript(name, args, { ...scriptEnv, ...extra });

const api = (route: string, init: Parameters<typeof apiOf>[2] = {}) => apiOf(cms!.url, route, init);

/** Polls `check` until it holds. */
const until = (check: () => Promise<boolean>) => vi.waitUntil(check, { timeout: 90_000, interval: 100 });

const bucketKeys = (bucket: string) => keysOf(s3, bucket);
const bucketContents = (bucket: string) => contentsOf(s3, bucket);

type Rows = Record<string, unknown>[];

/** Every row of every table of the deployment's database (rows sorted, so the order they come in does not matter). */
async function databaseRows(env: NodeJS.ProcessEnv = site.env): Promise<Record<string, Rows>> {
  const sorted = (rows: Rows) => rows.map((r) => JSON.stringify(r)).sort();
  const tables: Record<string, Rows> = {};
  if (postgres) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL! });
    await client.connect();
    try {
      const schema = env.DATABASE_SCHEMA!;
      const names = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
        [schema],
      );
      for (const { table_name: name } of names.rows)
        tables[name] = (await client.query(`SELECT * FROM "${schema}"."${name}"`)).rows as Rows;
    } finally {
      await client.end();
    }
  } else {
    const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3') as new (file: string) => {
      prepare(sql: string): { all(): Rows };
      close(): void;
    };
    const db = new Database(env.DATABASE_FILENAME!);
    try {
      const names = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all();
      for (const { name } of names) tables[String(name)] = db.prepare(`SELECT * FROM "${String(name)}"`).all();
    } finally {
      db.close();
    }
  }
  return Object.fromEntries(
    Object.entries(tables)
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([name, rows]) => [name, sorted(rows).map((r) => JSON.parse(r) as Record<string, unknown>)]),
  );
}

const outbox = async () =>
  ((await databaseRows()).mail_outbox ?? []).map((r) => ({
    subject: r.subject,
    pending: r.sent_at === null && !r.failed,
    lastError: r.last_error,
  }));

let before: { media: Record<string, string>; resumes: Record<string, string>; rows: Record<string, Rows> };
let applicationId: string;
const enquirer = `Before Backup ${Date.now()}`;

describe('backup and restore of a deployment on object storage', () => {
  it('makes the missing media and resume buckets at start, the media one asked to be public', async () => {
    const { Buckets } = await s3.send(new ListBucketsCommand({}));
    expect(Buckets!.map((b) => b.Name).sort()).toEqual([MEDIA, RESUMES]);
    const creates = sent.filter((r) => r.method === 'PUT' && !r.key && !r.query.includes('policy'));
    expect(creates.map((r) => r.bucket).sort()).toEqual([MEDIA, RESUMES]);
    const policies = sent.filter((r) => r.method === 'PUT' && !r.key && r.query.includes('policy'));
    expect(policies.map((r) => r.bucket)).toEqual([MEDIA]);
    // s3rver implements no bucket policies: the CMS says so and starts.
    // The line is JSON: its quotes come escaped.
    expect(cms!.output().replaceAll('\\"', '"')).toMatch(
      `the media bucket "${MEDIA}" was made, but its public-read policy was refused`,
    );
  });

  it('backs up the database and both buckets, past a listing page of keys', async () => {
    const token = await adminToken(cms!.url);
    const member = form({ name: 'Backup Architect', position: 'Architect' }, [
      ['imageUrl', 'portrait.jpg', await jpeg(900, 600), 'image/jpeg'],
    ]);
    const added = await api('/teams', { form: member, token });
    expect(added.status, await added.clone().text()).toBe(200);

    await addOpening(cms!.url, token, 'Backup Surveyor');
    const application = form(
      { ...visitorApplication, name: 'Backup Applicant', email: 'applicant@example.in', position: 'Backup Surveyor' },
      [['resume', 'cv.pdf', pdf, 'application/pdf']],
    );
    const applied = await api('/job-add', { form: application });
    expect(applied.status, await applied.clone().text()).toBe(200);
    applicationId = (await submissions<{ _id: string }>(cms!.url, token, 'job'))[0]._id;

    // Two mails queued with the application and two with the enquiry; SMTP is down, so all stay pending (each tried
    // once).
    const enquiry = await api('/contact-add', {
      json: { ...visitorEnquiry, name: enquirer, email: 'before@example.in' },
    });
    expect(enquiry.status).toBe(200);
    // The four mails have failed once.
    await until(async () => (await metric(cms!.url, 'cms_outbox_sends_total{result="retry"}')) >= 4);

    // Media the CMS did not write: keys that sort before its own, so its files are on a later listing page.
    const bulk = Array.from({ length: BULK }, (_, i) => `bulk/${String(i).padStart(5, '0')}.webp`);
    for (let i = 0; i < bulk.length; i += 50)
      await Promise.all(
        bulk
          .slice(i, i + 50)
          .map((Key) =>
            s3.send(new PutObjectCommand({ Bucket: MEDIA, Key, Body: Buffer.from(Key), ContentType: 'image/webp' })),
          ),
      );

    // Taken with the CMS stopped, so "before" is what was backed up (a running CMS's outbox keeps retrying).
    await cms!.stop();
    cms = undefined;
    before = { media: await bucketContents(MEDIA), resumes: await bucketContents(RESUMES), rows: await databaseRows() };
    expect(Object.keys(before.media).length).toBeGreaterThan(BULK + 4);
    expect(Object.keys(before.media).filter((k) => !k.startsWith('bulk/')).length).toBeGreaterThanOrEqual(4);
    // The resume is in its own bucket, under its prefix, and nowhere among the media.
    expect(Object.keys(before.resumes)).toHaveLength(1);
    expect(Object.keys(before.resumes)[0]).toMatch(/^private\/resumes\//);
    expect((await outbox()).filter((m) => m.pending)).toHaveLength(4);

    const backup = await script('backup.mjs', ['--out', archive]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(`${Object.keys(before.media).length} upload files, 1 resumes`);
  });

  it("an object-store error names the store, the bucket, the operation and the store's own message", async () => {
    const missing = `${MEDIA}-missing`;
    const backup = await script('backup.mjs', ['--out', path.join(site.dir, 'never.tar.gz')], { S3_BUCKET: missing });
    expect(backup.code).not.toBe(0);
    expect(backup.stderr).toMatch(
      `Object store ${site.env.S3_ENDPOINT}, bucket ${missing}: ListObjectsV2 failed: NoSuchBucket (HTTP 404): The specified bucket does not exist`,
    );
    expect(fs.existsSync(path.join(site.dir, 'never.tar.gz'))).toBe(false);
  });

  it('restores onto an empty database and an empty object store: every row, every object in its bucket and visibility', async () => {
    if (postgres) {
      const schema = `"${site.env.DATABASE_SCHEMA}"`;
      await runSql(site.env.DATABASE_URL!, `DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    } else {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${site.env.DATABASE_FILENAME}${suffix}`, { force: true });
    }
    // A new S3 server on the same address: no bucket, no object.
    await stopS3();
    await startS3();
    expect((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).toEqual([]);

    sent.length = 0;
    const restore = await script('restore.mjs', [archive]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/The mails pending at backup time are held/);

    expect(await bucketContents(MEDIA)).toEqual(before.media);
    expect(await bucketContents(RESUMES)).toEqual(before.resumes);
    // What each object was sent with: the media public-read, the resumes no ACL (private, as the bucket is).
    const puts = sent.filter((r) => r.method === 'PUT' && r.key);
    expect(puts.filter((r) => r.bucket === MEDIA)).toHaveLength(Object.keys(before.media).length);
    expect(puts.filter((r) => r.bucket === MEDIA).every((r) => r.acl === 'public-read')).toBe(true);
    expect(puts.filter((r) => r.bucket === RESUMES).map((r) => [r.key, r.acl])).toEqual([
      [Object.keys(before.resumes)[0], undefined],
    ]);
    expect(sent.filter((r) => r.method === 'PUT' && !r.key && r.query.includes('policy')).map((r) => r.bucket)).toEqual(
      [MEDIA],
    );

    const { mail_outbox: mails, ...rows } = await databaseRows();
    const { mail_outbox: mailsBefore, ...rowsBefore } = before.rows;
    expect(rows).toEqual(rowsBefore);
    expect(mails).toHaveLength(mailsBefore.length);
    const held = await outbox();
    expect(held.filter((m) => m.pending)).toEqual([]);
    expect(held.every((m) => HELD.test(String(m.lastError)))).toBe(true);
  });

  it('the CMS serves the restored data, and sends new mail but not the held one', async () => {
    smtp = await smtpSink({ port: smtpPort });
    const received = smtp.mails;
    cms = await startCms(site.env, await freePort());
    const token = await adminToken(cms.url);

    const resume = await api(`/job-resume/${applicationId}`, { token });
    expect(Buffer.from(await resume.arrayBuffer()).equals(pdf)).toBe(true);
    const teams = (await (await api('/teams', { token })).json()) as { data: { name: string; imageUrl: string }[] };
    const member = teams.data.find((m) => m.name === 'Backup Architect')!;
    const picture = await fetch(member.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    // A new enquiry's mails go out; the outbox sends in order of id, so a due held mail would have gone first.
    const after = `After Restore ${Date.now()}`;
    const enquiry = await api('/contact-add', { json: { ...visitorEnquiry, name: after, email: 'after@example.in' } });
    expect(enquiry.status).toBe(200);
    await until(async () => (await metric(cms!.url, 'cms_outbox_pending')) === 0);
    // Both of the new enquiry's mails, and neither of the held ones (the office's, the sender's acknowledgement).
    expect(received.map((m) => m.rcptTo.join())).toEqual(
      expect.arrayContaining(['office@cadmax.ops', 'after@example.in']),
    );
    const held = ['before@example.in', 'applicant@example.in'];
    expect(received.filter((m) => m.subject.includes(enquirer) || m.rcptTo.some((to) => held.includes(to)))).toEqual(
      [],
    );
    expect(received).toHaveLength(2);
  });

  it('--resend-pending leaves those mails to be sent; a restore onto a used bucket removes what the backup lacks', async () => {
    await cms!.stop();
    cms = undefined;
    // Sorts after every key of the first listing page.
    await s3.send(new PutObjectCommand({ Bucket: MEDIA, Key: 'zz-stray.webp', Body: Buffer.from('not backed up') }));
    const restore = await script('restore.mjs', [archive, '--resend-pending']);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/The mails pending at backup time will be sent/);
    expect(await bucketKeys(MEDIA)).toEqual(Object.keys(before.media).sort());
    const mails = await outbox();
    expect(mails.filter((m) => m.pending)).toHaveLength(4);
    expect(mails.some((m) => HELD.test(String(m.lastError)))).toBe(false);
  });

  it('a restore under another S3_PUBLIC_URL rewrites the stored media URLs, which the store serves', async () => {
    // The S3 server itself, not the proxy: another address for the same bucket, as a new CDN or provider would be.
    const moved = `http://127.0.0.1:${s3port}/${MEDIA}`;
    const urls = async () =>
      ((await databaseRows()).files ?? []).flatMap((f) => [
        String(f.url),
        ...Object.values((typeof f.formats === 'string' ? JSON.parse(f.formats) : f.formats) ?? {}).map((v) =>
          String((v as { url: string }).url),
        ),
      ]);
    expect((await urls()).length).toBeGreaterThan(1);
    const restore = await script('restore.mjs', [archive], { S3_PUBLIC_URL: `${moved}/` });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(`Media URLs now begin ${moved}/`);
    const after = await urls();
    expect(after.filter((u) => !u.startsWith(`${moved}/`))).toEqual([]);
    for (const url of after) expect((await fetch(url)).status, url).toBe(200);
  });

  it('a restore whose store cannot be reached names it and leaves the database as it was', async () => {
    const rows = await databaseRows();
    const closed = `http://127.0.0.1:${await freePort()}`;
    const restore = await script('restore.mjs', [archive], { S3_ENDPOINT: closed });
    expect(restore.code).not.toBe(0);
    expect(restore.stderr).toMatch(`Object store ${closed}, bucket ${MEDIA}: HeadBucket failed: ECONNREFUSED`);
    expect(await databaseRows()).toEqual(rows);
  });
});

/**
 * PostgreSQL's default schema, `public`, where the CMS makes the pg_trgm extension its search indexes use: dropping
 * the schema drops the extension, and a one-schema dump does not recreate it. Run in throwaway databases made here
 * (never the shared test database's `public`): a backup restored in place, and into a new empty database that a CMS
 * then serves (its searches on the restored trigram indexes).
 */
describe.runIf(postgres)('backup and restore on the public schema', () => {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const databases: string[] = [];
  let pub: Deployment;
  let pubCms: Service | undefined;
  let pubEnv: NodeJS.ProcessEnv;
  let pubArchive: string;
  let rowsBefore: Record<string, Rows>;

  /** A new, empty database (public as PostgreSQL makes it); its URL. */
  async function newDatabase(): Promise<string> {
    const name = `cadmax_restore_${crypto.randomBytes(6).toString('hex')}`;
    await runSql(base, `CREATE DATABASE ${name}`);
    databases.push(name);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async function query<T>(url: string, sql: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** What must come back: every table's rows (outbox aside, which the restore holds), pg_trgm and its indexes. */
  async function state(url: string) {
    const rows = await databaseRows({ ...pubEnv, DATABASE_URL: url });
    delete rows.mail_outbox;
    const extensions = await query<{ extname: string; nspname: string }>(
      url,
      "SELECT extname, nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE extname = 'pg_trgm'",
    );
    const indexes = await query<{ indexname: string }>(
      url,
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY 1",
    );
    return { rows, extensions, indexes: indexes.map((i) => i.indexname) };
  }

  beforeAll(async () => {
    const url = await newDatabase();
    pub = await deployment({ DATABASE_URL: url, DATABASE_SCHEMA: 'public' });
    pubArchive = path.join(pub.dir, 'backup.tar.gz');
    pubEnv = { ...pub.env, CMS_PORT: String(await freePort()) };
    pubCms = await startCms(pub.env, await freePort());
  });

  afterAll(async () => {
    await pubCms?.stop();
    fs.rmSync(pub?.dir ?? '', { recursive: true, force: true });
    for (const name of databases) await runSql(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('restores in place: the schema, pg_trgm in it and the trigram indexes, every row', async () => {
    const token = await adminToken(pubCms!.url);
    const post = await apiOf(pubCms!.url, '/contact-add', { json: { ...visitorEnquiry, name: 'Public Schema' } });
    expect(post.status).toBe(200);
    const blog = await apiOf(pubCms!.url, '/blog/create', {
      token,
      json: { title: 'Trigram Survey Notes', short_content: 'Short', content: '<p>Surveys.</p>' },
    });
    expect(blog.status, await blog.clone().text()).toBe(200);
    await pubCms!.stop();
    pubCms = undefined;
    const before = await state(pub.env.DATABASE_URL!);
    expect(before.extensions).toEqual([{ extname: 'pg_trgm', nspname: 'public' }]);
    expect(before.indexes.length).toBeGreaterThan(0);
    rowsBefore = before.rows;

    const backup = await runScript('backup.mjs', ['--out', pubArchive], pubEnv);
    expect(backup.code, backup.stderr).toBe(0);
    const restore = await runScript('restore.mjs', [pubArchive], pubEnv);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/the PostgreSQL schema public \(\d+ tables, \d+ rows, as in the archive\)/);
    expect(await state(pub.env.DATABASE_URL!)).toEqual(before);
  });

  it('restores into a new empty database, which the CMS serves and searches', async () => {
    const url = await newDatabase();
    const env = { ...pubEnv, DATABASE_URL: url };
    const restore = await runScript('restore.mjs', [pubArchive], env);
    expect(restore.code, restore.stderr).toBe(0);
    const after = await state(url);
    expect(after.rows).toEqual(rowsBefore);
    expect(after.extensions).toEqual([{ extname: 'pg_trgm', nspname: 'public' }]);
    expect(after.indexes).toEqual((await state(pub.env.DATABASE_URL!)).indexes);

    pubCms = await startCms({ ...pub.env, DATABASE_URL: url }, await freePort());
    const found = (await (await fetch(`${pubCms.url}/api/blog/get?search=survey&page=1`)).json()) as unknown;
    expect(JSON.stringify(found)).toContain('Trigram Survey Notes');
  });
});
