/**
 * Object storage: two CMS instances on one database and one S3-compatible bucket (s3rver, a real S3 server,
 * ops/support/s3-server.ts), behind the web server. Each instance has its own empty local folders, so nothing can pass
 * through a disk: an image uploaded through A (with its sizes and WebP copies) is served from the bucket to
 * whoever reads it through B or the web server, a resume uploaded through A goes to its own private bucket (made by
 * the CMS at start) and is downloaded by the admin through B and by nobody else, and deleting the application deletes
 * its object (backups: ops/tests/backup.test.ts). The database is the deployment's: SQLite under `npm test` (one file
 * that both processes on this machine open, in WAL mode), a PostgreSQL schema under `npm run test:postgres`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, uniquePdf } from '../../cms/tests/support/fixtures';
import { application as visitorApplication } from '../../cms/tests/support/visitors';
import { addOpening, api } from '../support/cms-api';
import {
  adminToken,
  deployment,
  freePort,
  startBehindWeb,
  startCms,
  type Deployment,
  type Product,
  type Service,
} from '../support/processes';
import {
  bucketContents as contentsOf,
  bucketSettings,
  createBucket,
  s3Client,
  startS3Server,
  type S3Server,
} from '../support/s3-server';

const BUCKET = 'cadmax-media';
/** Not made by the test: the CMS makes it at start. */
const RESUME_BUCKET = `${BUCKET}-resumes`;
const RESUME_PREFIX = 'private/resumes/';

let s3dir: string;
let s3server: S3Server | undefined;
let s3: S3Client;
let publicUrl: string;
let product: Product;
let site: Deployment;
let a: Service | undefined;
let b: Service | undefined;
let web: Service | undefined;
let token: string;
/** Instance B's own local folders: a file that reached it through a disk would be found here. */
let bDir: string;

const pdf = uniquePdf();

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-s3-'));
  s3server = await startS3Server(await freePort(), s3dir);
  const { endpoint } = s3server;
  publicUrl = `${endpoint}/${BUCKET}`;
  s3 = s3Client(endpoint);
  await createBucket(endpoint, BUCKET);

  site = await deployment(bucketSettings(endpoint, BUCKET));
  bDir = path.join(site.dir, 'instance-b');
  fs.mkdirSync(path.join(bDir, 'public', 'uploads'), { recursive: true });
  product = await startBehindWeb(site, {
    instances: [{}, { CMS_PUBLIC_DIR: path.join(bDir, 'public'), RESUME_DIR: path.join(bDir, 'resumes') }],
  });
  [a, b] = product.instances;
  ({ web } = product);
  token = await adminToken(a.url);
});

afterAll(async () => {
  await product?.stop();
  s3?.destroy();
  await s3server?.stop();
  if (s3dir) fs.rmSync(s3dir, { recursive: true, force: true });
});

/** key → SHA-256 of every object in a bucket. */
const bucketContents = (bucket = BUCKET) => contentsOf(s3, bucket);

const filesUnder = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];

/** Every URL of the bucket an answer names. */
const bucketUrls = (answer: unknown) =>
  [...new Set(JSON.stringify(answer).match(new RegExp(`${publicUrl}/[^"]+`, 'g')) ?? [])].sort();

let applicationId: string;
let resumeKey: string;

