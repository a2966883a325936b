/** The public reads answer from memory, and every CMS write empties that memory: an admin save shows at once. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BlogArticle, BlogPage } from '../src/lib/wire-types';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';

let cms: TestCms;
let token: string;
type Data<T> = { status: boolean; data: T };

const firstTitle = async () => (await cms.request<Data<BlogPage>>('/site/blog')).body.data.blogs[0]?.title;

/** Changes the row behind Strapi's back (no lifecycle event): only a cached answer still shows the old title. */
async function renameInDatabase(documentId: string, title: string) {
  const { tableName } = cms.strapi.db.metadata.get('api::blog.blog');
  await cms.strapi.db.connection(tableName).where({ document_id: documentId }).update({ title });
}

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn());
});
afterAll(() => cms?.stop());

it('serves a public page from memory until the next write, and an admin save shows at once', async () => {
  const created = await cms.request<Data<{ _id: string }>>('/blog/create', {
    token,
    json: { title: 'Before', short_content: 'Short', content: '<p>Body</p>' },
  });
  expect(created.status).toBe(200);
  const id = created.body.data._id;
  expect(await firstTitle()).toBe('Before');

  await renameInDatabase(id, 'Behind the cache');
  expect(await firstTitle()).toBe('Before');

  const saved = await cms.request('/blog/update', {
    token,
    json: { _id: id, title: 'After', short_content: 'Short', content: '<p>Body</p>' },
  });
  expect(saved.status).toBe(200);
  expect(await firstTitle()).toBe('After');
  expect((await cms.request<Data<BlogArticle>>(`/site/blogs/${id}`)).body.data.title).toBe('After');
});

it('keys the cache by path and query, and a delete or a write outside the adapter also empties it', async () => {
  await cms.request('/blog/create', {
    token,
    json: { title: 'Second', short_content: 'Short', content: '<p>Body</p>' },
  });
  const list = await cms.request<{ data: { _id: string; title: string }[] }>('/blog/get?limit=1');
  expect(list.body.data.map((b) => b.title)).toEqual(['Second']);
  expect((await cms.request<{ data: unknown[] }>('/blog/get?limit=2')).body.data).toHaveLength(2);

  const second = list.body.data[0]._id;
  await cms.strapi
    .documents('api::blog.blog')
    .update({ documentId: second, data: { title: 'Renamed in Strapi' } as never, status: 'published' });
  expect((await cms.request<{ data: { title: string }[] }>('/blog/get?limit=1')).body.data[0].title).toBe(
    'Renamed in Strapi',
  );

  expect((await cms.request('/blog/delete', { token, json: { _id: second } })).status).toBe(200);
  expect(await firstTitle()).toBe('After');
});

it('keeps the cache through what visitors send (enquiries, applications, subscriptions): none of it is public', async () => {
  const id = (await cms.request<{ data: { _id: string }[] }>('/blog/get?limit=1')).body.data[0]._id;
  expect(await firstTitle()).toBe('After');
  await renameInDatabase(id, 'Still behind the cache');
  const contact = {
    name: 'Rohan',
    email: 'rohan@example.in',
    phone_number: '9876543210',
    services: 'home',
    message: 'Hi',
  };
  expect((await cms.request('/contact-add', { json: contact })).status).toBe(200);
  expect(
    (await cms.request('/subscribe/subscribe-add', { json: { email: 'cache@example.in', consent: true } })).status,
  ).toBe(200);
  expect(await firstTitle()).toBe('After');
  // An admin write still empties it.
  expect(
    (
      await cms.request('/blog/update', {
        token,
        json: { _id: id, title: 'Saved', short_content: 'Short', content: '<p>Body</p>' },
      })
    ).status,
  ).toBe(200);
  expect(await firstTitle()).toBe('Saved');
});

it('answers a cached read before the middleware stack, with the same body and headers as the first answer', async () => {
  const path = '/site/home?front-door=1';
  const first = await cms.request(path);
  const replay = await cms.request(path);
  expect(first.status).toBe(200);
  expect(replay.status).toBe(200);
  expect(replay.text).toBe(first.text);
  expect(first.headers.get('x-cache')).toBe('MISS');
  expect(replay.headers.get('x-cache')).toBe('HIT');
  // helmet's headers and CORS's Vary come from middlewares the replay skips: they must still be there.
  for (const name of [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'strict-transport-security',
    'vary',
    'content-type',
  ]) {
    expect(replay.headers.get(name), name).toBe(first.headers.get(name));
  }
  expect(replay.headers.get('x-content-type-options')).toBe('nosniff');
  expect(replay.headers.get('set-cookie')).toBeNull();

  // Answered before Koa, a hit still has an id of its own, keeps a trusted proxy's (this test's peer is loopback,
  // trusted by default), and is counted under the route that first answered it.
  const hitsOf = async () => {
    const text = await (await fetch(`${cms.url}/_metrics`)).text();
    const line = text
      .split('\n')
      .find((l) => l.startsWith('cms_http_requests_total{method="GET",route="/api/site/home",status="200"}'));
    return Number(line?.split(' ').pop() ?? 0);
  };
  const counted = await hitsOf();
  const named = await cms.request(path, { headers: { 'x-request-id': 'web-abc.123' } });
  const fresh = await cms.request(path);
  expect(named.headers.get('x-cache')).toBe('HIT');
  expect(named.headers.get('x-request-id')).toBe('web-abc.123');
  expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(replay.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));
  expect(await hitsOf()).toBe(counted + 2);

  // A cross-origin read goes the whole way, so CORS decides: a foreign origin gets no allow header.
  const foreign = await cms.request(path, { headers: { origin: 'https://evil.example' } });
  expect(foreign.status).toBe(200);
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  expect(foreign.headers.get('x-cache')).toBeNull();
});
