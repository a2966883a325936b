/**
 * A dependency the site can serve without degrades it, never stops it. On the built CMS
 * behind the web server, as processes:
 * - Redis stopped: readiness stays 200 (body: degraded), form posts succeed; Redis back: degraded no more;
 * - Redis hung (SIGSTOP of this test's own redis-server): a form post waits at most REDIS_COMMAND_TIMEOUT_MS more;
 * - the object store (s3rver) stopped: a job application answers 503 with the message and nothing is stored,
 *   readiness stays 200 and reports it, its errors are counted; the store back: applications are stored again.
 * Each prints its figures.
 *
 * SQLite only: what is measured is the CMS's handling of Redis and of the object store, which no database query
 * takes part in; the PostgreSQL run would repeat the same figures (health.test.ts and object-storage.test.ts cover
 * both dependencies on PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELDS_MAX_BYTES, messages } from '@cadmax/contract';
import { addOpening, submissions } from '../support/cms-api';
import { adminToken, freePort, startProduct, type Product } from '../support/processes';
import { form, uniquePdf } from '../../cms/tests/support/fixtures';
import { fieldThenFile } from '../../cms/tests/support/oversized';
import { application as visitorApplication, enquiry as visitorEnquiry } from '../../cms/tests/support/visitors';
import { metricValue } from '../support/metrics';
import { redisServer, type RedisServer } from '../support/redis-server';
import { bucketSettings, createBucket, startS3Server, type S3Server } from '../support/s3-server';

const postgres = process.env.DATABASE_CLIENT === 'postgres';
/** cms/src/lib/redis.ts's REDIS_COMMAND_TIMEOUT_MS (the built CMS is a separate process: the figure is restated here). */
const REDIS_COMMAND_TIMEOUT_MS = 250;

const enquiry = (i: number) => ({
  ...visitorEnquiry,
  email: `visitor${i}@example.in`,
  message: `Enquiry ${i} while a dependency is away.`,
});

interface Ready {
  status: number;
  body: { status: string; degraded: string[]; checks: Record<string, string> };
}
const ready = async (base: string): Promise<Ready> => {
  const res = await fetch(`${base}/_health/ready`);
  return { status: res.status, body: (await res.json()) as Ready['body'] };
};

/** Polls readiness until `done` holds (a dependency's loss or return is noticed within a few seconds). */
async function readyUntil(base: string, done: (r: Ready) => boolean): Promise<Ready> {
  const start = Date.now();
  for (;;) {
    const answer = await ready(base);
    if (done(answer)) return answer;
    if (Date.now() - start > 20_000) throw new Error(`${base} readiness still ${JSON.stringify(answer)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One post through the web server; its status and time. A post that hangs fails at the client's own 10 s. */
async function post(web: string, route: string, body: FormData | object) {
  const start = performance.now();
  const res = await fetch(`${web}/api/${route}`, {
    method: 'POST',
    headers: body instanceof FormData ? {} : { 'content-type': 'application/json' },
    body: body instanceof FormData ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json()) as { status: boolean; message?: string };
  return { status: res.status, body: json, ms: Math.round(performance.now() - start) };
}

const summary = (label: string, posts: { status: number; ms: number }[]) => {
  const ms = posts.map((p) => p.ms).sort((a, b) => a - b);
  console.log(
    `${label}: ${posts.length} posts, statuses ${[...new Set(posts.map((p) => p.status))].join('/')}, ` +
      `median ${ms[Math.floor(ms.length / 2)]} ms, max ${ms.at(-1)} ms`,
  );
};

describe.skipIf(postgres)('Redis stopped and hung', () => {
  let product: Product;
  let redis: RedisServer;
  let sent = 0;

  const burst = async (n: number) => {
    const posts = [];
    for (let i = 0; i < n; i += 1) posts.push(await post(product.web.url, 'contact-add', enquiry((sent += 1))));
    return posts;
  };

  beforeAll(async () => {
    const port = await freePort();
    redis = redisServer(port);
    await redis.start();
    product = await startProduct({ env: { REDIS_URL: redis.url, REDIS_PREFIX: `ops-degraded-${port}:` } });
  });

  afterAll(async () => {
    // A hung Redis would hold up the CMS's stop.
    redis?.resume();
    await product?.stop();
    await redis?.stop();
  });

  it('stopped: readiness stays 200 and says degraded, form posts succeed; back: degraded no more', async () => {
    expect((await readyUntil(product.cms.url, (r) => r.body.checks.redis === 'ok')).body.degraded).toEqual([]);
    const before = await burst(5);
    summary('Redis up', before);

    await redis.stop();
    const down = await readyUntil(product.cms.url, (r) => r.body.degraded.includes('redis'));
    expect(down.status).toBe(200);
    expect(down.body.status).toBe('ready');
    expect((await ready(product.web.url)).status).toBe(200);
    expect(await metricValue(product.cms.url, 'cms_dependency_up{dependency="redis"}')).toBe(0);
    const posts = await burst(10);
    summary('Redis stopped', posts);
    expect(posts.map((p) => p.status)).toEqual(Array(10).fill(200));

    await redis.start();
    const back = await readyUntil(product.cms.url, (r) => r.body.checks.redis === 'ok');
    expect(back.body.degraded).toEqual([]);
    expect(await metricValue(product.cms.url, 'cms_dependency_up{dependency="redis"}')).toBe(1);
  });

  it('a text field over the cap followed by a file, through the web server: 6 of 6 answered 413', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await fieldThenFile(`${product.web.url}/api/job-add`, FIELDS_MAX_BYTES + 1 + i * 4096));
    console.log(
      `oversized field + file through the web server: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(413));
  });

  it(`hung: a form post waits at most the ${REDIS_COMMAND_TIMEOUT_MS} ms command timeout more`, async () => {
    await readyUntil(product.cms.url, (r) => r.body.checks.redis === 'ok');
    const baseline = await burst(5);
    summary('Redis answering', baseline);

    redis.hang();
    try {
      const posts = await burst(10);
      summary('Redis hung (SIGSTOP)', posts);
      const hung = await ready(product.cms.url);
      console.log(`readiness while hung: ${hung.status} ${JSON.stringify(hung.body)}`);
      expect(posts.map((p) => p.status)).toEqual(Array(10).fill(200));
      expect(hung.status).toBe(200);
      expect(hung.body.degraded).toContain('redis');
      // Generous: the timeout, plus the slowest post with Redis answering, plus a second for a shared 2-core machine.
      const bound = REDIS_COMMAND_TIMEOUT_MS + Math.max(...baseline.map((p) => p.ms)) + 1_000;
      for (const p of posts) expect(p.ms).toBeLessThan(bound);
    } finally {
      redis.resume();
    }
    expect((await readyUntil(product.cms.url, (r) => r.body.checks.redis === 'ok')).body.degraded).toEqual([]);
    summary('Redis resumed', await burst(5));
  });
});

