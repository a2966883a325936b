/**
 * What an operator sees and does (docs/deployment.md), on the built CMS and web server as processes:
 * - liveness and readiness: /_health/live whatever the dependencies do, /_health/ready while the database (the CMS;
 *   Redis down only lists it as degraded) or a ready CMS (the web server) answers;
 * - metrics: /_metrics on both, for this machine (the web server, no METRICS_TOKEN) or the bearer token (the CMS),
 *   never through the web server's /api proxy;
 * - logs: one request followed by its id from the web server's log into the CMS's, and no password, token or
 *   resume byte in any line of either after an admin session, the forms and a resume upload;
 * - a graceful stop: SIGTERM to the web server during a burst of enquiries, and every enquiry it acknowledged is
 *   stored.
 * Runs on SQLite (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../support/cms-api';
import { ADMIN_PASSWORD, adminToken, freePort, startProduct, type Product, type Service } from '../support/processes';
import { sample } from '../support/metrics';
import { redisServer, type RedisServer } from '../support/redis-server';

let product: Product;
let cms: Service | undefined;
let web: Service | undefined;
let redis: RedisServer;
const METRICS_TOKEN = crypto.randomBytes(24).toString('base64url');
/** Attempts a login for one account may make (the metrics test runs into it once). */
const ACCOUNT_LOGINS = 5;

const health = async (base: string, which: 'live' | 'ready') => {
  const res = await fetch(`${base}/_health/${which}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** One series of the CMS's metrics (it takes the bearer token). */
const cmsMetric = async (series: string) =>
  sample(
    await (await fetch(`${cms!.url}/_metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text(),
    series,
  ) ?? 0;

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

/** Polls readiness until its body satisfies `done`. */
async function untilBody(base: string, done: (body: Record<string, unknown>) => boolean) {
  const start = Date.now();
  for (;;) {
    const answer = await health(base, 'ready');
    if (done(answer.body)) return answer;
    if (Date.now() - start > 20_000) throw new Error(`${base}/_health/ready still ${JSON.stringify(answer.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  redis = redisServer(await freePort());
  await redis.start();
  product = await startProduct({
    env: {
      REDIS_URL: redis.url,
      // Every request's line, for the tests that read the logs.
      LOG_LEVEL: 'info',
      LOGIN_ACCOUNT_RATE_MAX: String(ACCOUNT_LOGINS),
    },
    // The CMS takes the token; the web server has none, so it serves its metrics to this machine only.
    instances: [{ METRICS_TOKEN }],
    // The web server drains for 1.5 s on SIGTERM, as in production (2 s by default): "not ready" while still serving.
    web: { SHUTDOWN_DRAIN_MS: '1500' },
  });
  ({ cms, web } = product);
});

afterAll(async () => {
  await product?.stop();
  await redis?.stop();
});

it('is ready while the database answers, and stays ready while Redis is down, saying so', async () => {
  const ready = await until(cms!.url, 'ready', 200);
  expect(ready.body).toMatchObject({ status: 'ready', degraded: [], checks: { database: 'ok', redis: 'ok' } });
  expect((await until(web!.url, 'ready', 200)).body).toMatchObject({ status: 'ready', cmsReady: 1, cmsTotal: 1 });

  await redis.stop();
  // Redis degrades the instance (rate limits counted in memory), it does not take it out of the balancer.
  const down = await untilBody(cms!.url, (body) => (body.degraded as string[]).includes('redis'));
  expect(down).toMatchObject({
    status: 200,
    body: { status: 'ready', degraded: ['redis'], checks: { database: 'ok' } },
  });
  expect((down.body.checks as Record<string, string>).redis).not.toBe('ok');
  // A login attempt meanwhile is counted in the instance's memory, and the metrics say so.
  const fallbacks = () => cmsMetric('cms_redis_fallbacks_total{use="rate_limit"}');
  const before = await fallbacks();
  const login = await fetch(`${cms!.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fallback@example.in', password: 'Not-The-Password-1' }),
  });
  expect(login.status).toBe(401);
  expect(await fallbacks()).toBeGreaterThan(before);
  // A save meanwhile empties this instance's cache, but cannot tell the other instances: counted too.
  const clears = () => cmsMetric('cms_redis_fallbacks_total{use="cache_clear"}');
  const clearsBefore = await clears();
  const saved = await fetch(`${cms!.url}/api/blog/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(cms!.url)}` },
    body: JSON.stringify({ title: 'Saved without Redis', short_content: 'A summary.', content: '<p>Text.</p>' }),
  });
  expect(saved.status).toBe(200);
  await expect.poll(clears, { timeout: 10_000 }).toBeGreaterThan(clearsBefore);
  expect((await health(cms!.url, 'live')).status).toBe(200);
  expect((await health(web!.url, 'ready')).body).toMatchObject({ status: 'ready', cmsReady: 1 });

  await redis.start();
  expect((await untilBody(cms!.url, (body) => (body.degraded as string[]).length === 0)).status).toBe(200);
});

