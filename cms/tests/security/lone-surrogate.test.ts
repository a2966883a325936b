/**
 * A lone UTF-16 surrogate in a password made bcryptjs abort the whole CMS process (found by the
 * fuzzer in bad-input.test.ts). Every route — ours, users-permissions' and the Strapi panel's — now
 * refuses such text with 400 before any handler runs, and the server stays up.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, bootCms, type TestCms } from '../support/cms';

let cms: TestCms;

beforeAll(async () => {
  cms = await bootCms();
});
afterAll(() => cms?.stop());

const post = (path: string, json: unknown) =>
  fetch(`${cms.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });

it.each([
  ['/api/login', { email: ADMIN_EMAIL, password: '\ud800' }],
  ['/api/login', { email: 'a@b.in', password: 'abc\udc00def' }],
  ['/api/auth/local', { identifier: 'a@b.in', password: 'x\ud800' }],
  ['/admin/login', { email: 'a@b.in', password: '\ud83d' }],
  [
    '/api/contact-add',
    { name: 'R', email: 'r@example.in', phone_number: '9876543210', services: 'home', message: 'hi \ud800' },
  ],
  ['/api/login', { ['\ud800']: 'key', email: 'a@b.in', password: 'x' }],
])('POST %s with a lone surrogate answers 400 and the server stays up', async (path, json) => {
  const res = await post(path, json);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ status: false, message: 'The request contains an invalid character.' });
  expect((await fetch(`${cms.url}/api/blog/get`)).status).toBe(200);
});

it('still takes real astral characters (a surrogate pair) in a password', async () => {
  const res = await post('/api/login', { email: ADMIN_EMAIL, password: 'wrong-but-valid-😀' });
  expect(res.status).toBe(401);
});
