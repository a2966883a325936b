/**
 * Load: 50 connections for 30 s of mixed public traffic through the web server (page data, the blog
 * list, contact-add), after a warm-up with the same mix. No request may fail or answer other than 2xx,
 * and the resident memory of the CMS and of the web server after the run must be within 15% of what it
 * was after the warm-up (a leak grows with the requests served; a warm process stays flat).
 * SQLite only: the single-instance default. PostgreSQL gets the crash and scale-out tests.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memoryAfterGc, type Memory } from '../support/heap';
import { deployment, freePort, seed, startCms, startWeb, type Deployment, type Service } from '../support/processes';

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 50;
const WARM_UP_S = 10;
const RUN_S = 30;
const MEMORY_TOLERANCE = 0.15;

const contact = JSON.stringify({
  name: 'Load Test',
  email: 'load@example.in',
  phone_number: '9876543210',
  services: 'Office',
  message: 'Load test enquiry',
});
const MIX = [
  { method: 'GET', path: '/api/site/home' },
  { method: 'GET', path: '/api/blog/get' },
  { method: 'GET', path: '/api/site/blog' },
  { method: 'POST', path: '/api/contact-add', headers: { 'content-type': 'application/json' }, body: contact },
  { method: 'GET', path: '/api/site/projects' },
];

let site: Deployment;
let cms: Service | undefined;
let web: Service | undefined;
const inspect = { cms: 0, web: 0 };
const postgres = process.env.DATABASE_CLIENT === 'postgres';

beforeAll(async () => {
  if (postgres) return;
  site = await deployment();
  await seed(site.env);
  inspect.cms = await freePort();
  inspect.web = await freePort();
  cms = await startCms(site.env, await freePort(), { inspectPort: inspect.cms });
  web = await startWeb(site.env, await freePort(), [cms.url], { inspectPort: inspect.web });
});

afterAll(async () => {
  await web?.stop();
  await cms?.stop();
  await site?.remove();
});

const memory = async () => ({ cms: await memoryAfterGc(inspect.cms), web: await memoryAfterGc(inspect.web) });

const load = (duration: number) =>
  autocannon({ url: web!.url, connections: CONNECTIONS, duration, requests: MIX, timeout: 20 });
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

it.skipIf(postgres)(
  'serves 50 connections for 30 s of mixed traffic without an error, and memory stays flat',
  async () => {
    const warmUp = await load(WARM_UP_S);
    expect(warmUp.errors + warmUp.timeouts + warmUp.non2xx).toBe(0);
    const warm = await memory();

    const run = await load(RUN_S);
    const after = await memory();
    const line = (name: 'cms' | 'web') =>
      `${name} heap ${mb(warm[name].heapUsed)} → ${mb(after[name].heapUsed)}, RSS ${mb(warm[name].rss)} → ${mb(after[name].rss)}`;
    console.log(
      `[load] ${CONNECTIONS} connections, ${RUN_S} s: ${run.requests.total} requests (${Math.round(run.requests.average)} req/s), ` +
        `p99 ${run.latency.p99} ms, errors ${run.errors}, timeouts ${run.timeouts}, non-2xx ${run.non2xx}; ` +
        `after warm-up → after run, each after a full GC: ${line('cms')}; ${line('web')}`,
    );

    expect(run.requests.total).toBeGreaterThan(0);
    expect({ errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    const within = (before: Memory, now: Memory) => ({
      heapUsed: now.heapUsed <= before.heapUsed * (1 + MEMORY_TOLERANCE),
      rss: now.rss <= before.rss * (1 + MEMORY_TOLERANCE),
    });
    expect({ cms: within(warm.cms, after.cms), web: within(warm.web, after.web) }).toEqual({
      cms: { heapUsed: true, rss: true },
      web: { heapUsed: true, rss: true },
    });
  },
);
