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
import { submissions } from '../support/cms-api';
import { adminToken, startProduct, startWeb, type Product } from '../support/processes';
import { formResultIn } from '../../web/e2e/support/form-result';

const SENT = 'Thank you! Your enquiry has been sent. We will get back to you soon.';
const WORKERS = 12;
/** Kill once this many posts were answered, so the kill lands mid-burst with posts in flight. */
const ANSWERED_BEFORE_KILL = 40;
/** A run's own tag, in every message, to find its enquiries. */
const RUN = `resend-${Date.now()}`;

let product: Product;

beforeAll(async () => {
  product = await startProduct({ portOffset: 0 });
});

afterAll(() => product?.stop());

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
  const res = await fetch(`${product.web.url}/contact`, { method: 'POST', body });
  const html = await res.text();
  if (res.status === 200 && formResultIn(html) === SENT) return true;
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
  const { cms, web, site } = product;
  await web.kill();
  killed = true;
  await burst;

  const token = await adminToken(cms.url);
  const storedNow = async () =>
    (await submissions<{ message: string }>(cms.url, token, 'contact'))
      .map((c) => c.message)
      .filter((m) => m.startsWith(RUN));
  // Posts the CMS stored whose answer died with the web server: the ones a resend must not store again.
  const beforeResend = (await storedNow()).length;

  product.web = await startWeb(site.env, web.port, [cms.url]);
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
