/**
 * Slow uploads close the career form to nobody but themselves. The career form's route action admits
 * multipart posts per client (@cadmax/contract's uploads.ts: one at a time per client, a bound on the bytes held by
 * all), and the web server cuts a body that arrives too slowly (web/server/request-bodies.mjs). 2, then 20, slow uploads from other clients (each its own address through
 * the trusted proxy, loopback here: X-Forwarded-For) send their headers and a byte every 5 s, while a real application
 * from another client goes through. Prints its time and what the slow ones were answered. When two uploads were
 * admitted for the whole site, the real one waited 15 s and got 503. Skipped on PostgreSQL: the web server's
 * admission does not depend on the CMS's database.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newSubmissionKey } from '@cadmax/contract';
import { addOpening } from '../support/cms-api';
import { adminToken, startProduct, type Product } from '../support/processes';
import { formResultIn } from '../../web/e2e/support/form-result';

const onPostgres = process.env.DATABASE_CLIENT === 'postgres';
const CAREER = '/career/urban-planner';
const APPLIED = 'Thank you! Your application has been submitted.';

let product: Product;

beforeAll(async () => {
  if (onPostgres) return;
  product = await startProduct();
  // An application names a current opening.
  await addOpening(product.cms.url, await adminToken(product.cms.url), 'Urban Planner');
});

afterAll(() => product?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A slow upload from `client`: the headers of a 1 MB career post, then a byte every 5 s. Resolves with its answer. */
function slowUpload(client: string): { answer: Promise<{ status: number; ms: number; text: string }>; stop(): void } {
  const { port } = product.web;
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.write(
    `POST ${CAREER} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-For: ${client}\r\n` +
      'Content-Type: multipart/form-data; boundary=slow\r\nContent-Length: 1048576\r\n\r\n--slow\r\n',
  );
  const drip = setInterval(() => socket.write('x'), 5_000);
  const answer = new Promise<{ status: number; ms: number; text: string }>((resolve) => {
    const done = () => {
      clearInterval(drip);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, ms: Date.now() - started, text: received });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // The whole answer is in once its body has arrived (the server closes the connection after a refusal).
      if (/\r\n0\r\n\r\n$/.test(received)) socket.destroy();
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
  return {
    answer,
    stop: () => {
      clearInterval(drip);
      socket.destroy();
    },
  };
}

/** A real application from `client`, with a 100 KB resume: its status, time and whether it was thanked. */
async function apply(client: string) {
  const form = new FormData();
  const fields = {
    name: 'Priya Singh',
    email: `priya.${client.replace(/\W/g, '')}.${Date.now()}@example.in`,
    phone_number: '9829012345',
    position: 'Urban Planner',
    city: 'Jaipur',
    website: '',
    submission_key: newSubmissionKey(),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const started = Date.now();
  const res = await fetch(`${product.web.url}${CAREER}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': client },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, ms: Date.now() - started, thanked: formResultIn(text) === APPLIED };
}

it.skipIf(onPostgres)(
  'a real application goes through promptly while 2, then 20, slow uploads from other clients are held and cut',
  async () => {
    // Warm up: the route's modules loaded, the action and the CMS call run once.
    expect((await apply('203.0.113.200')).thanked).toBe(true);
    for (const [round, slowCount] of [2, 20].entries()) {
      const slow = Array.from({ length: slowCount }, (_, i) => slowUpload(`198.51.${100 + round}.${i + 1}`));
      // Let every slow one be admitted and start dripping.
      await sleep(1_000);
      const real = await apply(`203.0.113.${round + 1}`);
      const answers = await Promise.race([Promise.all(slow.map((s) => s.answer)), sleep(40_000).then(() => null)]);
      for (const s of slow) s.stop();
      const outcomes = new Map<string, number>();
      for (const a of answers ?? []) outcomes.set(String(a.status), (outcomes.get(String(a.status)) ?? 0) + 1);
      const slowest = Math.max(...(answers ?? []).map((a) => a.ms));
      console.log(
        `[slow-uploads] ${slowCount} slow uploads (a byte every 5 s) from ${slowCount} clients: a real 100 KB ` +
          `application from another client answered ${real.status} in ${real.ms} ms; the slow ones: ` +
          `${[...outcomes].map(([status, n]) => `${n} × ${status}`).join(', ') || 'no answer'}, ` +
          `the last after ${(slowest / 1000).toFixed(1)} s`,
      );
      expect(real).toMatchObject({ status: 200, thanked: true });
      expect(real.ms).toBeLessThan(3_000);
      // Each slow one was cut once its grace had passed (408), not left open for minutes.
      expect(answers).not.toBeNull();
      expect(answers!.map((a) => a.status)).toEqual(Array<number>(slowCount).fill(408));
    }
  },
  120_000,
);
