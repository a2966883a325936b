/**
 * The career form's route action holds a multipart post (up to 6 MB) in the web server's memory while it parses and
 * forwards it. 20 slow clients, each having sent all but the last kilobyte of a 6 MB application and holding the
 * connection open, would grow the web server by their whole bodies. The action reads two such bodies at a time
 * (web/app/lib/public-form.server.ts); the others wait unread. Prints the web server's resident memory before and
 * with the 20 posts held; the growth must stay under 40 MB. Then the held posts go away and a new post is admitted
 * (the turns were given back). Skipped on PostgreSQL: the web server's memory does not depend on the CMS's database.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newSubmissionKey } from '@cadmax/contract';
import { rssBytes, startProduct, type Product } from '../support/processes';

const HELD = 20;
const MB = 1024 * 1024;
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

let product: Product;

beforeAll(async () => {
  if (onPostgres) return;
  product = await startProduct({ portOffset: 2 });
});

afterAll(() => product?.stop());

/** A career application of `fileBytes` of resume plus `padBytes` of text field, as multipart. */
function application(fileBytes: number, padBytes: number): { type: string; body: Buffer } {
  const boundary = `----held${Date.now()}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = {
    name: 'Held Post',
    email: 'held@example.in',
    phone_number: '9829012345',
    position: 'Urban Planner',
    city: 'Jaipur',
    website: '',
    submission_key: newSubmissionKey(),
    notes: 'x'.repeat(padBytes),
  };
  const head = Object.entries(fields)
    .map(([name, value]) => part(name, value))
    .join('');
  const file = Buffer.alloc(fileBytes, 0x41);
  file.write('%PDF-1.4\n');
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Opens a post of `body` and writes all of it but the last kilobyte: a slow client that never finishes. */
function holdPost(body: Buffer, type: string): net.Socket {
  const socket = net.connect(product.web.port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /career/urban-planner HTTP/1.1\r\nHost: 127.0.0.1:${product.web.port}\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, body.length - 1024));
  return socket;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it.skipIf(onPostgres)('holds 20 slow 6 MB career posts with under 40 MB of growth, and admits the next', async () => {
  const small = application(1024, 0);
  const sendSmall = async () => {
    const res = await fetch(`${product.web.url}/career/urban-planner`, {
      method: 'POST',
      headers: { 'Content-Type': small.type },
      body: new Uint8Array(small.body),
    });
    await res.arrayBuffer();
    return res.status;
  };
  // Warm up: the route's modules loaded, the action run once.
  await sendSmall();
  await sendSmall();
  const pid = product.web.child.pid!;
  const before = rssBytes(pid);

  const { type, body } = application(5 * MB - 64 * 1024, 900 * 1024);
  expect(body.length).toBeLessThan(6 * MB);
  const sockets = Array.from({ length: HELD }, () => holdPost(body, type));
  // Let the bytes arrive and whatever reads them read them.
  let peak = before;
  for (let i = 0; i < 20; i += 1) {
    await sleep(250);
    peak = Math.max(peak, rssBytes(pid));
  }
  const growth = peak - before;
  console.log(
    `[form-memory] ${HELD} held posts of ${(body.length / MB).toFixed(2)} MB: web server RSS ` +
      `${(before / MB).toFixed(1)} → ${(peak / MB).toFixed(1)} MB (growth ${(growth / MB).toFixed(1)} MB)`,
  );
  expect(growth).toBeLessThan(40 * MB);

  for (const socket of sockets) socket.destroy();
  // The turns of the posts that went away are given back: a new application is read (not 503 "busy").
  let status = 503;
  for (let i = 0; i < 50 && status === 503; i += 1) {
    status = await sendSmall();
    if (status === 503) await sleep(200);
  }
  expect(status).not.toBe(503);
  expect(status).toBeLessThan(500);
});
