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
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cadmax/contract';
import {
  adminToken,
  deployment,
  freePort,
  startBehindWeb,
  tearDown,
  type Deployment,
  type Service,
} from '../support/processes';
import { metricValue } from '../support/metrics';

const postgres = process.env.DATABASE_CLIENT === 'postgres';
/** cms/src/lib/redis.ts's REDIS_COMMAND_TIMEOUT_MS (the built CMS is a separate process: the figure is restated here). */
const REDIS_COMMAND_TIMEOUT_MS = 250;

const enquiry = (i: number) => ({
  name: 'Degraded Visitor',
  email: `visitor${i}@example.in`,
  phone_number: '9876543210',
  services: 'Office',
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
  let site: Deployment;
  let cms: Service | undefined;
  let web: Service | undefined;
  let redis: ChildProcess | undefined;
  let redisPort: number;
  let sent = 0;

  const redisCli = (...args: string[]) =>
    new Promise<string>((resolve) => {
      const cli = spawn('redis-cli', ['-p', String(redisPort), ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      cli.stdout.on('data', (c: Buffer) => (out += c.toString()));
      cli.on('exit', () => resolve(out));
    });

  async function startRedis(): Promise<void> {
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i += 1) {
      if ((await redisCli('ping')).includes('PONG')) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not start');
  }

  async function stopRedis(): Promise<void> {
    if (!redis || redis.exitCode !== null || redis.signalCode !== null) return;
    const exited = new Promise((r) => redis!.once('exit', r));
    redis.kill('SIGKILL');
    await exited;
  }

  const burst = async (n: number) => {
    const posts = [];
    for (let i = 0; i < n; i += 1) posts.push(await post(web!.url, 'contact-add', enquiry((sent += 1))));
    return posts;
  };

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    site = await deployment({
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_PREFIX: `ops-degraded-${redisPort}:`,
    });
    const started = await startBehindWeb(site.env, [site.env]);
    [cms] = started.instances;
    web = started.web;
  });

  afterAll(async () => {
    if (redis?.pid && redis.exitCode === null) process.kill(redis.pid, 'SIGCONT');
    await tearDown(site, web, cms);
    await stopRedis();
  });

  it('stopped: readiness stays 200 and says degraded, form posts succeed; back: degraded no more', async () => {
    expect((await readyUntil(cms!.url, (r) => r.body.checks.redis === 'ok')).body.degraded).toEqual([]);
    const before = await burst(5);
    summary('Redis up', before);

    await stopRedis();
    const down = await readyUntil(cms!.url, (r) => r.body.degraded.includes('redis'));
    expect(down.status).toBe(200);
    expect(down.body.status).toBe('ready');
    expect((await ready(web!.url)).status).toBe(200);
    expect(await metricValue(cms!.url, 'cms_dependency_up{dependency="redis"}')).toBe(0);
    const posts = await burst(10);
    summary('Redis stopped', posts);
    expect(posts.map((p) => p.status)).toEqual(Array(10).fill(200));

    await startRedis();
    const back = await readyUntil(cms!.url, (r) => r.body.checks.redis === 'ok');
    expect(back.body.degraded).toEqual([]);
    expect(await metricValue(cms!.url, 'cms_dependency_up{dependency="redis"}')).toBe(1);
  });

  it('a text field over the cap followed by a file, through the web server: 6 of 6 answered 413', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await oversizedField(web!.url, i * 4096));
    console.log(
      `oversized field + file through the web server: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(413));
  });

  it(`hung: a form post waits at most the ${REDIS_COMMAND_TIMEOUT_MS} ms command timeout more`, async () => {
    await readyUntil(cms!.url, (r) => r.body.checks.redis === 'ok');
    const baseline = await burst(5);
    summary('Redis answering', baseline);

    process.kill(redis!.pid!, 'SIGSTOP');
    try {
      const posts = await burst(10);
      summary('Redis hung (SIGSTOP)', posts);
      const hung = await ready(cms!.url);
      console.log(`readiness while hung: ${hung.status} ${JSON.stringify(hung.body)}`);
      expect(posts.map((p) => p.status)).toEqual(Array(10).fill(200));
      expect(hung.status).toBe(200);
      expect(hung.body.degraded).toContain('redis');
      // Generous: the timeout, plus the slowest post with Redis answering, plus a second for a shared 2-core machine.
      const bound = REDIS_COMMAND_TIMEOUT_MS + Math.max(...baseline.map((p) => p.ms)) + 1_000;
      for (const p of posts) expect(p.ms).toBeLessThan(bound);
    } finally {
      process.kill(redis!.pid!, 'SIGCONT');
    }
    expect((await readyUntil(cms!.url, (r) => r.body.checks.redis === 'ok')).body.degraded).toEqual([]);
    summary('Redis resumed', await burst(5));
  });
});

/** A text field over the 1 MB cap, then a 1 MB file, sent by hand in that order; the answer's status and time. */
function oversizedField(base: string, extra: number): Promise<{ status: number; ms: number }> {
  const boundary = `----bounds${Date.now()}${extra}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`),
    Buffer.alloc(1024 * 1024 + 1 + extra, 'a'),
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.alloc(1024 * 1024, 'b'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL(`${base}/api/job-add`);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
        // The client's own patience: an answer that never comes fails here.
        signal: AbortSignal.timeout(10_000),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Math.round(performance.now() - start) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.skipIf(postgres)('the object store stopped', () => {
  const BUCKET = 'cadmax-degraded';
  let s3dir: string;
  let s3port: number;
  let s3server: S3rver | undefined;
  let site: Deployment;
  let cms: Service | undefined;
  let web: Service | undefined;
  let token: string;

  const pdf = () =>
    Buffer.from(`%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
  const application = (i: number) => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Store Down',
      email: `applicant${i}@example.in`,
      phone_number: '9123456780',
      position: 'Urban Planner',
      city: 'Jaipur',
    }))
      body.append(k, v);
    body.append('resume', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'cv.pdf');
    return body;
  };
  const applications = async () => {
    const res = await fetch(`${cms!.url}/api/job-get`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { contactget: unknown[] }).contactget.length;
  };
  const startS3 = async () => {
    s3server = new S3rver({ address: '127.0.0.1', port: s3port, silent: true, directory: s3dir });
    await s3server.run();
  };

  beforeAll(async () => {
    s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-s3-degraded-'));
    s3port = await freePort();
    await startS3();
    const endpoint = `http://127.0.0.1:${s3port}`;
    const s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    s3.destroy();
    site = await deployment({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
    });
    const started = await startBehindWeb(site.env, [site.env]);
    [cms] = started.instances;
    web = started.web;
    token = await adminToken(cms.url);
  });

  afterAll(async () => {
    await tearDown(site, web, cms);
    await s3server?.close();
    if (s3dir) fs.rmSync(s3dir, { recursive: true, force: true });
  });

  it('a job application answers 503 with the message, nothing is stored, readiness reports it; back: stored again', async () => {
    // An application names a current opening.
    const opening = await fetch(`${cms!.url}/api/jobadd`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Urban Planner', location: 'Jaipur', about: 'Plans.' }),
    });
    expect(opening.status, await opening.text()).toBe(200);
    const up = await post(web!.url, 'job-add', application(0));
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect((await ready(cms!.url)).body.degraded).toEqual([]);
    const stored = await applications();

    await s3server!.close();
    s3server = undefined;
    const posts = [];
    for (let i = 1; i <= 3; i += 1) posts.push(await post(web!.url, 'job-add', application(i)));
    summary('object store stopped, job applications', posts);
    for (const p of posts)
      expect(p).toMatchObject({ status: 503, body: { status: false, message: messages.uploadsUnavailable } });
    expect(await applications()).toBe(stored);
    const health = await ready(cms!.url);
    console.log(`readiness while the store is down: ${health.status} ${JSON.stringify(health.body)}`);
    expect(health.status).toBe(200);
    expect(health.body.degraded).toEqual(['objectStore']);
    expect((await ready(web!.url)).status).toBe(200);
    const errors = await metricValue(cms!.url, 'cms_object_store_errors_total{operation="put"}');
    console.log(`cms_object_store_errors_total{operation="put"} ${errors}`);
    expect(errors).toBe(3);
    // Everything else is served.
    expect((await post(web!.url, 'contact-add', enquiry(1))).status).toBe(200);

    await startS3();
    await readyUntil(cms!.url, (r) => r.body.degraded.length === 0);
    expect((await post(web!.url, 'job-add', application(9))).status).toBe(200);
    expect(await applications()).toBe(stored + 1);
  });
});
