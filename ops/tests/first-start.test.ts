/**
 * `npm start` seeds any empty database at its first start, SQLite or PostgreSQL (this suite runs on both), and
 * never reseeds a database that holds content: a blog the admin deleted stays deleted across a restart.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken, deployment, freePort, startProduct, type Deployment, type Service } from '../support/processes';

let deploy: Deployment;
let product: Service | undefined;
let port: number;
let cmsPort: number;

beforeAll(async () => {
  deploy = await deployment();
  port = await freePort();
  cmsPort = await freePort();
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

it('seeds an empty database at the first start and leaves it alone at the next', async () => {
  product = await startProduct(deploy.env, port, cmsPort);
  expect(product.output()).toContain('[start] seeding the content');
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

  product = await startProduct(deploy.env, port, cmsPort);
  expect(product.output()).not.toContain('[start] seeding the content');
  const after = await list('/api/blog/get?limit=100');
  expect(count(after)).toBe(count(blogs) - 1);
  expect(after.data.map((b) => b._id)).not.toContain(gone);
  expect(count(await list('/api/project-get?limit=100'))).toBe(count(projects));
});
