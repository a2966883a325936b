/**
 * Crash: while a burst of contact-add writes runs, the CMS process is killed with SIGKILL (no shutdown
 * code runs), then started again. Every enquiry that was acknowledged with a 2xx must be there, the
 * database must pass its integrity check, and the CMS must serve again (its restart time is printed, not asserted:
 * durations belong in the bench). Then the same with mail: an enquiry stored while SMTP is down, the CMS killed
 * before its emails could go, SMTP up and the CMS started again: each email arrives, once.
 * Runs on SQLite (`npm test`) and on PostgreSQL (`npm run test:postgres`).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { smtpSettings, smtpSink, type SmtpSink } from '../../cms/tests/support/mail';
import { enquiry } from '../../cms/tests/support/visitors';
import { api, submissions } from '../support/cms-api';
import { integrityProblems } from '../support/integrity';
import { metric } from '../support/metrics';
import { adminToken, deployment, freePort, startCms, type Deployment, type Service } from '../support/processes';

const WORKERS = 16;
/** Kill once this many writes were acknowledged, so the kill lands mid-burst with writes in flight. */
const ACKED_BEFORE_KILL = 150;

let site: Deployment;
let cms: Service | null = null;
let port: number;
let smtp: SmtpSink | undefined;

beforeAll(async () => {
  site = await deployment();
  port = await freePort();
  cms = await startCms(site.env, port);
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.close();
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
    const res = await api(url, '/contact-add', { json: { ...enquiry, message: marker } });
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
  const stored = (await submissions<{ message: string }>(cms.url, token, 'contact')).map((c) => c.message);
  const storedSet = new Set(stored);
  console.log(
    `[crash] stored ${stored.length} (acknowledged ${acked.size}; the rest were in flight when the process died)`,
  );
  expect([...acked].filter((marker) => !storedSet.has(marker))).toEqual([]);
  expect(storedSet.size).toBe(stored.length);
  expect(stored.length).toBeLessThanOrEqual(sent);

  // And it takes writes again.
  const after = await api(cms.url, '/contact-add', { json: { ...enquiry, message: 'after the crash' } });
  expect(after.status).toBe(200);
  expect(await integrityProblems(site.env)).toEqual([]);
});

/** Polls `check` until it holds. */
const until = (check: () => Promise<boolean>) => vi.waitUntil(check, { timeout: 90_000, interval: 100 });

it('sends an enquiry’s emails after a kill -9 between their INSERT and their send, each exactly once', async () => {
  const smtpPort = await freePort();
  const env = {
    ...site.env,
    // Nothing listens there yet: SMTP is down while the enquiry is stored.
    ...smtpSettings(smtpPort, 'cadmax.ops'),
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_MS: '200',
  };
  await cms!.stop();
  cms = await startCms(env, port, { timeoutMs: 60_000 });

  const name = `Outbox ${Date.now()}`;
  const res = await api(cms.url, '/contact-add', {
    json: { ...enquiry, name, email: 'outbox@example.in', message: 'Stored before the crash' },
  });
  expect(res.status).toBe(200);
  // Both mails are in the outbox and each send has failed once: the INSERT happened, no send did.
  await until(async () => (await metric(cms!.url, 'cms_outbox_sends_total{result="retry"}')) >= 2);
  expect(await metric(cms.url, 'cms_outbox_pending')).toBe(2);
  expect(await metric(cms.url, 'cms_outbox_sends_total{result="sent"}')).toBe(0);
  await cms.kill();

  smtp = await smtpSink({ port: smtpPort });
  cms = await startCms(env, port, { timeoutMs: 60_000 });

  // Sent once the outbox is empty: a row is marked sent only after the SMTP server took its mail.
  await until(async () => (await metric(cms!.url, 'cms_outbox_pending')) === 0);
  const recipients = (subject: string) => smtp!.mails.filter((m) => m.subject === subject).map((m) => m.rcptTo);
  expect(recipients(`New enquiry from ${name}`)).toEqual([['office@cadmax.ops']]);
  expect(recipients('Thank you for contacting Cadmax')).toEqual([['outbox@example.in']]);
  expect(await metric(cms.url, 'cms_outbox_failed')).toBe(0);
});
