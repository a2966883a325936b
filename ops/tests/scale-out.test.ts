/**
 * Scale-out: two CMS instances on one PostgreSQL schema and one Redis (127.0.0.1:6379), behind the web
 * server's proxy (CMS_INTERNAL_URL lists both). A write through either instance is read through the
 * other, the public read cache of both is emptied by it, the rate limits count across both, and a scheduled
 * publish is carried out by exactly one of them. A second web server follows the same instances: an edit in the
 * Strapi panel drops the cached page on both web servers (their copies would otherwise live ten minutes), and only
 * the pages that show what changed.
 * PostgreSQL only (`npm run test:postgres`): SQLite cannot be shared by two processes on two machines.
 */
import crypto from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiry } from '../../cms/tests/support/visitors';
import { submissions } from '../support/cms-api';
import {
  ADMIN_EMAIL,
  adminToken,
  freePort,
  startProduct,
  startWeb,
  type Product,
  type Service,
} from '../support/processes';
import { metric } from '../support/metrics';

const postgres = process.env.DATABASE_CLIENT === 'postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `cadmax-ops-${crypto.randomBytes(6).toString('hex')}:`;
const LOGIN_MAX = 4;
const ACCOUNT_MAX = 6;
const FORM_MAX = 3;

let product: Product;
let a: Service | undefined;
let b: Service | undefined;
let web: Service | undefined;
let web2: Service | undefined;
let token: string;
const PANEL_EMAIL = 'panel@cadmax.ops';
/** The web servers' copies would outlive the test: a page changes only when the CMS announces a change. */
const CACHE_FOR_TEN_MINUTES = { HTML_CACHE_MS: '600000' };

beforeAll(async () => {
  if (!postgres) return;
  product = await startProduct({
    env: {
      REDIS_URL,
      REDIS_PREFIX: prefix,
      LOGIN_RATE_MAX: String(LOGIN_MAX),
      LOGIN_ACCOUNT_RATE_MAX: String(ACCOUNT_MAX),
      PUBLIC_FORM_RATE_MAX: String(FORM_MAX),
      // Both instances look for due 'Publish at' times often, so they race for the one below.
      PUBLISH_POLL_MS: '100',
      CMS_ADMIN_EMAIL: PANEL_EMAIL,
    },
    instances: [{}, {}],
    web: CACHE_FOR_TEN_MINUTES,
  });
  ({ web } = product);
  [a, b] = product.instances;
  web2 = await startWeb({ ...product.site.env, ...CACHE_FOR_TEN_MINUTES }, await freePort(), [a.url, b.url]);
  token = await adminToken(a.url);
});

