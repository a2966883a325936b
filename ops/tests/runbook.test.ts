/**
 * docs/deployment.md's runbook, executed as written: its systemd units (read from the document, ops/support/runbook.ts)
 * run as systemd would run them, with the environment file the docs describe, on PostgreSQL, Redis and an
 * S3-compatible bucket (s3rver). Two CMS instances (two machines sharing one environment but their
 * port) start at the same moment on an empty database: one seeds it while the other waits, both come up, the
 * content is there once, and the web server's unit serves the seeded site with its images from the bucket.
 *
 * PostgreSQL only (`npm run test:postgres`): several instances cannot share SQLite. It runs on the Node that runs the
 * suite, which `.ci/run` makes the Node 22 of package.json's engines.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../cms/src/seed/content';
import { throwawaySecrets } from '../../scripts/lib/secrets.mjs';
import { runSql } from '../../scripts/lib/postgres.mjs';
import { freePort, launch, type Service } from '../support/processes';
import { docsUnits, local, unitEnvironment, type Unit } from '../support/runbook';
import { createBucket, startS3Server, type S3Server } from '../support/s3-server';

const postgres = process.env.DATABASE_CLIENT === 'postgres';
const BUCKET = 'cadmax-runbook';

let dir: string;
let s3server: S3Server | undefined;
let publicUrl: string;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `runbook_${crypto.randomBytes(6).toString('hex')}`;
const services: Service[] = [];

/** The unit's process, as systemd starts it: its working directory, its environment, its ExecStart. */
function startUnit(unit: Unit, files: Record<string, string>, port: number, instance = ''): Promise<Service> {
  const [command, ...args] = unit.execStart.map(local);
  const env = unitEnvironment(unit, files, { PATH: process.env.PATH }, instance);
  return launch(unit.name, command, args, local(unit.workingDirectory), env, '/_health/ready', 300_000, port).then(
    (service) => {
      services.push(service);
      return service;
    },
  );
}

/** The docs' `/etc/cadmax/env` for this machine: every setting the production start needs, one line each. */
function environmentFile(name: string, settings: Record<string, string>): string {
  const file = path.join(dir, name);
  fs.writeFileSync(
    file,
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    {
      mode: 0o600,
    },
  );
  return file;
}

beforeAll(async () => {
  if (!postgres) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-runbook-'));
  fs.mkdirSync(path.join(dir, 's3'));
  s3server = await startS3Server(await freePort(), path.join(dir, 's3'));
  publicUrl = `${s3server.endpoint}/${BUCKET}`;
  await createBucket(s3server.endpoint, BUCKET);
  await runSql(databaseUrl, `CREATE SCHEMA "${schema}"`);
});

afterAll(async () => {
  // The web server before the CMS instances behind it.
  for (const service of services.reverse()) await service.stop();
  await s3server?.stop();
  if (postgres) await runSql(databaseUrl, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!postgres)("docs/deployment.md's systemd units", () => {
  // The seed's uploads dominate: a minute or two; the starts' own limits (300 s) fail first, with their output.
  it(
    'two CMS instances started together on an empty database: seeded once; the web server serves the site',
    { timeout: 420_000 },
    async () => {
      const units = Object.fromEntries(docsUnits().map((unit) => [unit.name, unit]));
      expect(Object.keys(units).sort()).toEqual(['cadmax-cms@', 'cadmax-web']);

      const [webPort, cmsPortA, cmsPortB] = [await freePort(), await freePort(), await freePort()];
      const shared = {
        ...throwawaySecrets(),
        ADMIN_EMAIL: 'admin@cadmax.runbook',
        ADMIN_PASSWORD: 'Runbook-Admin-Pass-2026',
        CMS_ADMIN_PASSWORD: 'Runbook-Panel-Pass-2026',
        SITE_URL: `http://localhost:${webPort}`,
        PORT: String(webPort),
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `${schema}:`,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: new URL(publicUrl).origin,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PUBLIC_URL: publicUrl,
        CMS_INTERNAL_URL: `http://127.0.0.1:${cmsPortA},http://127.0.0.1:${cmsPortB}`,
        // This checkout's own .env (a developer's) is not the machine's.
        ENV_FILE: '',
      };
      // The docs' files: the shared /etc/cadmax/env, and each template instance's own (its CMS_PORT).
      const files = {
        '/etc/cadmax/env': environmentFile('env', shared),
        '/etc/cadmax/cms-a.env': environmentFile('cms-a.env', { CMS_PORT: String(cmsPortA) }),
        '/etc/cadmax/cms-b.env': environmentFile('cms-b.env', { CMS_PORT: String(cmsPortB) }),
      };

      const [a, b] = await Promise.all([
        startUnit(units['cadmax-cms@'], files, cmsPortA, 'a'),
        startUnit(units['cadmax-cms@'], files, cmsPortB, 'b'),
      ]);
      const seeded = [a, b].filter((cms) => cms.output().includes('Seeded the empty database'));
      expect(seeded, `${a.output().slice(-2000)}\n---\n${b.output().slice(-2000)}`).toHaveLength(1);
      expect([a, b].find((cms) => cms !== seeded[0])!.output()).toContain('Another CMS instance is starting');

      const web = await startUnit(units['cadmax-web'], files, webPort);
      // Every seeded blog once, whichever instance answers.
      for (const cms of [a, b, web]) {
        const res = await fetch(`${cms.url}/api/blog/get?limit=100`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { totalUsers: number; data: { title: string }[] };
        expect(body.totalUsers).toBe(blogs.length);
        expect(new Set(body.data.map((blog) => blog.title)).size).toBe(blogs.length);
      }
      const page = await fetch(`${web.url}/blog`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(blogs[0].title);
      // The seed's images went to the bucket, and the page shows them from there.
      const image = new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^"'\\s)]+`).exec(html)?.[0];
      expect(image, 'an image from the bucket on /blog').toBeDefined();
      const served = await fetch(image!.replace(/&amp;/g, '&'));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
    },
  );
});
