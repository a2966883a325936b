/**
 * `npm start` as the README and .env.example's first line say: a `.env` copied from `.env.example` with its ports
 * changed and its secrets empty gets the secrets filled and nothing else changed, the CMS seeds the empty database
 * at its first start (SQLite or PostgreSQL: this suite runs on both), and never reseeds a database that holds
 * content: a blog the admin deleted stays deleted across a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STRAPI_SECRETS } from '../../scripts/lib/secrets.mjs';
import { ROOT, adminToken, deployment, freePort, launch, type Deployment, type Service } from '../support/processes';

let deploy: Deployment;
let product: Service | undefined;
let port: number;
let cmsPort: number;
let envFile: string;
let env: NodeJS.ProcessEnv;
const SECRETS = [...STRAPI_SECRETS, 'CMS_ADMIN_PASSWORD'];

beforeAll(async () => {
  deploy = await deployment();
  port = await freePort();
  cmsPort = await freePort();
  // The copy, with the ports (and, on SQLite, the database file) changed and nothing else.
  envFile = path.join(deploy.dir, 'cadmax.env');
  let copied = fs
    .readFileSync(path.join(ROOT, '.env.example'), 'utf8')
    .replace(/^PORT=3000$/m, `PORT=${port}`)
    .replace(/^CMS_PORT=1337$/m, `CMS_PORT=${cmsPort}`)
    .replace(/^SITE_URL=.*$/m, `SITE_URL=http://localhost:${port}`);
  if (deploy.env.DATABASE_FILENAME)
    copied = copied.replace(/^DATABASE_FILENAME=.*$/m, `DATABASE_FILENAME=${deploy.env.DATABASE_FILENAME}`);
  fs.writeFileSync(envFile, copied);
  // The environment gives no secret, no port and no seed setting: the file decides them.
  // LOG_LEVEL=info: the CMS's own line about the seed is an info line (the suite's other starts log warnings only).
  env = {
    ...deploy.env,
    ENV_FILE: envFile,
    SEED_EMPTY_DATABASE: undefined,
    DATABASE_FILENAME: undefined,
    LOG_LEVEL: 'info',
  };
  for (const name of SECRETS) env[name] = undefined;
});

afterAll(async () => {
  await product?.stop();
  await deploy?.remove();
});

interface Paged {
  data: { _id: string }[];
  totalUsers: number;
}

async function list(path: string): Promise<Paged> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Paged;
}

const count = (page: Paged) => page.totalUsers;
const start = () =>
  launch(
    'npm start',
    process.execPath,
    [path.join(ROOT, 'scripts', 'start.mjs')],
    ROOT,
    env,
    '/api/blog/get',
    300_000,
    port,
  );

it('fills a copied .env, seeds the empty database at the first start and leaves it alone at the next', async () => {
  const copied = fs.readFileSync(envFile, 'utf8').split('\n');
  product = await start();
  // Every secret filled in place, no other line touched.
  const filled = fs.readFileSync(envFile, 'utf8').split('\n');
  expect(filled).toHaveLength(copied.length);
  const changed = filled.flatMap((line, i) => (line === copied[i] ? [] : [line.split('=')[0]]));
  expect(changed.sort()).toEqual([...SECRETS].sort());
  expect(product.output()).toContain(`[start] generated into ${envFile}: `);
  expect(product.output()).toContain('Seeded the empty database');

  const blogs = await list('/api/blog/get?limit=100');
  const projects = await list('/api/project-get?limit=100');
  expect(count(blogs)).toBeGreaterThan(0);
  expect(count(projects)).toBeGreaterThan(0);
  const home = await fetch(`http://127.0.0.1:${port}/api/site/home`);
  expect(home.status).toBe(200);

  // The admin deletes a seeded blog; a reseed would bring it back.
  const token = await adminToken(`http://127.0.0.1:${cmsPort}`);
  const gone = blogs.data[0]._id;
  const del = await fetch(`http://127.0.0.1:${cmsPort}/api/blog/delete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ _id: gone }),
  });
  expect(del.status).toBe(200);
  await product.stop();

  product = await start();
  expect(product.output()).not.toContain('generated into');
  expect(product.output()).not.toContain('Seeded the empty database');
  const after = await list('/api/blog/get?limit=100');
  expect(count(after)).toBe(count(blogs) - 1);
  expect(after.data.map((b) => b._id)).not.toContain(gone);
  expect(count(await list('/api/project-get?limit=100'))).toBe(count(projects));
});