afterAll(async () => {
  await web2?.stop();
  await product?.stop();
  if (!postgres) return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

interface Envelope<T> {
  status: boolean;
  data: T;
  message?: string;
}

async function call<T>(base: string, path: string, init: { json?: unknown; token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  // What the web server's proxy forwards as the client's address.
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  const res = await fetch(`${base}/api${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const blogTitles = async (base: string) =>
  (await call<{ blogs: { title: string }[] }>(base, '/site/blog')).body.data.blogs.map((blog) => blog.title);

describe.skipIf(!postgres)('two CMS instances behind the web server', () => {
  it('reads through either instance what was written through the other', async () => {
    const created = await call<{ _id: string }>(a!.url, '/blog/create', {
      token,
      json: { title: 'Written through A', short_content: 'Short', content: '<p>Body</p>' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data._id;
    expect((await call<{ title: string }>(b!.url, `/blog/get/${id}`)).body.data.title).toBe('Written through A');

    // The token A signed works on B: the instances share the secrets and the account.
    const updated = await call(b!.url, '/blog/update', {
      token,
      json: { _id: id, title: 'Updated through B', short_content: 'Short', content: '<p>Body</p>' },
    });
    expect(updated.status).toBe(200);
    expect((await call<{ title: string }>(a!.url, `/blog/get/${id}`)).body.data.title).toBe('Updated through B');
  });

  it('empties the public read cache of both instances on a write through either', async () => {
    // Fill both caches.
    const before = await blogTitles(a!.url);
    expect(await blogTitles(b!.url)).toEqual(before);
    expect(await blogTitles(b!.url)).toEqual(before);

    const title = `Shows everywhere ${Date.now()}`;
    const t0 = performance.now();
    expect(
      (await call(a!.url, '/blog/create', { token, json: { title, short_content: 'Short', content: '<p>Body</p>' } }))
        .status,
    ).toBe(200);
    expect((await blogTitles(a!.url))[0]).toBe(title);
    // B hears of the write over Redis (how soon is printed; the bound is only there so a lost message fails).
    await expect.poll(async () => (await blogTitles(b!.url))[0], { timeout: 15_000, interval: 20 }).toBe(title);
    console.log(`[scale-out] a write through A showed on B after ${Math.round(performance.now() - t0)} ms`);

    // Through the web server's proxy, whichever instance answers, every read has it.
    for (let i = 0; i < 6; i += 1) expect((await blogTitles(web!.url))[0]).toBe(title);
  });

  it('publishes a scheduled blog once, whichever instance claims it first', async () => {
    const title = `Scheduled across instances ${Date.now()}`;
    const created = await call<{ _id: string }>(a!.url, '/blog/create', {
      token,
      json: { title, short_content: 'Short', content: '<p>Body</p>', status: 'draft' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data._id;
    const publishAt = new Date(Date.now() + 1500).toISOString();
    expect((await call(b!.url, '/blog/publish', { token, json: { _id: id, publishAt } })).status).toBe(200);
    expect((await call(a!.url, `/blog/get/${id}`)).status).toBe(404);

    // Polled, no duration asserted: each instance's scheduler runs on its own timer.
    await expect.poll(async () => (await call(b!.url, `/blog/get/${id}`)).status, { timeout: 30_000 }).toBe(200);
    expect((await call<{ title: string }>(a!.url, `/blog/get/${id}`)).body.data.title).toBe(title);
    // Two more finished rounds on each instance: at least one of them began after the publish, so every round that
    // could still have claimed the blog is over. Then the publishes are counted.
    const rounds = 'cms_worker_rounds_total{worker="publishing"}';
    for (const instance of [a!, b!]) {
      const seen = await metric(instance.url, rounds);
      await expect.poll(() => metric(instance.url, rounds), { timeout: 30_000 }).toBeGreaterThanOrEqual(seen + 2);
    }
    const activity = await call<{ recordId: string; action: string; user: string }[]>(
      a!.url,
      '/activity?action=publish&type=blog&limit=100',
      { token },
    );
    // Newest first: the scheduler's publish, once, after the admin's scheduling (also a 'publish', with its time).
    expect(activity.body.data.filter((e) => e.recordId === id).map((e) => e.user)).toEqual(['scheduler', ADMIN_EMAIL]);
  });

  it('counts the login limit across both instances, per client address and per account', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX + 2; i += 1) {
      const instance = i % 2 === 0 ? a! : b!;
      statuses.push(
        (await call(instance.url, '/login', { ip, json: { email: `someone${i}@cadmax.test`, password: 'wrong' } }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX).fill(401), 429, 429]);

    // One account from a new address each time (the per-IP limit never triggers), alternating instances.
    const account: number[] = [];
    for (let i = 0; i < ACCOUNT_MAX + 2; i += 1) {
      const instance = i % 2 === 0 ? a! : b!;
      account.push(
        (
          await call(instance.url, '/login', {
            ip: `198.51.100.${20 + i}`,
            json: { email: 'target@cadmax.test', password: 'wrong' },
          })
        ).status,
      );
    }
    expect(account).toEqual([...Array<number>(ACCOUNT_MAX).fill(401), 429, 429]);
  });

  it('counts the public form limit across both instances, and stores nothing past it', async () => {
    const ip = '198.51.100.99';
    const contact = { ...enquiry, message: 'Scale-out' };
    const statuses: number[] = [];
    for (let i = 0; i < FORM_MAX + 2; i += 1)
      statuses.push((await call(i % 2 === 0 ? a!.url : b!.url, '/contact-add', { ip, json: contact })).status);
    expect(statuses).toEqual([...Array<number>(FORM_MAX).fill(200), 429, 429]);
    const rows = (await submissions<{ message: string }>(b!.url, token, 'contact')).filter(
      (c) => c.message === 'Scale-out',
    );
    expect(rows).toHaveLength(FORM_MAX);
  });

  it('shows an edit made in the Strapi panel on the cached page of both web servers', async () => {
    const created = await call<{ _id: string }>(web!.url, '/blog/create', {
      token,
      json: { title: `Before the panel ${Date.now()}`, short_content: 'Short', content: '<p>Body</p>' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data._id;
    // The whole page is read: a copy is stored once the render has ended.
    const page = async (base: string, path = `/blog-details/${id}`) => {
      const res = await fetch(`${base}${path}`);
      return { cache: res.headers.get('x-cache'), html: await res.text() };
    };
    const about = async (base: string) => (await page(base, '/about')).cache;
    // Both web servers hold the article page, and the About page (which shows no blog).
    for (const base of [web!.url, web2!.url]) {
      await page(base);
      expect((await page(base)).cache).toBe('HIT');
      await about(base);
      expect(await about(base)).toBe('HIT');
    }

    const login = await fetch(`${a!.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PANEL_EMAIL, password: product.site.env.CMS_ADMIN_PASSWORD }),
    });
    const panelToken = ((await login.json()) as { data: { token: string } }).data.token;
    const title = `Edited in the panel ${Date.now()}`;
    const t0 = performance.now();
    // The panel's Publish saves the form, then publishes: made on instance B, which neither web server proxied.
    const published = await fetch(`${b!.url}/content-manager/collection-types/api::blog.blog/${id}/actions/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${panelToken}` },
      body: JSON.stringify({ title }),
    });
    expect(published.status, await published.text()).toBe(200);
    // How soon is printed; the bound is only there so a lost announcement fails (the copies live ten minutes).
    await Promise.all(
      [web!.url, web2!.url].map(async (base, i) => {
        await expect.poll(async () => (await page(base)).html, { timeout: 5_000, interval: 20 }).toContain(title);
        console.log(
          `[scale-out] a panel edit showed on web server ${i + 1} after ${Math.round(performance.now() - t0)} ms`,
        );
      }),
    );
    // Exactly the pages that show it went: the About page is still the copy made before.
    for (const base of [web!.url, web2!.url]) expect(await about(base)).toBe('HIT');
  });

  it('keeps serving through the proxy when one instance is down', async () => {
    await b!.stop();
    for (let i = 0; i < 4; i += 1) expect((await call(web!.url, '/blog/get')).status).toBe(200);
  });
});