describe.skipIf(postgres)('the object store stopped', () => {
  const BUCKET = 'cadmax-degraded';
  let s3dir: string;
  let s3port: number;
  let s3server: S3Server | undefined;
  let product: Product;
  let token: string;

  const application = (i: number) =>
    form({ ...visitorApplication, name: 'Store Down', email: `applicant${i}@example.in` }, [
      ['resume', 'cv.pdf', uniquePdf(), 'application/pdf'],
    ]);
  const applications = async () => (await submissions(product.cms.url, token, 'job')).length;
  const startS3 = async () => {
    s3server = await startS3Server(s3port, s3dir);
  };

  beforeAll(async () => {
    s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-s3-degraded-'));
    s3port = await freePort();
    await startS3();
    await createBucket(s3server!.endpoint, BUCKET);
    product = await startProduct({ env: bucketSettings(s3server!.endpoint, BUCKET) });
    token = await adminToken(product.cms.url);
  });

  afterAll(async () => {
    await product?.stop();
    await s3server?.stop();
    if (s3dir) fs.rmSync(s3dir, { recursive: true, force: true });
  });

  it('a job application answers 503 with the message, nothing is stored, readiness reports it; back: stored again', async () => {
    // An application names a current opening.
    const { cms, web } = product;
    await addOpening(cms.url, token, 'Urban Planner');
    const up = await post(web.url, 'job-add', application(0));
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect((await ready(cms.url)).body.degraded).toEqual([]);
    const stored = await applications();

    await s3server!.stop();
    s3server = undefined;
    const posts = [];
    for (let i = 1; i <= 3; i += 1) posts.push(await post(web.url, 'job-add', application(i)));
    summary('object store stopped, job applications', posts);
    for (const p of posts)
      expect(p).toMatchObject({ status: 503, body: { status: false, message: messages.uploadsUnavailable } });
    expect(await applications()).toBe(stored);
    const health = await ready(cms.url);
    console.log(`readiness while the store is down: ${health.status} ${JSON.stringify(health.body)}`);
    expect(health.status).toBe(200);
    expect(health.body.degraded).toEqual(['objectStore']);
    expect((await ready(web.url)).status).toBe(200);
    const errors = await metricValue(cms.url, 'cms_object_store_errors_total{operation="put"}');
    console.log(`cms_object_store_errors_total{operation="put"} ${errors}`);
    expect(errors).toBe(3);
    // Everything else is served.
    expect((await post(web.url, 'contact-add', enquiry(1))).status).toBe(200);

    await startS3();
    await readyUntil(cms.url, (r) => r.body.degraded.length === 0);
    expect((await post(web.url, 'job-add', application(9))).status).toBe(200);
    expect(await applications()).toBe(stored + 1);
  });
});
