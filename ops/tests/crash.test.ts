/**
 * Crash: while a burst of contact-add writes runs, the CMS process is killed with SIGKILL (no shutdown
 * code runs), then started again. Every enquiry that was acknowledged with a 2xx must be there, the
 * database must pass its integrity check, and the CMS must serve again (its restart time is printed, not asserted:
 * durations belong in the bench). Then the same with mail: an enquiry stored while SMTP is down, the CMS killed
 * before its emails could go, SMTP up and the CMS started again: each email arrives, once.
 * Runs on SQLite (`npm test`) and on PostgreSQL (`npm run test:postgres`).
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { integrityProblems } from '../support/integrity';
import { metric } from '../support/metrics';
import { adminToken, deployment, freePort, startCms, type Deployment, type Service } from '../support/processes';

const WORKERS = 16;
/** Kill once this many writes were acknowledged, so the kill lands mid-burst with writes in flight. */
const ACKED_BEFORE_KILL = 150;

let site: Deployment;
let cms: Service | null = null;
let port: number;
let smtp: SMTPServer | undefined;

beforeAll(async () => {
  site = await deployment();
  port = await freePort();
  cms = await startCms(site.env, port);
});

afterAll(async () => {
  await cms?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
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

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 90_000) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('sends an enquiry’s emails after a kill -9 between their INSERT and their send, each exactly once', async () => {
  const smtpPort = await freePort();
  const env = {
    ...site.env,
    SMTP_HOST: '127.0.0.1',
    // Nothing listens there yet: SMTP is down while the enquiry is stored.
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Cadmax <no-reply@cadmax.ops>',
    OFFICE_EMAIL: 'office@cadmax.ops',
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_MS: '200',
  };
  await cms!.stop();
  cms = await startCms(env, port, { timeoutMs: 60_000 });

  const name = `Outbox ${Date.now()}`;
  const res = await fetch(`${cms.url}/api/contact-add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: 'outbox@example.in',
      phone_number: '9876543210',
      services: 'home',
      message: 'Stored before the crash',
    }),
  });
  expect(res.status).toBe(200);
  // Both mails are in the outbox and each send has failed once: the INSERT happened, no send did.
  await until(
    'both mails failed once',
    async () => (await metric(cms!.url, 'cms_outbox_sends_total{result="retry"}')) >= 2,
  );
  expect(await metric(cms.url, 'cms_outbox_pending')).toBe(2);
  expect(await metric(cms.url, 'cms_outbox_sends_total{result="sent"}')).toBe(0);
  await cms.kill();

  const received: { to: string[]; subject: string }[] = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
  cms = await startCms(env, port, { timeoutMs: 60_000 });

  // Sent once the outbox is empty: a row is marked sent only after the SMTP server took its mail.
  await until('the outbox is empty', async () => (await metric(cms!.url, 'cms_outbox_pending')) === 0);
  expect(received.filter((m) => m.subject === `New enquiry from ${name}`).map((m) => m.to)).toEqual([
    ['office@cadmax.ops'],
  ]);
  expect(received.filter((m) => m.subject === 'Thank you for contacting Cadmax').map((m) => m.to)).toEqual([
    ['outbox@example.in'],
  ]);
  expect(await metric(cms.url, 'cms_outbox_failed')).toBe(0);
});
