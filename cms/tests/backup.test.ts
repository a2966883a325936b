/**
 * `npm run backup` / `npm run restore` round trip on the real CMS: data written through the API (records,
 * an uploaded image with its formats, a private resume), a backup taken while the CMS runs, everything
 * wiped, restored, then every row of every table and every file compared, and the CMS booted again on it.
 * SQLite and local folders; PostgreSQL and buckets: ops/tests/backup.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_DIR, bootCms, type TestCms } from './support/cms';
import { createSeededOpenings } from './support/openings';
import { form, pdf, png } from './support/fixtures';
import { runScript } from './support/scripts';
import { application as validApplication, enquiry } from './support/visitors';

interface SqliteDb {
  prepare(sql: string): { all(): Record<string, unknown>[] };
  close(): void;
}
const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3') as new (file: string) => SqliteDb;

const sqlite = process.env.DATABASE_CLIENT !== 'postgres';

/** Every row of every table, in rowid order (a table without one, as the text index's, by all its columns). */
function snapshotDatabase(file: string): Record<string, Record<string, unknown>[]> {
  const db = new Database(file);
  try {
    const tables = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string; sql: string | null }[];
    const order = ({ name, sql }: { name: string; sql: string | null }) =>
      /WITHOUT ROWID/i.test(sql ?? '')
        ? (db.prepare(`PRAGMA table_info("${name}")`).all() as unknown[]).map((_, i) => i + 1).join(', ')
        : 'rowid';
    return Object.fromEntries(
      tables.map((table) => [table.name, db.prepare(`SELECT * FROM "${table.name}" ORDER BY ${order(table)}`).all()]),
    );
  } finally {
    db.close();
  }
}

