/**
 * Liveness, readiness and a graceful stop (docs/deployment.md): the CMS and the web server answer /_health/live
 * whatever their dependencies do, and /_health/ready only while the database and Redis (the CMS) or a ready CMS
 * (the web server) answer. SIGTERM to the web server during a burst of enquiries: it stops by itself, and every
 * enquiry it acknowledged is stored. Runs on SQLite (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminToken,
  deployment,
  freePort,
  startCms,
  startWeb,
  type Deployment,
  type Service,
} from '../support/processes';

let site: Deployment;
let cms: Service | undefined;
let web: Service | undefined;
let redis: ChildProcess | undefined;
let redisPort: number;

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = spawn('redis-cli', ['-p', String(redisPort), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      probe.stdout.on('data', (c: Buffer) => (out += c.toString()));
      probe.on('exit', () => resolve(out.includes('PONG')));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((r) => redis!.once('exit', r));
  redis.kill('SIGKILL');
  await exited;
}

const health = async (base: string, which: 'live' | 'ready') => {
  const res = await fetch(`${base}/_health/${which}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Polls until the check answers `status` (a dependency's loss or return is noticed within a few seconds). */
async function until(base: string, which: 'live' | 'ready', status: number) {
  const start = Date.now();
  for (;;) {
    const answer = await health(base, which);
    if (answer.status === status) return answer;
    if (Date.now() - start > 20_000)
      throw new Error(`${base}/_health/${which} still ${answer.status}: ${JSON.stringify(answer.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  site = await deployment({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  cms = await startCms(site.env, await freePort());
  web = await startWeb(site.env, await freePort(), [cms.url]);
});

afterAll(async () => {
  await web?.stop();
  await cms?.stop();
  await stopRedis();
  await site?.remove();
});

it('is ready while the database and Redis answer, not ready (but live) while Redis is down, and ready again after', async () => {
  const ready = await until(cms!.url, 'ready', 200);
  expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  expect((await until(web!.url, 'ready', 200)).body).toMatchObject({ status: 'ready', cmsReady: 1, cmsTotal: 1 });

  await stopRedis();
  const down = await until(cms!.url, 'ready', 503);
  expect(down.body).toMatchObject({ status: 'not ready', checks: { database: 'ok' } });
  expect((down.body.checks as Record<string, string>).redis).not.toBe('ok');
  expect((await health(cms!.url, 'live')).status).toBe(200);
  expect((await until(web!.url, 'ready', 503)).body).toMatchObject({ status: 'not ready', cmsReady: 0 });
  expect((await health(web!.url, 'live')).status).toBe(200);

  await startRedis();
  await until(cms!.url, 'ready', 200);
  await until(web!.url, 'ready', 200);
});

it('stops the web server gracefully on SIGTERM mid-burst: every acknowledged enquiry is stored', async () => {
  const token = await adminToken(cms!.url);
  const tag = `Graceful ${Date.now()}`;
  const acked: string[] = [];
  let n = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      n += 1;
      const name = `${tag} ${n}`;
      try {
        const res = await fetch(`${web!.url}/api/contact-add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name,
            email: 'graceful@example.in',
            phone_number: '9876543210',
            services: 'Office',
            message: 'Burst',
          }),
        });
        if (res.ok) acked.push(name);
      } catch {
        // refused once the server stopped accepting: not acknowledged, so not counted
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  while (acked.length < 50) await new Promise((r) => setTimeout(r, 20));
  const exited = new Promise<number | null>((resolve) => web!.child.once('exit', (code) => resolve(code)));
  web!.child.kill('SIGTERM');
  // It exits by itself (no SIGKILL from the test), with status 0.
  expect(await exited).toBe(0);
  stopped = true;
  await Promise.all(workers);
  web = undefined;

  const res = await fetch(`${cms!.url}/api/contact-get`, { headers: { authorization: `Bearer ${token}` } });
  const stored = new Set(((await res.json()) as { contactget: { name: string }[] }).contactget.map((c) => c.name));
  const lost = acked.filter((name) => !stored.has(name));
  expect(acked.length).toBeGreaterThanOrEqual(50);
  expect(lost).toEqual([]);
});