describe('media and resumes on S3-compatible storage, two CMS instances', () => {
  it('serves an image uploaded through A, every size and WebP copy, from the bucket to readers of B and the site', async () => {
    const image = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#b47a3c' } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.append('name', 'Bucket Architect');
    body.append('position', 'Architect');
    body.append('imageUrl', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'portrait.jpg');
    const added = await api(a!.url, '/teams', { form: body, token });
    expect(added.status, await added.clone().text()).toBe(200);

    const listed = (await (await api(b!.url, '/teams', { token })).json()) as {
      data: { name: string; imageUrl: string | null }[];
    };
    const member = listed.data.find((m) => m.name === 'Bucket Architect');
    expect(member?.imageUrl?.startsWith(`${publicUrl}/`)).toBe(true);

    // What the public site gets, through the web server: the original, Strapi's sizes and the WebP copies.
    const urls = bucketUrls(member);
    expect(urls.filter((u) => u.endsWith('.webp')).length).toBeGreaterThanOrEqual(4);
    expect(urls.filter((u) => u.endsWith('.jpg')).length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^image\/(jpeg|webp)$/);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
    }
    // Every one of them is an object of the bucket, and none is on either instance's disk.
    const keys = Object.keys(await bucketContents());
    for (const url of urls) expect(keys).toContain(url.slice(publicUrl.length + 1));
    expect(filesUnder(path.join(site.dir, 'public', 'uploads'))).toEqual([]);
    expect(filesUnder(path.join(bDir, 'public', 'uploads'))).toEqual([]);

    // The pages allow images from the bucket's origin (CSP img-src), on the site and in the Strapi panel.
    const origin = new URL(publicUrl).origin;
    const page = await fetch(`${web!.url}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${origin}`));
    // The team slider of the rendered page shows the member's image from the bucket.
    expect(await page.text()).toContain(member!.imageUrl!);
    expect((await fetch(`${b!.url}/admin`)).headers.get('content-security-policy')).toMatch(
      new RegExp(`img-src [^;]*${origin}`),
    );
  });

  it('stores a resume sent through A privately; the admin downloads it through B, anyone else gets 401', async () => {
    await addOpening(a!.url, token, 'Bucket Surveyor');
    const body = form(
      { ...visitorApplication, name: 'Meera Joshi', email: 'meera@example.in', position: 'Bucket Surveyor' },
      [['resume', 'cv.pdf', pdf, 'application/pdf']],
    );
    const applied = await api(a!.url, '/job-add', { form: body });
    expect(applied.status, await applied.clone().text()).toBe(200);

    // The whole answer, to look for the object's name in it.
    const list = (await (await api(b!.url, '/job-get', { token })).json()) as {
      contactget: { _id: string; name: string }[];
    };
    const application = list.contactget.find((x) => x.name === 'Meera Joshi');
    applicationId = application!._id;

    // The object is in the private bucket, under its prefix, and not among the media; no answer names it or any
    // bucket URL of it.
    const keys = Object.keys(await bucketContents(RESUME_BUCKET));
    expect(keys).toHaveLength(1);
    expect(keys[0].startsWith(RESUME_PREFIX)).toBe(true);
    expect(Object.keys(await bucketContents()).filter((k) => k.startsWith(RESUME_PREFIX))).toEqual([]);
    resumeKey = keys[0];
    expect(JSON.stringify(list)).not.toContain(resumeKey.slice(RESUME_PREFIX.length));
    expect(JSON.stringify(list)).not.toContain(new URL(publicUrl).host);
    expect(filesUnder(path.join(site.dir, 'resumes'))).toEqual([]);
    expect(filesUnder(path.join(bDir, 'resumes'))).toEqual([]);

    const download = await api(b!.url, `/job-resume/${applicationId}`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="resume-meera-joshi-.+\.pdf"$/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // Through the web server too, as the React admin downloads it; a visitor, or a forged token, gets 401.
    const proxied = await api(web!.url, `/job-resume/${applicationId}`, { token });
    expect(Buffer.from(await proxied.arrayBuffer()).equals(pdf)).toBe(true);
    for (const base of [web!.url, a!.url, b!.url]) {
      expect((await api(base, `/job-resume/${applicationId}`)).status).toBe(401);
      expect((await api(base, `/job-resume/${applicationId}`, { token: `${token}x` })).status).toBe(401);
    }
  });

  it('keeps the resume object while its application is in the trash, and deletes it when the trash is emptied', async () => {
    const cms = a!;
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cms-admin@cadmax.local', password: site.env.CMS_ADMIN_PASSWORD }),
    });
    const panelToken = ((await login.json()) as { data: { token: string } }).data.token;
    const removed = await fetch(
      `${cms.url}/content-manager/collection-types/api::job-application.job-application/${applicationId}`,
      { method: 'DELETE', headers: { authorization: `Bearer ${panelToken}` } },
    );
    expect(removed.status).toBe(200);
    // A panel delete moves the application to the trash, as the React admin's does: restorable, resume and all.
    expect(Object.keys(await bucketContents(RESUME_BUCKET))).toHaveLength(1);
    const token = await adminToken(cms.url);
    const trash = (await (await api(cms.url, '/trash', { token })).json()) as {
      data: { _id: string; recordId: string }[];
    };
    const entry = trash.data.find((item) => item.recordId === applicationId);
    expect(entry).toBeDefined();
    expect((await api(cms.url, '/trash/delete', { json: { _id: entry!._id }, token })).status).toBe(200);
    expect(await bucketContents(RESUME_BUCKET)).toEqual({});
    expect((await api(cms.url, `/job-resume/${applicationId}`, { token })).status).toBe(404);
  });

  it('a bucket that cannot be made stops the start with one line saying which and why', async () => {
    // s3rver, like S3, refuses to make a bucket with this name.
    const started = startCms({ ...site.env, S3_RESUME_BUCKET: 'Not_A_Bucket' }, await freePort());
    await expect(started).rejects.toThrow(
      // The line is JSON: its quotes may come escaped.
      /Object storage: the resume bucket \\?"Not_A_Bucket\\?" does not exist at http:\/\/127\.0\.0\.1:\d+ and could not be made \(InvalidBucketName: .+\); create it, or allow these credentials s3:CreateBucket \(docs\/deployment\.md, \\?"Object storage\\?"\)\./,
    );
    await expect(started).rejects.toThrow(/BucketError/);
  });

  it('a store that does not answer at start is logged, and the CMS starts degraded', async () => {
    const cms = await startCms({ ...site.env, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` }, await freePort());
    try {
      expect(cms.output().replaceAll('\\"', '"')).toMatch(`cannot reach the media bucket "${BUCKET}"`);
      const ready = await fetch(`${cms.url}/_health/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { degraded: string[] }).degraded).toEqual(['objectStore']);
    } finally {
      await cms.stop();
    }
  });
});