/** A raw request, so a path like `/api/../_metrics` reaches the server as written (fetch would resolve it). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(base);
    const req = http.request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The JSON lines (pino) of a process's output. */
/** Polls until a process has logged a line for this request id. */
async function untilLogged(service: Service, reqId: string) {
  await expect.poll(() => jsonLines(service.output()).some((l) => l.reqId === reqId), { timeout: 10_000 }).toBe(true);
}

function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('metrics', () => {
  it('answers Prometheus text with the named series after some traffic, to this machine or the token only', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${web!.url}/blog`)).status).toBe(200);
      expect((await fetch(`${web!.url}/api/blog/get`)).status).toBe(200);
    }
    expect((await fetch(`${web!.url}/project/no-such-project`)).status).toBe(404);
    // One account's login attempts past its limit: the last one is refused (429).
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LOGINS; i += 1) {
      const res = await fetch(`${web!.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.in', password: 'Not-The-Password-1' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);

    const webRes = await fetch(`${web!.url}/_metrics`);
    expect(webRes.status).toBe(200);
    expect(webRes.headers.get('content-type')).toMatch(/^text\/plain/);
    const webText = await webRes.text();
    expect(sample(webText, 'web_http_requests_total{method="GET",route="/blog",status="200"}')).toBe(3);
    expect(sample(webText, 'web_http_requests_total{method="GET",route="/project/:slug",status="404"}')).toBe(1);
    expect(sample(webText, 'web_http_requests_total{method="GET",route="/api",status="200"}')).toBe(3);
    expect(webText).toContain(
      'web_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/blog",status="200"}',
    );
    // The same page and read three times, nothing written between: at least one answer came from each cache.
    expect(sample(webText, 'web_cache_lookups_total{cache="html",result="hit"}')).toBeGreaterThan(0);
    expect(sample(webText, 'web_cache_lookups_total{cache="html",result="miss"}')).toBeGreaterThan(0);
    expect(sample(webText, 'web_cache_lookups_total{cache="api",result="miss"}')).toBeGreaterThan(0);
    expect(webText).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(webText).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(webText).not.toMatch(/^cms_/m);
    // The CMS was up for every call: no failure counted for it.
    expect(webText).not.toMatch(/^web_cms_upstream_failures_total\{/m);

    const cmsText = await (
      await fetch(`${cms!.url}/_metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(
      sample(cmsText, 'cms_http_requests_total{method="GET",route="/api/site/blog",status="200"}'),
    ).toBeGreaterThan(0);
    expect(sample(cmsText, 'cms_http_requests_total{method="POST",route="/api/login",status="429"}')).toBe(1);
    expect(sample(cmsText, 'cms_rate_limit_refusals_total{limit="loginPerAccount"}')).toBe(1);
    expect(sample(cmsText, 'cms_public_cache_lookups_total{result="miss"}')).toBeGreaterThan(0);
    expect(sample(cmsText, 'cms_public_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(0);
    expect(sample(cmsText, 'cms_outbox_pending')).toBe(0);
    expect(sample(cmsText, 'cms_outbox_failed')).toBe(0);
    expect(sample(cmsText, 'cms_outbox_sends_total{result="given_up"}')).toBe(0);
    expect(cmsText).toContain('cms_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/site/blog"');
    expect(cmsText).toMatch(/^process_resident_memory_bytes \d/m);
    // The database pool: its size, and no request waiting for a connection once the traffic is answered.
    expect(sample(cmsText, 'cms_db_pool_connections{state="max"}')).toBeGreaterThan(0);
    expect(sample(cmsText, 'cms_db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
    expect(sample(cmsText, 'cms_db_pool_connections{state="pending"}')).toBe(0);

    // A direct request to the CMS with the wrong token, or none; a request to the web server relayed by a proxy.
    expect((await fetch(`${cms!.url}/_metrics`)).status).toBe(401);
    expect((await fetch(`${cms!.url}/_metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const relayed = await fetch(`${web!.url}/_metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
    expect(await relayed.text()).not.toContain('web_http_requests_total');
  });

  it('keeps the CMS’s metrics out of reach through the web server’s /api and /uploads proxy', async () => {
    const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
    for (const path of [
      '/api/_metrics',
      '/api/../_metrics',
      '/api/%2e%2e/_metrics',
      '/api/..%2f_metrics',
      '/uploads/../_metrics',
      '/uploads/%2e%2e/_metrics',
    ]) {
      const answer = await rawGet(web!.url, path, auth);
      expect({ path, status: answer.status, metrics: answer.body.includes('cms_http_requests_total') }).toEqual({
        path,
        status: 404,
        metrics: false,
      });
    }
  });
});

describe('logs', () => {
  it('follows one request by its id from the web server’s log into the CMS’s', async () => {
    // A page render: the web server names the request, its loaders' calls to the CMS carry the id (an article that
    // is not there: the CMS reads it, as it has no cached answer for it).
    const page = await fetch(`${web!.url}/blog-details/no-such-article-${Date.now()}`);
    expect(page.status).toBe(404);
    const pageId = page.headers.get('x-request-id')!;
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
    // A proxied read, with the id a trusted proxy (a load balancer on this machine) chose: kept and echoed.
    const proxied = await fetch(`${web!.url}/api/project-get?page=1&trace=${Date.now()}`, {
      headers: { 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(proxied.headers.get('x-request-id')).toBe('lb-7f3a-0001');
    // A replay from the web server's cache (and the CMS's) answers the id of the request it answers.
    for (const id of ['lb-7f3a-0002', 'lb-7f3a-0003']) {
      const replayed = await fetch(`${web!.url}/api/site/blog?page=1`, { headers: { 'x-request-id': id } });
      expect(replayed.headers.get('x-request-id')).toBe(id);
    }
    // A read the CMS answers from its cache: counted in its metrics, and no log line (the hot path).
    const hits = () => cmsMetric('cms_public_cache_lookups_total{result="hit"}');
    const hitsBefore = await hits();
    const direct = await fetch(`${cms!.url}/api/site/blog?page=1`, { headers: { 'x-request-id': 'lb-7f3a-0004' } });
    expect([direct.headers.get('x-cache'), direct.headers.get('x-request-id')]).toEqual(['HIT', 'lb-7f3a-0004']);
    expect(await hits()).toBe(hitsBefore + 1);
    // A hashed asset is answered from the web server's memory: no log line either.
    const chunk = /\/assets\/[\w-]+\.js/.exec(await page.text())?.[0];
    expect(chunk).toBeTruthy();
    const asset = await fetch(`${web!.url}${chunk}`, { headers: { 'x-request-id': 'lb-7f3a-0005' } });
    expect([asset.status, asset.headers.get('x-request-id')]).toEqual([200, 'lb-7f3a-0005']);
    // A miss is logged: with a malformed id, which is replaced, not logged.
    const odd = await fetch(`${web!.url}/api/blog/get?trace=${Date.now()}`, {
      headers: { 'x-request-id': 'a b\u00e9"}' },
    });
    const oddId = odd.headers.get('x-request-id')!;
    expect(oddId).toMatch(/^[0-9a-f-]{36}$/);

    // A line is written when its answer has gone out: wait for the last request's line in each log (each line
    // above was written before it, so an id missing then was never logged).
    await untilLogged(web!, oddId);
    await untilLogged(cms!, oddId);
    const webLines = jsonLines(web!.output());
    const cmsLines = jsonLines(cms!.output());
    expect(cmsLines.filter((l) => l.reqId === 'lb-7f3a-0004')).toEqual([]);
    expect(webLines.filter((l) => l.reqId === 'lb-7f3a-0005')).toEqual([]);
    expect(webLines.filter((l) => l.reqId === pageId)).toEqual([
      expect.objectContaining({
        service: 'web',
        level: 'info',
        method: 'GET',
        route: '/blog-details/:id',
        status: 404,
      }),
    ]);
    // The page's loaders each made a call with the page's id; the article's was read, so it has its line.
    expect(cmsLines.filter((l) => l.reqId === pageId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ service: 'cms', method: 'GET', route: '/api/site/blogs/:id', status: 404 }),
      ]),
    );
    expect(webLines.filter((l) => l.reqId === 'lb-7f3a-0001')).toEqual([
      expect.objectContaining({ route: '/api', path: '/api/project-get', status: 200 }),
    ]);
    expect(cmsLines.filter((l) => l.reqId === 'lb-7f3a-0001')).toEqual([
      expect.objectContaining({ route: '/api/project-get', status: 200 }),
    ]);
    expect(typeof cmsLines.find((l) => l.reqId === pageId)?.ms).toBe('number');
  });

  it('writes Strapi’s own lines as JSON with the request’s id and no colour codes, as every line of both processes', async () => {
    const bot = await fetch(`${web!.url}/api/contact-add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'lb-7f3a-bot' },
      body: JSON.stringify({
        name: 'Form Bot',
        email: 'bot@example.in',
        phone_number: '9829012345',
        services: 'Office',
        message: 'Filled by a bot.',
        website: 'https://spam.example',
      }),
    });
    expect(bot.status).toBe(400);
    // Strapi's logger's warning, written while the request is answered, then the request's own line.
    await expect
      .poll(() => jsonLines(cms!.output()).filter((l) => l.reqId === 'lb-7f3a-bot'), { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({
          level: 'warn',
          service: 'cms',
          msg: expect.stringContaining('[honeypot] refused a contact-add submission') as string,
        }),
        expect.objectContaining({ level: 'info', route: '/api/contact-add', status: 400 }),
      ]);
    for (const service of [cms!, web!]) {
      const output = service.output();
      // Node's own process warnings (a driver's deprecation on PostgreSQL) are Node's plain text, not the app's lines.
      const nodeWarning = /^\(node:\d+\) |^\(Use `node --trace-/;
      const lines = output.split('\n').filter((line) => line !== '' && !nodeWarning.test(line));
      expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
      expect(output).not.toContain('\u001b[');
    }
  });

  it('holds no password, token or resume byte in any line of either process, after an admin session and the forms', async () => {
    const marker = crypto.randomBytes(12).toString('hex');
    const wrongPassword = `Wrong-${marker}-Pass`;
    // Hex digits and dashes only, so the resume's bytes can be looked for as text.
    const resumeSecret = `RESUME-${marker}-CONTENT`;
    const enquiry = `Enquiry text ${marker}`;

    const login = async (password: string) =>
      fetch(`${web!.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: product.site.env.ADMIN_EMAIL, password }),
      });
    expect((await login(wrongPassword)).status).toBe(401);
    const { token } = (await (await login(ADMIN_PASSWORD)).json()) as { token: string };
    expect(token).toBeTruthy();
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${web!.url}/api/profile-token`, { headers: auth })).status).toBe(200);

    const title = `Surveyor ${marker.slice(0, 6)}`;
    const opened = await fetch(`${web!.url}/api/jobadd`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        location: 'Jaipur, Rajasthan',
        job_type: 'Full Time',
        experience: '1-3 Years',
        about: 'Survey land.',
        responsibilities: 'Measure.',
        qualifications: 'Diploma.',
        offers: 'Field work.',
        quote: 'Measure twice.',
        skills: 'Total station',
      }),
    });
    expect(opened.status).toBe(200);
    const slug = ((await opened.json()) as { data: { slug: string } }).data.slug;

    // The quote form and the application (with its resume) as a browser without JavaScript posts them.
    const quote = await fetch(`${web!.url}/contact`, {
      method: 'POST',
      body: new URLSearchParams({
        name: 'Logged Visitor',
        email: 'visitor@example.in',
        phone_number: '9829012345',
        services: 'Office',
        message: enquiry,
        website: '',
      }),
    });
    expect(quote.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Resume Sender',
      email: 'sender@example.in',
      phone_number: '9829012345',
      position: title,
      city: 'Jaipur',
    }))
      form.append(name, value);
    const pdf = `%PDF-1.4\n%${resumeSecret}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
    form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
    expect((await fetch(`${web!.url}/career/${slug}`, { method: 'POST', body: form })).status).toBe(200);

    // The admin reads the application and downloads the resume: its bytes went both ways through the proxy.
    const applications = (await (await fetch(`${web!.url}/api/job-get`, { headers: auth })).json()) as {
      contactget: { _id: string; name: string }[];
    };
    const sent = applications.contactget.find((a) => a.name === 'Resume Sender')!;
    const resume = await fetch(`${web!.url}/api/job-resume/${sent._id}`, { headers: auth });
    expect(await resume.text()).toContain(resumeSecret);
    const logout = await fetch(`${web!.url}/api/logout`, { method: 'POST', headers: auth });
    expect(logout.status).toBe(200);

    await untilLogged(web!, logout.headers.get('x-request-id')!);
    await untilLogged(cms!, logout.headers.get('x-request-id')!);
    const logs = { web: web!.output(), cms: cms!.output() };
    // The logs are there: each request above has its line (the test would pass on empty logs otherwise).
    expect(jsonLines(logs.web).filter((l) => l.path === '/api/login').length).toBeGreaterThanOrEqual(2);
    expect(jsonLines(logs.cms).filter((l) => l.route === '/api/job-resume/:id')).toHaveLength(1);
    expect(jsonLines(logs.cms).filter((l) => l.route === '/api/job-add')).toHaveLength(1);
    const secrets = {
      'the admin password': ADMIN_PASSWORD,
      'a wrong password': wrongPassword,
      'the token': token,
      'the token’s signature': token.split('.')[2],
      'the resume': resumeSecret,
      'the enquiry': enquiry,
      'the metrics token': METRICS_TOKEN,
      'the panel password': product.site.env.CMS_ADMIN_PASSWORD!,
    };
    const found = Object.entries(logs).flatMap(([process, text]) =>
      Object.entries(secrets)
        .filter(([, secret]) => text.includes(secret))
        .map(([what]) => `${what} in the ${process} log`),
    );
    expect(found).toEqual([]);
  });
});

it('stops the web server gracefully on SIGTERM mid-burst: not ready first, then every acknowledged enquiry is stored', async () => {
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
  // Not ready at once, so a balancer stops sending here, while it still answers for SHUTDOWN_DRAIN_MS.
  await expect.poll(async () => (await health(web!.url, 'ready')).status, { timeout: 1_000, interval: 50 }).toBe(503);
  expect((await health(web!.url, 'ready')).body).toMatchObject({ status: 'not ready', stopping: true });
  expect((await fetch(`${web!.url}/robots.txt`)).status).toBe(200);
  // It exits by itself (no SIGKILL from the test), with status 0.
  expect(await exited).toBe(0);
  stopped = true;
  await Promise.all(workers);

  const stored = new Set((await submissions<{ name: string }>(cms!.url, token, 'contact')).map((c) => c.name));
  const lost = acked.filter((name) => !stored.has(name));
  expect(acked.length).toBeGreaterThanOrEqual(50);
  expect(lost).toEqual([]);
});
