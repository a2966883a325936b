/**
 * The form rate limit with a slow Redis (the real server on 127.0.0.1:6379, behind a TCP proxy in this file that
 * holds back Redis's replies past REDIS_COMMAND_TIMEOUT_MS, as a CPU-saturated host did): a flood from one address
 * gets at most the allowance, however the answers split between Redis and this instance's memory; and an instance
 * that Redis does not answer takes only its share of the allowance (the instances are those marked in Redis: the
 * others' marks are written here as their instances would write them, one Strapi per test process).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANCE_MARK_MS } from '../src/lib/rate-limit';
import { REDIS_COMMAND_TIMEOUT_MS } from '../src/lib/redis';
import { bootCms, type TestCms } from './support/cms';
import { enquiry } from './support/visitors';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `cadmax-test-${crypto.randomBytes(6).toString('hex')}:`;
const FORM_MAX = 6;
const ENQUIRIES = 'api::contact-enquiry.contact-enquiry';

/**
 * A TCP proxy to Redis whose replies can be held back: commands pass at once (Redis runs them), each reply is
 * written `delayMs` after it arrived, in order, so a late reply still answers the command it belongs to.
 */
function slowProxy() {
  const sockets = new Set<net.Socket>();
  const proxy = { delayMs: 0, port: 0, close: () => {} };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(REDIS.port || 6379), REDIS.hostname);
    sockets.add(client).add(upstream);
    let tail = Promise.resolve();
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      const due = Date.now() + proxy.delayMs;
      tail = tail
        .then(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()))))
        .then(() => {
          if (!client.destroyed) client.write(chunk);
        });
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  proxy.close = () => {
    for (const socket of sockets) socket.destroy();
    server.close();
  };
  return new Promise<typeof proxy>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      proxy.port = (server.address() as net.AddressInfo).port;
      resolve(proxy);
    }),
  );
}

let proxy: Awaited<ReturnType<typeof slowProxy>>;
let cms: TestCms;
const redis = new Redis(REDIS.href);

beforeAll(async () => {
  proxy = await slowProxy();
  cms = await bootCms({
    REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    REDIS_PREFIX: prefix,
    PUBLIC_FORM_RATE_MAX: String(FORM_MAX),
  });
}, 180_000);
afterAll(async () => {
  await cms?.stop();
  proxy?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** One enquiry from `from`; its email names the run, so the stored ones can be counted. */
const post = (from: string, tag: string, i: number) =>
  cms.request('/contact-add', {
    json: { ...enquiry, email: `${tag}@example.in`, message: `Enquiry ${i} of ${tag}.` },
    headers: { 'x-forwarded-for': from },
  });
const storedFor = (tag: string) => cms.strapi.db.query(ENQUIRIES).count({ where: { email: `${tag}@example.in` } });

/** `count` posts at once from `from`: the statuses. */
async function flood(from: string, tag: string, count: number, first = 0): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => post(from, tag, first + i)));
  return answers.map((a) => a.status);
}

/** Whether this instance has its Redis connection (readiness: not degraded by Redis). */
async function redisReady(): Promise<boolean> {
  const body = (await (await fetch(`${cms.url}/_health/ready`)).json()) as { degraded?: string[] };
  return !(body.degraded ?? []).includes('redis');
}

/** This instance's decisions made without Redis (cms_redis_fallbacks_total{use="rate_limit"}). */
async function fallbacks(): Promise<number> {
  const text = await (await fetch(`${cms.url}/_metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('cms_redis_fallbacks_total{use="rate_limit"} '));
  return Number(line?.split(' ')[1] ?? NaN);
}

const tally = (statuses: number[]) => ({
  sent: statuses.length,
  accepted: statuses.filter((s) => s === 200).length,
  refused: statuses.filter((s) => s === 429).length,
});

describe('the form rate limit with Redis slowed past its timeout', () => {
  it(`one instance: Redis counts the first posts, then stops answering in time; at most ${FORM_MAX} in all`, async () => {
    proxy.delayMs = 0;
    await expect.poll(redisReady, { timeout: 10_000 }).toBe(true);
    const fast = [];
    for (let i = 0; i < 3; i += 1) fast.push((await post('203.0.113.20', 'one-instance', i)).status);
    expect(fast).toEqual([200, 200, 200]);
    // Counted in Redis, for every instance.
    const [counter] = await redis.keys(`${prefix}rl:form:*:203.0.113.20`);
    expect(Number(await redis.get(counter!))).toBe(3);
    const fallbacksBefore = await fallbacks();
    proxy.delayMs = REDIS_COMMAND_TIMEOUT_MS * 3;
    const start = Date.now();
    const slow = await flood('203.0.113.20', 'one-instance', 30, 3);
    const ms = Date.now() - start;
    proxy.delayMs = 0;
    const all = tally([...fast, ...slow]);
    console.log(
      `one instance, Redis replies held ${REDIS_COMMAND_TIMEOUT_MS * 3} ms after 3 counted there: sent ${all.sent}, ` +
        `accepted ${all.accepted}, refused ${all.refused} (the slow flood in ${ms} ms); allowance ${FORM_MAX}`,
    );
    // Redis did not answer these in time: this instance decided them.
    expect(await fallbacks()).toBeGreaterThan(fallbacksBefore);
    expect(all.sent).toBe(all.accepted + all.refused);
    expect(all.accepted).toBeLessThanOrEqual(FORM_MAX);
    expect(all.accepted).toBe(FORM_MAX);
    expect(await storedFor('one-instance')).toBe(all.accepted);
    // Redis answering again: still refused (it counted the late ones too).
    expect((await post('203.0.113.20', 'one-instance', 99)).status).toBe(429);
  }, 60_000);

  it('with 3 instances marked in Redis, an instance Redis does not answer takes a third of the allowance', async () => {
    proxy.delayMs = 0;
    // Two other instances, marked as theirs would mark themselves; this one counts them at its next marks.
    const markOthers = () => {
      const now = Date.now();
      return redis.zadd(`${prefix}rl:instances`, now, 'other-instance-a', now, 'other-instance-b');
    };
    await markOthers();
    await new Promise((resolve) => setTimeout(resolve, 2 * INSTANCE_MARK_MS + 1_000));
    await markOthers();
    expect(await redis.zcard(`${prefix}rl:instances`)).toBe(3);

    // Redis answering: the whole allowance, counted in Redis for all instances.
    const answered = tally(await flood('203.0.113.21', 'three-answered', 10));
    proxy.delayMs = REDIS_COMMAND_TIMEOUT_MS * 3;
    const cutOff = tally(await flood('203.0.113.22', 'three-slow', 10));
    proxy.delayMs = 0;
    const share = Math.floor(FORM_MAX / 3);
    console.log(
      `3 instances, Redis answering: sent ${answered.sent}, accepted ${answered.accepted}, refused ${answered.refused}; ` +
        `Redis too slow: sent ${cutOff.sent}, accepted ${cutOff.accepted}, refused ${cutOff.refused} ` +
        `(this instance's share ${share}: 3 instances × ${share} = ${3 * share} ≤ ${FORM_MAX})`,
    );
    expect(answered).toEqual({ sent: 10, accepted: FORM_MAX, refused: 10 - FORM_MAX });
    expect(cutOff).toEqual({ sent: 10, accepted: share, refused: 10 - share });
    expect(await storedFor('three-slow')).toBe(share);
  }, 60_000);
});
