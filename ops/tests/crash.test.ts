/**
 * Crash: while a burst of contact-add writes runs, the CMS process is killed with SIGKILL (no shutdown
 * code runs), then started again. Every enquiry that was acknowledged with a 2xx must be there, the
 * database must pass its integrity check, and the CMS must serve again (its restart time is printed, not asserted:
 * durations belong in the bench).
 * Runs on SQLite (`npm test`) and on PostgreSQL (`npm run test:postgres`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { integrityProblems } from '../support/integrity';
import { adminToken, deployment, freePort, startCms, type Deployment, type Service } from '../support/processes';

const WORKERS = 16;
/** Kill once this many writes were acknowledged, so the kill lands mid-burst with writes in flight. */
const ACKED_BEFORE_KILL = 150;

let site: Deployment;
let cms: Service | null = null;
let port: number;

beforeAll(async () => {
  site = await deployment();
  port = await freePort();
  cms = await startCms(site.env, port);
});

afterAll(async () => {
  await cms?.stop();
  await site?.remove();
});

it('loses no acknowledged enquiry to a kill -9 mid-burst, keeps the database intact and serves again', async () => {
  const url = cms!.url;
  const acked = new Set<string>();
  let sent = 0;
  let failed = 0;
  let killing = false;
  let stopping = false;

  const send = async (marker: string) => {
    const res = await fetch(`${url}/api/contact-add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Crash Test',
        email: 'crash@example.in',
        phone_number: '9876543210',
        services: 'home',
        message: marker,
      }),
    });
    await res.arrayBuffer();
    if (res.status >= 200 && res.status < 300) acked.add(marker);
    else throw new Error(`contact-add answered ${res.status}`);
  };
  const worker = async (w: number) => {
    for (let i = 0; !stopping; i += 1) {
      sent += 1;
      try {
        await send(`crash-${w}-${i}`);
      } catch (error) {
        // From the kill on, connections are refused or reset: those writes were never acknowledged.
        if (!killing) throw error;
        failed += 1;
      }
    }
  };

  // A worker that fails before the kill ends the test at once with its error, instead of leaving the wait below
  // to spin until the time-out.
  let workerError: unknown = null;
  const burst = Array.from({ length: WORKERS }, (_, w) =>
    worker(w).catch((error: unknown) => {
      workerError ??= error;
      stopping = true;
    }),
  );
  while (acked.size < ACKED_BEFORE_KILL && workerError === null) await new Promise((r) => setTimeout(r, 5));
  if (workerError !== null) {
    await Promise.all(burst);
    throw workerError;
  }
  killing = true;
  await cms!.kill();
  stopping = true;
  await Promise.all(burst);

  expect(await integrityProblems(site.env)).toEqual([]);

  cms = await startCms(site.env, port, { timeoutMs: 60_000 });
  console.log(
    `[crash] sent ${sent}, acknowledged ${acked.size}, refused after the kill ${failed}, restart to first answer ${Math.round(cms.startMs)} ms`,
  );

  const token = await adminToken(cms.url);
  const res = await fetch(`${cms.url}/api/contact-get`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const stored = ((await res.json()) as { contactget: { message: string }[] }).contactget.map((c) => c.message);
  const storedSet = new Set(stored);
  console.log(
    `[crash] stored ${stored.length} (acknowledged ${acked.size}; the rest were in flight when the process died)`,
  );
  expect([...acked].filter((marker) => !storedSet.has(marker))).toEqual([]);
  expect(storedSet.size).toBe(stored.length);
  expect(stored.length).toBeLessThanOrEqual(sent);

  // And it takes writes again.
  const after = await fetch(`${cms.url}/api/contact-add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'After',
      email: 'after@example.in',
      phone_number: '9876543210',
      services: 'home',
      message: 'after the crash',
    }),
  });
  expect(after.status).toBe(200);
  expect(await integrityProblems(site.env)).toEqual([]);
});