/** relative path → SHA-256 of every file under dir. */
function snapshotFiles(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe.skipIf(!sqlite)('npm run backup / npm run restore', () => {
  let cms: TestCms;
  let token: string;
  let running = false;
  let data: { database: string; uploads: string; resumes: string; publicDir: string };
  let scriptEnv: NodeJS.ProcessEnv;
  let before: {
    rows: ReturnType<typeof snapshotDatabase>;
    uploads: Record<string, string>;
    resumes: Record<string, string>;
  };
  const archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-backup-test-'));
  const archive = path.join(archiveDir, 'backup.tar.gz');

  const script = (name: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    runScript(name, args, { ...scriptEnv, ...env });

  beforeAll(async () => {
    cms = await bootCms();
    await createSeededOpenings(cms);
    running = true;
    token = await cms.login();
    data = {
      database: path.join(cms.tmpDir, 'test.db'),
      publicDir: path.join(cms.tmpDir, 'public'),
      uploads: path.join(cms.tmpDir, 'public', 'uploads'),
      resumes: path.join(cms.tmpDir, 'resumes'),
    };
    scriptEnv = {
      ...process.env,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: data.database,
      CMS_PUBLIC_DIR: data.publicDir,
      RESUME_DIR: data.resumes,
      CMS_HOST: '127.0.0.1',
    };
  });
  afterAll(async () => {
    if (running) await cms.stop();
    fs.rmSync(archiveDir, { recursive: true, force: true });
    // The restored data lives where the first CMS's temp folder was.
    if (cms) fs.rmSync(cms.tmpDir, { recursive: true, force: true });
  });

  it('backs up records, uploads and resumes while the CMS runs', async () => {
    const contact = { ...enquiry, name: 'Backup Contact' };
    expect((await cms.request('/contact-add', { json: contact })).status).toBe(200);
    const application = { ...validApplication, name: 'Backup Applicant', email: 'a@example.in', position: 'Architect' };
    const applied = await cms.request('/job-add', {
      form: form(application, [['resume', 'cv.pdf', pdf, 'application/pdf']]),
    });
    expect(applied.status).toBe(200);
    const member = await cms.request('/teams', {
      token,
      form: form({ name: 'Backup Member', position: 'Architect' }, [
        ['imageUrl', 'me.png', await png(800, 600), 'image/png'],
      ]),
    });
    expect(member.status).toBe(200);
    // D-14.2: the blog's save keeps a version, a row the backup must carry as well.
    const blog = await cms.request('/blog/create', {
      token,
      form: form({ title: 'Backup Blog', short_content: 'Kept.', content: '<p>Kept.</p>' }),
    });
    expect(blog.status).toBe(200);

    before = {
      rows: snapshotDatabase(data.database),
      uploads: snapshotFiles(data.uploads),
      resumes: snapshotFiles(data.resumes),
    };
    // The round trip proves something only if there is something to lose.
    expect(before.rows.contact_enquiries).toHaveLength(1);
    expect(before.rows.job_applications).toHaveLength(1);
    expect(before.rows.team_members).toHaveLength(1);
    expect(before.rows.record_versions).toHaveLength(1);
    expect(Object.keys(before.uploads).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(before.resumes)).toHaveLength(1);

    const backup = await script('backup.mjs', ['--out', archive], { CMS_PORT: new URL(cms.url).port });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(fs.statSync(archive).size).toBeGreaterThan(0);
    // Other local users read neither the archive nor the live database.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(data.database).mode & 0o777).toBe(0o600);
  });

  it('restore refuses while the CMS answers, and changes nothing', async () => {
    const res = await script('restore.mjs', [archive], { CMS_PORT: new URL(cms.url).port });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/The CMS answers on 127\.0\.0\.1:\d+\. Stop it/);
    expect(snapshotDatabase(data.database)).toEqual(before.rows);
  });

  it('restores every record and file after a wipe', async () => {
    const port = new URL(cms.url).port;
    await cms.stop(); // removes the database, uploads and resumes: the wipe
    running = false;
    expect(fs.existsSync(data.database)).toBe(false);
    expect(fs.existsSync(data.uploads)).toBe(false);

    const res = await script('restore.mjs', [archive], { CMS_PORT: port });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(snapshotDatabase(data.database)).toEqual(before.rows);
    expect(fs.statSync(data.database).mode & 0o777).toBe(0o600);
    expect(snapshotFiles(data.uploads)).toEqual(before.uploads);
    expect(snapshotFiles(data.resumes)).toEqual(before.resumes);
  });

  it('the CMS serves the restored data', async () => {
    cms = await bootCms({ DATABASE_FILENAME: data.database, CMS_PUBLIC_DIR: data.publicDir, RESUME_DIR: data.resumes });
    running = true;
    token = await cms.login();
    const contacts = await cms.request<{ contactget: { name: string }[] }>('/contact-get', { token });
    expect(contacts.body.contactget.map((c) => c.name)).toEqual(['Backup Contact']);
    const jobs = await cms.request<{ contactget: { _id: string }[] }>('/job-get', { token });
    const resume = await fetch(`${cms.url}/api/job-resume/${jobs.body.contactget[0]._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await resume.arrayBuffer()).equals(pdf)).toBe(true);
    const teams = await cms.request<{ data: { imageUrl: string }[] }>('/teams', { token });
    expect((await fetch(`${cms.url}${teams.body.data[0].imageUrl}`)).status).toBe(200);
  });

  it('refuses an archive whose files do not match the manifest', async () => {
    const tar = await import('tar');
    const unpacked = fs.mkdtempSync(path.join(archiveDir, 'unpacked-'));
    await tar.extract({ file: archive, cwd: unpacked });
    fs.appendFileSync(path.join(unpacked, 'resumes', fs.readdirSync(path.join(unpacked, 'resumes'))[0]), 'tampered');
    const tampered = path.join(archiveDir, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, fs.readdirSync(unpacked));
    const elsewhere = path.join(archiveDir, 'elsewhere');
    const res = await script('restore.mjs', [tampered], {
      CMS_PORT: '1',
      DATABASE_FILENAME: path.join(elsewhere, 'db.sqlite'),
      CMS_PUBLIC_DIR: path.join(elsewhere, 'public'),
      RESUME_DIR: path.join(elsewhere, 'resumes'),
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^resumes\/.+ does not match its checksum\./);
    expect(fs.existsSync(elsewhere)).toBe(false);
  });
});
