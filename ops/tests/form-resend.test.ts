/**
 * A visitor's answer is true, and sending twice stores once. A burst of quote-form posts goes through the
 * web server's route action (the path of a browser without JavaScript), each with its own submission key; the web
 * server is killed with SIGKILL mid-burst, so some posts lose their answer (stored or not: the visitor cannot tell),
 * then started again. Every post whose answer was lost is sent again, as a visitor would, with the same key. The
 * CMS must then hold exactly one enquiry per key: none lost, none twice. Prints sent, answered, lost, resent, stored.
 * Runs on both databases: the unique index is created differently by each.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newSubmissionKey } from '@cadmax/contract';
import {
  adminToken,
  deployment,
  freePort,
  startCms,
  startWeb,
  type Deployment,
  type Service,
} from '../support/processes';

const SENT = 'Thank you! Your enquiry has been sent. We will get back to you soon.';
const WORKERS = 12;
/** Kill once this many posts were answered, so the kill lands mid-burst with posts in flight. */
const ANSWERED_BEFORE_KILL = 40;
/** A run's own tag, in every message, to find its enquiries. */
const RUN = `resend-${Date.now()}`;

/** On a shared machine, OPS_PORT_BASE pins the ports to a given range; otherwise free ones. */
const port = async (offset: number) =>
  process.env.OPS_PORT_BASE ? Number(process.env.OPS_PORT_BASE) + offset : freePort();

let site: Deployment;
let cms: Service;
let web: Service | undefined;
let webPort: number;

beforeAll(async () => {
  site = await deployment();
  cms = await startCms(site.env, await port(0));
  webPort = await port(1);
  web = await startWeb(site.env, webPort, [cms.url]);
});

afterAll(async () => {
  await web?.stop();
  await cms?.stop();
  await site?.remove();
});

/** The quote form as a browser without JavaScript posts it: true when the page answered that it was sent. */
async function post(key: string): Promise<boolean> {
  const body = new URLSearchParams({
    name: 'Resend Test',
    email: 'resend@example.in',
    phone_number: '9829012345',
    services: 'Office',
    message: `${RUN} ${key}`,
    website: '',
    submission_key: key,
  });
  const res = await fetch(`http://127.0.0.1:${webPort}/contact`, { method: 'POST', body });
  const html = await res.text();
  if (res.status === 200 && html.includes(SENT)) return true;
  throw new Error(`answered ${res.status}: ${html.slice(0, 200)}`);
}

it('stores one enquiry per key when every post whose answer was lost to a killed web server is sent again', async () => {
  const keys: string[] = [];
  const lost: string[] = [];
  let answered = 0;
  let killed = false;

  const worker = async () => {
    while (!killed) {
      const key = newSubmissionKey();
      keys.push(key);
      try {
        await post(key);
        answered += 1;
      } catch {
        // The web server went away with this post in flight, or before it was sent: the visitor saw no answer.
        lost.push(key);
      }
    }
  };
  const burst = Promise.all(Array.from({ length: WORKERS }, worker));
  while (answered < ANSWERED_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 5));
  await web!.kill();
  killed = true;
  await burst;

  const token = await adminToken(cms.url);
  const storedNow = async () => {
    const res = await fetch(`${cms.url}/api/contact-get`, { headers: { Authorization: `Bearer ${token}` } });
    const { contactget } = (await res.json()) as { contactget: { message: string }[] };
    return contactget.map((c) => c.message).filter((m) => m.startsWith(RUN));
  };
  // Posts the CMS stored whose answer died with the web server: the ones a resend must not store again.
  const beforeResend = (await storedNow()).length;

  web = await startWeb(site.env, webPort, [cms.url]);
  let resent = 0;
  for (const key of lost) {
    expect(await post(key)).toBe(true);
    resent += 1;
  }

  const stored = await storedNow();
  console.log(
    `[form-resend] sent ${keys.length}, answered ${answered}, lost ${lost.length} ` +
      `(of which stored before the resend ${beforeResend - answered}), resent ${resent}, ` +
      `stored ${stored.length} (distinct keys ${new Set(keys).size}, distinct stored ${new Set(stored).size})`,
  );
  expect(lost.length).toBeGreaterThan(0);
  expect(new Set(stored).size).toBe(stored.length);
  expect(stored.length).toBe(new Set(keys).size);
});
