/**
 * With REDIS_URL set, the rate-limit counters and the public-cache clears are shared through Redis
 * (the real server on 127.0.0.1:6379), so they hold across CMS instances. Here one process boots the
 * CMS twice in turn on one Redis prefix; ops/tests/scale-out.test.ts runs two instances side by side.
 * If Redis is unreachable, the limits fall back to memory and nothing answers 500.
 */
import crypto from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { BlogPage } from '../src/lib/wire-types';
import { follow } from './support/change-stream';
import { bootCms, type TestCms } from './support/cms';
import { enquiry as contact } from './support/visitors';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `cadmax-test-${crypto.randomBytes(6).toString('hex')}:`;
const redis = new Redis(REDIS_URL);
const shared = { REDIS_URL, REDIS_PREFIX: prefix, LOGIN_RATE_MAX: '3', PUBLIC_FORM_RATE_MAX: '2' };

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

async function withCms<T>(env: Record<string, string>, fn: (cms: TestCms) => Promise<T>): Promise<T> {
  const cms = await bootCms(env);
  try {
    return await fn(cms);
  } finally {
    await cms.stop();
  }
}

describe('rate limits in Redis', () => {
  it('keeps counting across instances: a new instance refuses what the old one counted', async () => {
    await withCms(shared, async (cms) => {
      for (let i = 0; i < 3; i += 1)
        expect((await cms.request('/login', { json: { email: `a${i}@cadmax.test`, password: 'x' } })).status).toBe(401);
      expect((await cms.request('/contact-add', { json: contact })).status).toBe(200);
      expect((await cms.request('/contact-add', { json: contact })).status).toBe(200);
    });
    // The counters are in Redis, under the prefix, with an expiry.
    const keys = await redis.keys(`${prefix}rl:*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);

    await withCms(shared, async (cms) => {
      const login = await cms.request('/login', { json: { email: 'fresh@cadmax.test', password: 'x' } });
      expect(login.status).toBe(429);
      expect(Number(login.headers.get('retry-after'))).toBeGreaterThan(0);
      const before = await cms.count('api::contact-enquiry.contact-enquiry');
      expect((await cms.request('/contact-add', { json: contact })).status).toBe(429);
      expect(await cms.count('api::contact-enquiry.contact-enquiry')).toBe(before);
      // Each form keeps its own count.
      expect(
        (await cms.request('/subscribe/subscribe-add', { json: { email: 'new@example.in', consent: true } })).status,
      ).toBe(200);
    });
    // Two boots of the CMS in one test.
  }, 240_000);

  it('falls back to counting in memory when Redis is unreachable, and never answers 500', async () => {
    await withCms({ ...shared, REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: `${prefix}down:` }, async (cms) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await cms.request('/login', { json: { email: `d${i}@cadmax.test`, password: 'x' } })).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  }, 120_000);
});

describe('public cache clears through Redis', () => {
  it('clears when another instance publishes a write, and tells its own change stream', async () => {
    await withCms({ ...shared, REDIS_PREFIX: `${prefix}cache:` }, async (cms) => {
      const token = await cms.login();
      const created = await cms.request<{ data: { _id: string } }>('/blog/create', {
        token,
        json: { title: 'Shared before', short_content: 'Short', content: '<p>Body</p>' },
      });
      const firstTitle = async () => (await cms.request<{ data: BlogPage }>('/site/blog')).body.data.blogs[0]?.title;
      expect(await firstTitle()).toBe('Shared before');

      // Another instance's write: the row changes here without a lifecycle event, and its clear arrives over Redis.
      const { tableName } = cms.strapi.db.metadata.get('api::blog.blog');
      await cms.strapi.db
        .connection(tableName)
        .where({ document_id: created.body.data._id })
        .update({ title: 'Shared after' });
      expect(await firstTitle()).toBe('Shared before');
      const stream = await follow(cms.url);
      try {
        await redis.publish(`${prefix}cache:public-cache:clear`, 'another-instance blog');
        await expect.poll(firstTitle, { timeout: 5_000 }).toBe('Shared after');
        // The web servers that follow this instance hear of the other instance's write from it.
        await expect.poll(() => stream.events).toEqual(['blog']);
      } finally {
        stream.close();
      }
    });
  }, 120_000);
});
